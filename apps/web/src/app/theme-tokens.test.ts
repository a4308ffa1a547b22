import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { APP_CONFIG, DARK_PAGE_THEME, PRIMARY } from '../components/app-config';
import {
  DARK_DANGER_FILL,
  DARK_DANGER_FILL_ACTIVE,
  DARK_DANGER_FILL_HOVER,
  DARK_DESCRIPTION_TEXT,
  DARK_ERROR_TEXT,
  DARK_ROW_SELECTED,
  DARK_ROW_SELECTED_HOVER,
  DARK_TEXT_BLUE,
  DARK_TEXT_BLUE_HOVER,
  DARK_THEME,
  DESCRIPTION_TEXT,
  ERROR,
  LIGHT_THEME,
} from './theme-tokens';

/**
 * Contrast of the theme (docs/decisions/0033-theme-colours.md): every text colour of the console
 * keeps WCAG 2.2 AA's 4.5:1 on what it is drawn on, including hover and press, which the axe
 * sweep of e2e/tests/page-sweep.spec.ts does not reach.
 */

type Rgba = [number, number, number, number];
function parse(colour: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)).concat(1) as Rgba;
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour);
  if (!rgba) throw new Error(`not a colour: ${colour}`);
  const [r, g, b, a = 1] = rgba[1].split(',').map(Number);
  return [r, g, b, a];
}
/** `fg` painted over the opaque `bg`. */
function over(fg: string, bg: string): string {
  const [r, g, b, a] = parse(fg);
  const [R, G, B] = parse(bg);
  return `rgb(${r * a + R * (1 - a)}, ${g * a + G * (1 - a)}, ${b * a + B * (1 - a)})`;
}
function luminance(colour: string) {
  const [r, g, b] = parse(colour).map((v) => v / 255);
  const lin = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
/** WCAG contrast ratio of text `fg` (may be translucent) on the opaque `bg`. */
function contrast(fg: string, bg: string) {
  const [a, b] = [luminance(over(fg, bg)), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const AA = 4.5;
const WHITE = '#ffffff';

function expectReadable(pairs: [string, string, string][]) {
  const low = pairs
    .filter(([, fg, bg]) => contrast(fg, bg) < AA)
    .map(([what, fg, bg]) => `${what}: ${fg} on ${bg} is ${contrast(fg, bg).toFixed(2)}:1`);
  expect(low).toEqual([]);
}

describe('contrast', () => {
  it('is computed as WCAG says', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1); // antd's default primary, too low
    expect(contrast('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.35, 1); // antd's description grey
  });
});

describe('the light theme', () => {
  const t = theme.getDesignToken(LIGHT_THEME);
  const grounds = { page: t.colorBgLayout, card: t.colorBgContainer, 'work-tab bar': APP_CONFIG.themeList[0].tabBarBg };
  it('keeps white text on the primary fill, resting, hovered and pressed', () => {
    expect(t.colorPrimary).toBe(PRIMARY);
    expectReadable([
      ['primary', WHITE, t.colorPrimary],
      ['primary hover', WHITE, t.colorPrimaryHover],
      ['primary pressed', WHITE, t.colorPrimaryActive],
    ]);
  });
  it('keeps blue and secondary text readable on the page, cards and the tab bar', () => {
    expect(t.colorTextDescription).toBe(DESCRIPTION_TEXT);
    expectReadable(
      Object.entries(grounds).flatMap(([ground, bg]) =>
        (
          [
            ['primary', t.colorPrimary],
            ['primary hover', t.colorPrimaryHover],
            ['primary text', t.colorPrimaryText],
            ['link', t.colorLink],
            ['link hover', t.colorLinkHover],
            ['link pressed', t.colorLinkActive],
            ['description', t.colorTextDescription],
            ['tertiary', t.colorTextTertiary],
            ['secondary', t.colorTextSecondary],
            ['placeholder', t.colorTextPlaceholder],
          ] as const
        ).map(([what, fg]) => [`${what} on the ${ground}`, fg, bg] as [string, string, string]),
      ),
    );
  });
  it('keeps error and danger red readable: as words on the page and cards, and under white on a danger fill', () => {
    expect(t.colorError).toBe(ERROR);
    expectReadable([
      ['error text on the page', t.colorError, t.colorBgLayout],
      ['error text on a card', t.colorError, t.colorBgContainer],
      ['danger button hovered (words on a card)', t.colorErrorHover, t.colorBgContainer],
      ['danger button pressed (words on a card)', t.colorErrorActive, t.colorBgContainer],
      ['white on the danger fill', WHITE, t.colorError],
      ['white on the danger fill hovered', WHITE, t.colorErrorHover],
      ['white on the danger fill pressed', WHITE, t.colorErrorActive],
    ]);
  });
});

describe('the dark theme', () => {
  const t = theme.getDesignToken(DARK_THEME);
  const grounds = {
    page: t.colorBgLayout,
    card: t.colorBgContainer,
    'raised (dropdown, dialog)': t.colorBgElevated,
    'work-tab bar': DARK_PAGE_THEME.tabBarBg,
    menu: DARK_PAGE_THEME.menuBg,
  };
  it('keeps white text on the primary fill, resting, hovered and pressed', () => {
    expectReadable([
      ['primary', WHITE, t.colorPrimary],
      ['primary hover', WHITE, t.colorPrimaryHover],
      ['primary pressed', WHITE, t.colorPrimaryActive],
    ]);
  });
  it('draws blue text in a lighter blue, readable on every dark ground', () => {
    expect([t.colorLink, t.colorPrimaryText]).toEqual([DARK_TEXT_BLUE, DARK_TEXT_BLUE]);
    expect(t.colorTextDescription).toBe(DARK_DESCRIPTION_TEXT);
    expectReadable(
      Object.entries(grounds).flatMap(([ground, bg]) =>
        (
          [
            ['blue text', DARK_TEXT_BLUE],
            ['blue text hover', DARK_TEXT_BLUE_HOVER],
            ['link hover', t.colorLinkHover],
            ['description', t.colorTextDescription],
            ['tertiary', t.colorTextTertiary],
            ['secondary', t.colorTextSecondary],
            ['placeholder', t.colorTextPlaceholder],
          ] as const
        ).map(([what, fg]) => [`${what} on the ${ground}`, fg, bg] as [string, string, string]),
      ),
    );
  });
  it('keeps a link and secondary text readable on a picked row, resting and hovered', () => {
    expect(DARK_THEME.components?.Table).toEqual({
      rowSelectedBg: DARK_ROW_SELECTED,
      rowSelectedHoverBg: DARK_ROW_SELECTED_HOVER,
    });
    expectReadable(
      [DARK_ROW_SELECTED, DARK_ROW_SELECTED_HOVER].flatMap((bg) => [
        ['link on a picked row', DARK_TEXT_BLUE, bg] as [string, string, string],
        ['secondary on a picked row', t.colorTextSecondary, bg] as [string, string, string],
      ]),
    );
  });
  it('keeps white under a red fill readable, which the dark red antd derives is not (the bell count uses ERROR)', () => {
    expect(contrast(WHITE, t.colorError)).toBeLessThan(AA);
    expectReadable([['white on the red fill', WHITE, ERROR]]);
  });
  it('keeps white readable on a solid danger button, resting, hovered and pressed', () => {
    const button = DARK_THEME.components?.Button;
    expect([button?.colorError, button?.colorErrorHover, button?.colorErrorActive]).toEqual([
      DARK_DANGER_FILL,
      DARK_DANGER_FILL_HOVER,
      DARK_DANGER_FILL_ACTIVE,
    ]);
    expectReadable([
      ['white on a danger button', WHITE, DARK_DANGER_FILL],
      ['white on a danger button hovered', WHITE, DARK_DANGER_FILL_HOVER],
      ['white on a danger button pressed', WHITE, DARK_DANGER_FILL_ACTIVE],
    ]);
  });
  it("draws a form's error words in a lighter red, readable on every dark ground", () => {
    expect(DARK_THEME.components?.Form?.colorError).toBe(DARK_ERROR_TEXT);
    expectReadable(
      Object.entries(grounds).map(
        ([ground, bg]) => [`form error on the ${ground}`, DARK_ERROR_TEXT, bg] as [string, string, string],
      ),
    );
  });
  it('gives every component that writes blue text with colorPrimary the lighter blue', () => {
    for (const [name, tokens] of Object.entries(DARK_THEME.components ?? {})) {
      const colours = Object.entries(tokens as Record<string, unknown>).filter(([k]) => /^colorPrimary|Color$/.test(k));
      for (const [key, colour] of colours)
        expect(contrast(colour as string, t.colorBgContainer), `${name}.${key}`).toBeGreaterThanOrEqual(AA);
    }
  });
});

describe('the menu themes', () => {
  /** The selected item's background as layout/side-menu.tsx draws it: the primary fill in a dark menu, a light tint in a white one. */
  const selectedBg = (menuBg: string, dark: boolean) => (dark ? PRIMARY : over('rgba(22,119,255,0.1)', menuBg));
  it('keep item text and the selected item readable, in both menu themes and in dark page mode', () => {
    expectReadable(
      [...APP_CONFIG.themeList, DARK_PAGE_THEME].flatMap((m, i) => {
        const name = i < APP_CONFIG.themeList.length ? `menu theme ${m.theme}` : 'dark page mode';
        return [
          [`${name}: item`, m.textColor, m.menuBg],
          [`${name}: selected item`, m.activeColor, selectedBg(m.menuBg, m.theme === 'dark')],
        ] as [string, string, string][];
      }),
    );
  });
});

describe('app/theme.css', () => {
  /** The variables of one block of theme.css (":root" or "html.dark"). */
  function variables(block: string): Record<string, string> {
    const body =
      new RegExp(`${block.replace('.', '\\.')} \\{([^}]*)\\}`).exec(
        readFileSync(join(import.meta.dirname, 'theme.css'), 'utf8'),
      )?.[1] ?? '';
    return Object.fromEntries(
      [...body.matchAll(/--bo-([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].replace(/\s+/g, '')]),
    );
  }
  const SAME: Record<string, keyof ReturnType<typeof theme.getDesignToken>> = {
    'color-primary': 'colorPrimary',
    'color-primary-hover': 'colorPrimaryHover',
    'color-primary-active': 'colorPrimaryActive',
    'color-text': 'colorText',
    'color-text-secondary': 'colorTextSecondary',
    'color-text-tertiary': 'colorTextTertiary',
    'color-bg-container': 'colorBgContainer',
    'color-bg-layout': 'colorBgLayout',
  };
  it.each([
    [':root', LIGHT_THEME],
    ['html.dark', DARK_THEME],
  ] as const)('%s holds the theme tokens the sign-in pages draw with', (block, config) => {
    const t = theme.getDesignToken(config);
    const vars = variables(block);
    for (const [name, token] of Object.entries(SAME))
      expect(vars[name], `--bo-${name}`).toBe(String(t[token]).replace(/\s+/g, ''));
  });
});
