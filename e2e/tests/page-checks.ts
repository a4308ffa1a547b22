import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checks of the page sweep (page-sweep.spec.ts), one function each: every page the sweep
 * opens goes through all of them, and each returns its findings as readable lines (none: the
 * page passes). New checks go here, not into a second walker.
 */

/** localStorage flag that makes the web app collect the keys i18next could not find into window.__boMissingKeys. */
export { MISSING_KEYS_FLAG } from '../../apps/web/src/app/missing-keys';

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
const SECTIONS = Object.keys(JSON.parse(fs.readFileSync(path.join(localesDir, 'cn.json'), 'utf8')) as Record<string, unknown>);

/**
 * Translation keys that were not found: those i18next reported (window.__boMissingKeys, with the
 * flag on), and any text or accessible attribute of the page that reads like a raw key: the whole
 * text a key ("login.tabQr", what i18next and the sign-in pages' own lookup show for a missing
 * one), or a key of a cn.json section inside a longer text ("Valid until: header.date").
 */
export async function missingTranslations(page: Page): Promise<string[]> {
  return page.evaluate(([sections, userContent]) => {
    const found = new Set<string>();
    for (const k of window.__boMissingKeys ?? []) found.add(`i18next has no "${k}"`);
    const whole = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9_]*)+$/;
    const inside = new RegExp(`(?<![\\w@./-])(?:${sections.join('|')})\\.[A-Za-z]\\w*(?:\\.[A-Za-z]\\w*)*(?![\\w@/-])`, 'g');
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
      if (!skip(el)) for (const a of ['aria-label', 'title', 'placeholder', 'alt']) look(el.getAttribute(a), `in ${a} of <${el.tagName.toLowerCase()}>`);
    }
    return [...found];
  }, [SECTIONS, USER_CONTENT] as const);
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
      Boolean(el.closest(userContent) || el.closest('[data-testid=language-switch]') || /^zh/i.test(el.closest('[lang]')?.getAttribute('lang') ?? ''));
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const describe = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const cls = typeof el.className === 'string' ? el.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : '';
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
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 2000 })
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
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
