import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_COLLAPSED_WIDTH_PX, USER_STORAGE_KEY } from '@bo/contract';
import bootJs from '../../public/boot.js?raw';
import { LANG_STORAGE_KEY } from '../stores/user';
import { startPath } from './start-route';
import { resolveThemeMode, THEME_MODELS } from '../lib/theme-mode';

/**
 * public/boot.js decides the first screen before the code loads, with its own copy of a few
 * rules (it cannot import them). These tests hold it to the code's rules: which page the app
 * will show (start-route.ts), the page mode (theme-mode.ts), the storage keys and the collapsed
 * menu width.
 */

/** The meta that vite.config.ts (antdFirstScreenStyles) writes into index.html. */
const ANTD_STYLES = '/assets/antd-first-screen-x.css';

interface Setup {
  path?: string;
  signedIn?: boolean;
  settings?: object;
  menuWidth?: number;
  lang?: string;
  hour?: number;
}

function boot({ path = '/login', signedIn = false, settings, menuWidth, lang, hour = 10 }: Setup) {
  localStorage.clear();
  sessionStorage.clear();
  for (const a of [...document.documentElement.attributes]) document.documentElement.removeAttribute(a.name);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 20, hour, 30));
  window.history.replaceState(null, '', path);
  localStorage.setItem(
    USER_STORAGE_KEY,
    JSON.stringify({ gscode: '001', userName: 'admin', token: signedIn ? 't' : '', isLogin: signedIn }),
  );
  if (settings) localStorage.setItem('bo-settings', JSON.stringify({ state: settings, version: 1 }));
  if (menuWidth) sessionStorage.setItem('bo-menu', JSON.stringify({ state: { menuWidth }, version: 0 }));
  if (lang) localStorage.setItem(LANG_STORAGE_KEY, lang);
  document.head.innerHTML =
    `<meta name="bo-antd-styles" content="${ANTD_STYLES}">` +
    '<title data-en="Sign in - E-commerce Platform">登录 - 电商平台</title>';
  new Function(bootJs)();
  document.dispatchEvent(new Event('readystatechange'));
  return document.documentElement;
}

afterEach(() => {
  for (const a of [...document.documentElement.attributes]) document.documentElement.removeAttribute(a.name);
  document.head.querySelectorAll('[data-antd-styles]').forEach((link) => link.remove());
});

describe('public/boot.js', () => {
  it('shows the page the app will start on: the form, the frame skeleton, or nothing for /softwarelogin, /qrlogin and the print views', () => {
    const paths = [
      '/',
      '/login',
      '/login?redirect=%2Fuser%2Fuser',
      '/softwarelogin',
      '/qrlogin?c=abc',
      '/print/order/12?kind=delivery',
      '/dashboard/console',
      '/user/user?x=1',
      '/exception/404',
    ];
    for (const full of paths)
      for (const signedIn of [false, true]) {
        const [pathname, query = ''] = full.split('?');
        const search = query ? `?${query}` : '';
        const start = (startPath(pathname, search, signedIn) ?? full).split('?')[0];
        const expected =
          start === '/softwarelogin' || start === '/qrlogin' || start.startsWith('/print/')
            ? 'blank'
            : start === '/login'
              ? 'login'
              : 'frame';
        expect(boot({ path: full, signedIn }).dataset.boot, `${full} ${signedIn ? 'signed in' : 'signed out'}`).toBe(
          expected,
        );
      }
  });

  it('picks the page mode as the settings do, auto by the hour', () => {
    for (const themeModel of THEME_MODELS)
      for (const hour of [0, 5, 6, 12, 17, 18, 23]) {
        const expected = resolveThemeMode(themeModel, new Date(2026, 10, 20, hour, 30));
        const html = boot({ settings: { themeModel }, hour });
        expect(html.classList.contains('dark'), `${themeModel} at ${hour}:30`).toBe(expected === 'dark');
        expect(html.dataset.theme).toBe(expected);
      }
    // Nothing stored: the default mode (light).
    expect(boot({ hour: 23 }).classList.contains('dark')).toBe(false);
  });

  it("draws the skeleton's variants: white menu, collapsed menu, no work tabs", () => {
    const html = boot({
      signedIn: true,
      path: '/dashboard/console',
      settings: { theme: 'white', showWorkTab: false },
      menuWidth: MENU_COLLAPSED_WIDTH_PX,
    });
    expect(html.dataset.bootMenu).toBe('white');
    expect(html.hasAttribute('data-boot-collapsed')).toBe(true);
    expect(html.dataset.bootTabs).toBe('off');
    expect(document.title).toBe('电商平台');
    const defaults = boot({ signedIn: true, path: '/dashboard/console', menuWidth: 200 });
    expect(defaults.dataset.bootMenu).toBeUndefined();
    expect(defaults.hasAttribute('data-boot-collapsed')).toBe(false);
    expect(defaults.dataset.bootTabs).toBeUndefined();
  });

  it('follows the stored language; anything but en is Chinese', () => {
    expect(boot({ lang: 'en' }).lang).toBe('en');
    expect(document.title).toBe('Sign in - E-commerce Platform');
    expect(boot({ lang: 'fr' }).lang).toBe('zh-CN');
    expect(document.title).toBe('登录 - 电商平台');
  });

  it("asks for antd's first-screen styles, first in the head, only where the frame or a print view will draw", () => {
    const asked = (setup: Setup) => {
      boot(setup);
      const first = document.head.firstElementChild;
      return first?.matches('link[rel=stylesheet][data-antd-styles]') ? first.getAttribute('href') : null;
    };
    expect(asked({ path: '/order/customerorder', signedIn: true })).toBe(ANTD_STYLES);
    expect(asked({ path: '/print/order/12', signedIn: true })).toBe(ANTD_STYLES);
    expect(asked({ path: '/order/customerorder', signedIn: false })).toBeNull();
    expect(asked({ path: '/login', signedIn: false })).toBeNull();
    expect(asked({ path: '/qrlogin', signedIn: true })).toBeNull();
    expect(document.querySelectorAll('link[data-antd-styles]')).toHaveLength(0);
  });

  it('survives damaged storage', () => {
    localStorage.setItem('bo-settings', '{broken');
    localStorage.setItem(USER_STORAGE_KEY, 'null');
    expect(() => {
      new Function(bootJs)();
      document.dispatchEvent(new Event('readystatechange'));
    }).not.toThrow();
    expect(document.documentElement.dataset.boot).toBe('login');
  });
});
