import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from '@playwright/test';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checks of the page sweep (page-sweep.spec.ts), one function each: every page the sweep
 * opens goes through all of them, and each returns its findings as readable lines (none: the
 * page passes). New checks go here, not into a second walker.
 */

/** localStorage flag that makes the web app collect the keys i18next could not find into window.__boMissingKeys. */
export { MISSING_KEYS_FLAG } from '../../apps/web/src/lib/missing-keys';

/** Containers of user data (names, branch, demo records, in whatever language they were typed) that the language check leaves alone. */
export const USER_CONTENT = '[data-user-content]';

/** Answers of 5xx while the page is open (each a bug, docs: "A 500 is a bug"). Started before the first page, taken after each. */
export function watchServerErrors(page: Page) {
  const errors: string[] = [];
  page.on('response', (r: Response) => {
    if (r.status() >= 500) errors.push(`${r.status()} answer: ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  return {
    /** The answers since the last call (and forgets them). */
    take: (): string[] => errors.splice(0),
  };
}

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales');
/** The top-level sections of cn.json ("header", "dashboard" …). */
const SECTIONS = Object.keys(
  JSON.parse(fs.readFileSync(path.join(localesDir, 'cn.json'), 'utf8')) as Record<string, unknown>,
);

/**
 * Translation keys that were not found: those i18next reported (window.__boMissingKeys, with the
 * flag on), and any text or accessible attribute of the page that reads like a raw key: the whole
 * text a key ("login.tabQr", what i18next and the sign-in pages' own lookup show for a missing
 * one), or a key of a cn.json section inside a longer text ("Valid until: header.date").
 */
export async function missingTranslations(page: Page): Promise<string[]> {
  return page.evaluate(
    ([sections, userContent]) => {
      const found = new Set<string>();
      for (const k of window.__boMissingKeys ?? []) found.add(`i18next has no "${k}"`);
      const whole = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9_]*)+$/;
      const inside = new RegExp(
        `(?<![\\w@./-])(?:${sections.join('|')})\\.[A-Za-z]\\w*(?:\\.[A-Za-z]\\w*)*(?![\\w@/-])`,
        'g',
      );
      const look = (value: string | null | undefined, where: string) => {
        const text = (value ?? '').trim();
        if (whole.test(text)) found.add(`raw key "${text}" ${where}`);
        else for (const m of text.matchAll(inside)) found.add(`raw key "${m[0]}" ${where}`);
      };
      look(document.title, 'in the document title');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const skip = (el: Element | null) => !el || Boolean(el.closest(`script,style,noscript,${userContent}`));
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!skip(n.parentElement)) look(n.nodeValue, `in <${n.parentElement?.tagName.toLowerCase()}>`);
      }
      for (const el of Array.from(document.querySelectorAll('[aria-label],[title],[placeholder],[alt]'))) {
        if (!skip(el))
          for (const a of ['aria-label', 'title', 'placeholder', 'alt'])
            look(el.getAttribute(a), `in ${a} of <${el.tagName.toLowerCase()}>`);
      }
      return [...found];
    },
    [SECTIONS, USER_CONTENT] as const,
  );
}

/**
 * Chinese text on an English page: shown text, the document title and accessible attributes
 * (aria-label, title, placeholder, alt) of shown elements. Left alone: user data
 * ([data-user-content]), text declared Chinese (an element with lang="zh…", such as a language
 * option named in its own language), and the language switch.
 */
export async function chineseOnEnglishPage(page: Page): Promise<string[]> {
  return page.evaluate((userContent) => {
    const han = /[\u3400-\u9fff\uf900-\ufaff]+/;
    const found = new Set<string>();
    const exempt = (el: Element) =>
      Boolean(
        el.closest(userContent) ||
        el.closest('[data-testid=language-switch]') ||
        /^zh/i.test(el.closest('[lang]')?.getAttribute('lang') ?? ''),
      );
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const cls =
        typeof el.className === 'string' ? el.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : '';
      return `<${el.tagName.toLowerCase()}${id ? ` data-testid=${id}` : ''}${cls ? ` .${cls}` : ''}>`;
    };
    if (han.test(document.title)) found.add(`document title "${document.title}"`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = (n.nodeValue ?? '').trim();
      if (!el || !han.test(text) || exempt(el) || !shown(el)) continue;
      found.add(`"${text.slice(0, 60)}" in ${describe(el)}`);
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label],[title],[placeholder],[alt]'))) {
      if (exempt(el) || !shown(el)) continue;
      for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(a);
        if (v && han.test(v)) found.add(`${a} "${v.slice(0, 60)}" of ${describe(el)}`);
      }
    }
    return [...found];
  }, USER_CONTENT);
}

/**
 * axe-core's serious and critical violations of the page as it is shown (every rule axe runs by
 * default, WCAG 2.2 A/AA and best practices), one line per rule with its first elements. Legacy
 * mode runs axe.run in the page itself, and only violations are reported in full: three to seven
 * times faster than the default (which finishes each run in a new blank page); the console has
 * no cross-origin frames, the one thing legacy mode leaves out.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Colours are read at rest: a button that was just enabled fades to its colours over antd's
  // 0.2 s transition, and axe once read one halfway (2.12:1, CI). Endless animations (a
  // placeholder's pulse, a spinner) are not waited for; a page that never settles is checked
  // after 2 s as it is.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 4).map((n) => {
        const why = [...n.any, ...n.all, ...n.none].find((c) => c.message)?.message;
        return `${n.target.join(' ')}${why ? ` (${why})` : ''}`;
      });
      return `${v.impact} ${v.id}: ${v.help} [${v.nodes.length}] ${nodes.join('; ')}${v.nodes.length > 4 ? ' …' : ''}`;
    });
}

/** HTML_CodeSniffer's built script (the auditor and every standard, one file). */
const HTMLCS_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

/**
 * HTML_CodeSniffer's WCAG2AA rules this sweep does not follow, each with why
 * (docs/decisions/0051-html-codesniffer-beside-axe.md). A message is skipped when its code, from
 * the success criterion on, starts with an entry (codes read
 * "WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail": the entry "1_4_3.G18" skips it). Everything
 * else HTML_CodeSniffer calls an error fails the page.
 */
export const HTMLCS_SKIPPED: ReadonlyArray<{ code: string; why: string }> = [
  {
    // Text contrast (AA 4.5:1 and 3:1). axe's color-contrast runs on every page of the sweep with
    // the colours the browser paints: it composes opacity (.bo-muted, a disabled control) and
    // translucent backgrounds (antd's dark theme draws many in rgba) over what lies beneath.
    // HTML_CodeSniffer takes the nearest declared background and leaves opacity and alpha out,
    // so in dark mode it measured text on a background that is not the one shown ("中文" of the
    // language menu at 3.55:1, which axe passes on the real colours). One engine judges contrast.
    code: '1_4_3.G18',
    why: 'contrast: axe checks it with the painted colours; HTML_CodeSniffer ignores opacity and translucent backgrounds',
  },
  {
    code: '1_4_3.G145',
    why: 'contrast of large text: as 1_4_3.G18',
  },
];

/**
 * HTML_CodeSniffer's errors (type 1; warnings and notices ask for a human's judgement) for the
 * WCAG2AA standard on the page as shown, one line each: code, element outline, message. Rules of
 * HTMLCS_SKIPPED are left out.
 */
export async function htmlCodeSnifferErrors(page: Page): Promise<string[]> {
  // Evaluated as a script through the debugging protocol, which the page's CSP does not govern. Not
  // page.route + addScriptTag: a routed page loses its HTTP cache, and every later page of the walk
  // fetched and compiled the console's scripts again.
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(`${HTMLCS_SOURCE}\n;undefined`);
  return page.evaluate(
    async (skipped) => {
      interface Message {
        type: number;
        code: string;
        msg: string;
        element: Element | Document;
      }
      interface Htmlcs {
        process(std: string, el: Document, done: () => void, failed: () => void, lang: string): void;
        getMessages(): Message[];
        getTranslation(key: string): string | undefined;
        patched?: boolean;
      }
      const htmlcs = (window as unknown as { HTMLCS: Htmlcs }).HTMLCS;
      if (!htmlcs.patched) {
        // 2.5.1 asks for "1_3_5_H98.InvalidAutoComplete_Text" where its translations say
        // "…InvalidAutocomplete_Text", and throws on the undefined text instead of reporting.
        const own = htmlcs.getTranslation;
        htmlcs.getTranslation = function (this: Htmlcs, key: string) {
          return own.call(this, key) ?? own.call(this, key.replace('AutoComplete', 'Autocomplete'));
        };
        htmlcs.patched = true;
      }
      await new Promise<void>((resolve, reject) =>
        htmlcs.process('WCAG2AA', document, resolve, () => reject(new Error('HTML_CodeSniffer failed')), 'en'),
      );
      const outline = (el: Element | Document) => {
        if (!(el instanceof Element)) return 'the document';
        const attrs = ['id', 'data-testid', 'role', 'type', 'name', 'aria-label', 'placeholder', 'title']
          .map((a) => [a, el.getAttribute(a)] as const)
          .filter(([, v]) => v !== null)
          .map(([a, v]) => ` ${a}="${v!.slice(0, 40)}"`)
          .join('');
        const cls =
          typeof el.className === 'string' ? el.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : '';
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
        return `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}${attrs}>${text ? ` "${text}"` : ''}`;
      };
      const lines = new Set<string>();
      for (const m of htmlcs.getMessages()) {
        if (m.type !== 1) continue;
        const technique = m.code.split('.').slice(3).join('.');
        if (skipped.some((s) => technique.startsWith(s))) continue;
        lines.add(`${m.code} ${outline(m.element)}: ${m.msg}`);
      }
      return [...lines];
    },
    HTMLCS_SKIPPED.map((s) => s.code),
  );
}

/** The ids antd's icons name themselves by ("close-circle", "left", "ellipsis" …), every icon of the set. */
const ICON_IDS = new Set(
  Object.values(createRequire(import.meta.url)('@ant-design/icons-svg') as Record<string, { name: string }>).map(
    (i) => i.name,
  ),
);

/** The roles whose name an icon can give: controls and images. */
const ICON_NAMED_ROLES = new Set([
  'button',
  'link',
  'img',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'tab',
  'checkbox',
  'radio',
  'switch',
  'combobox',
  'textbox',
  'searchbox',
  'spinbutton',
  'slider',
]);

/**
 * Elements whose accessible name (as the browser's accessibility tree gives it) is an antd icon's
 * id: an icon-only control named by its icon in English, or an icon read out by its id (issue 34).
 * Icons are decoration (apps/web/src/app/decorative-icon.tsx); a control says what it does.
 */
export async function iconIdNames(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  const found = new Set<string>();
  for (const m of tree.matchAll(/^\s*- ([a-z]+) "((?:[^"\\]|\\.)*)"/gm)) {
    // Only what an icon can name: a control or an image. A table cell or a text named by its
    // content is data (an operation-log row may well read "wechat", a payment method).
    if (!ICON_NAMED_ROLES.has(m[1])) continue;
    // The id is the name, or starts it ("search 搜索", the icon's id read before the words), or is
    // a hyphenated id anywhere in it ("close-circle"). Ids are lower-case: "Search" is a word.
    const words = m[2].trim().split(/\s+/);
    if (ICON_IDS.has(words[0]) || words.some((w) => w.includes('-') && ICON_IDS.has(w))) found.add(`${m[1]} "${m[2]}"`);
  }
  return [...found];
}
