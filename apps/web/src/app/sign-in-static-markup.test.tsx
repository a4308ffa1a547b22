import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import bootJs from '../../public/boot.js?raw';
import { FrameSkeleton } from './frame-skeleton';
import { loadSignInStrings } from '../components/sign-in-i18n';
import type { Lang } from '../locales/pick-lang';
import { PRODUCT_NAME, SYSTEM_NAME_KEY, useSystemNameStore } from '../stores/system-name';
import { useUserStore } from '../stores/user';
import LoginPage from '../pages/login';

/**
 * index.html draws the sign-in form and the frame's skeleton before any code (public/boot.js
 * puts in the English texts); React then replaces them in place. That is only seamless while
 * both draw the same markup: these tests hold them equal, in both languages, so a change to one
 * side fails here until the other follows.
 */

/** Attributes only the static page carries: its markers, the texts of the other language, no-JS safety. */
const STATIC_ONLY = /^(data-static|data-en.*|data-cn.*|method|action|disabled)$/;
/** What React sets as properties (the state of the controls), not as markup. */
const STATE = /^(value|checked)$/;

/** The markup as a canonical string: tags, sorted attributes, text; no comments, blank text, <noscript> or hidden static parts. */
function canonical(node: Node): string {
  if (node.nodeType === 3) return (node.textContent ?? '').trim();
  if (node.nodeType !== 1) return '';
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (tag === 'noscript' || (el.hasAttribute('hidden') && el.closest('[data-static]'))) return '';
  const attrs = [...el.attributes]
    .filter((a) => !STATIC_ONLY.test(a.name) && !STATE.test(a.name))
    .map((a) => `${a.name}="${a.value}"`)
    .sort();
  const children = [...el.childNodes].map(canonical).filter(Boolean);
  return `<${[tag, ...attrs].join(' ')}>${children.join('')}</${tag}>`;
}

/** index.html's static page in a fresh document, with boot.js run over it in the given language. */
function staticPage(lang: Lang) {
  const doc = new DOMParser().parseFromString(indexHtml, 'text/html');
  document.head.innerHTML = doc.head.innerHTML.replace(/<script[\s\S]*?<\/script>/g, '');
  document.body.innerHTML = doc.body.innerHTML.replace(/<script[\s\S]*?<\/script>/g, '');
  localStorage.setItem('bo-language', lang);
  new Function(bootJs)();
  document.dispatchEvent(new Event('readystatechange'));
  return document.querySelector('#root')!;
}

async function reactPage(lang: Lang, ui: React.ReactElement) {
  await loadSignInStrings(lang);
  useUserStore.setState({ language: lang, isLogin: false, info: null });
  const container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => {
    render(ui, { container });
  });
  return container;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const a of [...document.documentElement.attributes]) document.documentElement.removeAttribute(a.name);
});

describe("index.html's static first screen", () => {
  for (const lang of ['cn', 'en'] as const) {
    it(`is the sign-in form React draws (${lang})`, async () => {
      const before = canonical(staticPage(lang).querySelector('.bo-login[data-static]')!);
      const after = canonical(
        (
          await reactPage(
            lang,
            <MemoryRouter>
              <LoginPage />
            </MemoryRouter>,
          )
        ).querySelector('.bo-login')!,
      );
      expect(before).toContain(
        lang === 'en' ? 'placeholder="Please enter the branch code"' : 'placeholder="请输入分公司编码"',
      );
      expect(before).toEqual(after);
    });
  }

  it('is the skeleton React draws while the frame loads', async () => {
    const before = canonical(staticPage('cn').querySelector('.bo-skeleton[data-static]')!);
    const after = canonical((await reactPage('cn', <FrameSkeleton />)).querySelector('.bo-skeleton')!);
    // React names the variants on the element; the static one takes them from <html> (boot.js).
    expect(before).toEqual(after.replace(' data-menu="dark"', ''));
  });

  for (const lang of ['cn', 'en'] as const) {
    it(`shows the branch's system name last read after a sign-in, as React does (${lang})`, async () => {
      const name = { cn: '上海印务后台', en: 'Shanghai print desk' };
      localStorage.setItem(SYSTEM_NAME_KEY, JSON.stringify(name));
      useSystemNameStore.setState({ name });
      try {
        const before = canonical(staticPage(lang).querySelector('.bo-login[data-static]')!);
        expect(document.title).toBe(lang === 'en' ? 'Sign in - Shanghai print desk' : '登录 - 上海印务后台');
        expect(before).toContain(`<h1 class="bo-login-title">${name[lang]}</h1>`);
        const after = canonical(
          (
            await reactPage(
              lang,
              <MemoryRouter>
                <LoginPage />
              </MemoryRouter>,
            )
          ).querySelector('.bo-login')!,
        );
        expect(before).toEqual(after);
        expect(document.title).toBe(lang === 'en' ? 'Sign in - Shanghai print desk' : '登录 - 上海印务后台');
      } finally {
        localStorage.removeItem(SYSTEM_NAME_KEY);
        useSystemNameStore.setState({ name: PRODUCT_NAME });
      }
    });
  }

  it('gives every field a type and what the browser may fill in (WCAG 1.3.5; HTML_CodeSniffer fails an autocomplete on an input of no type)', () => {
    staticPage('cn');
    const fields = [...document.querySelectorAll<HTMLInputElement>('.bo-login form input')].map((i) => [
      i.id,
      i.getAttribute('type'),
      i.getAttribute('autocomplete'),
    ]);
    expect(fields).toEqual([
      // A branch code is no company name ("organization" would offer one): the browser's own memory of the field.
      ['login-gscode', 'text', 'on'],
      ['login-username', 'text', 'username'],
      ['login-password', 'password', 'current-password'],
    ]);
  });

  it('has the title of the sign-in page in the language, and the first empty field focused', () => {
    staticPage('en');
    expect(document.title).toBe('Sign in - E-commerce Platform');
    expect(document.documentElement.lang).toBe('en');
    expect(document.activeElement?.id).toBe('login-gscode');
    expect(document.querySelector<HTMLButtonElement>('button[type=submit]')!.disabled).toBe(false);
  });
});
