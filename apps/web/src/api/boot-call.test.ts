import { afterEach, describe, expect, it, vi } from 'vitest';
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { USER_STORAGE_KEY } from '@bo/contract';
import bootJs from '../../public/boot.js?raw';
import { LANG_STORAGE_KEY, useUserStore } from '../stores/user';
import { TEST_USER } from '../test-fixtures';
import { sameCall, type BootCall } from './boot-call';
import { getUserMenus, MENU_PATH } from './menu';

/** public/boot.js on `path` for TEST_USER signed in, its fetch answering `body`. */
function boot(path: string, body: object, lang = 'cn', stored: object = { ...TEST_USER, isLogin: true }) {
  localStorage.clear();
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(stored));
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  window.history.replaceState(null, '', path);
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })));
  vi.stubGlobal('fetch', fetch);
  new Function(bootJs)();
  useUserStore.setState({ info: TEST_USER, isLogin: true, language: lang === 'en' ? 'en' : 'cn' });
  return fetch;
}

const MENU = { code: 0, msg: 'ok', data: [{ menuename: 'from-boot' }], data2: [], data3: [] };

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.boBootCall;
  useUserStore.setState({ info: null, isLogin: false });
});

describe('the menu call started by public/boot.js', () => {
  it('is sent on a signed-in address with the session and language, and its answer is the menu call’s', async () => {
    const fetch = boot('/system/log', MENU, 'en');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${MENU_PATH}?guestcode=C001&gscode=001&role=admin&operators=`);
    expect(init.headers).toEqual({ 'x-token': 'secret', 'x-user-id': '7', 'Accept-Language': 'en' });
    expect(await getUserMenus(TEST_USER)).toEqual(MENU);
    // Taken once: a later menu call is the network's.
    expect(window.boBootCall).toBeUndefined();
  });

  it('is not sent signed out, outside the frame, nor while a password change is due', () => {
    expect(boot('/system/log', MENU, 'cn', { ...TEST_USER, isLogin: false, token: '' })).not.toHaveBeenCalled();
    expect(boot('/print/order/12', MENU)).not.toHaveBeenCalled();
    expect(boot('/softwarelogin', MENU)).not.toHaveBeenCalled();
    expect(
      boot('/system/log', MENU, 'cn', { ...TEST_USER, isLogin: true, mustChangePassword: true }),
    ).not.toHaveBeenCalled();
    expect(window.boBootCall).toBeUndefined();
  });

  it('is taken only by the very same call: another session, language or query goes to the network', () => {
    const started: BootCall = {
      path: MENU_PATH,
      query: { guestcode: 'C001', gscode: '001', role: 'admin', operators: '' },
      headers: { 'x-token': 'secret', 'x-user-id': '7', 'Accept-Language': 'zh-CN' },
      answer: Promise.resolve(new Response('{}')),
    };
    const config = (change: { params?: object; headers?: object; url?: string } = {}) =>
      ({
        method: 'get',
        url: change.url ?? MENU_PATH,
        params: { ...started.query, ...change.params },
        headers: AxiosHeaders.from({ ...started.headers, ...change.headers }),
      }) as InternalAxiosRequestConfig;
    expect(sameCall(started, config())).toBe(true);
    expect(sameCall(started, config({ headers: { 'x-token': 'other' } }))).toBe(false);
    expect(sameCall(started, config({ headers: { 'x-user-id': '8' } }))).toBe(false);
    expect(sameCall(started, config({ headers: { 'Accept-Language': 'en' } }))).toBe(false);
    expect(sameCall(started, config({ params: { gscode: '002' } }))).toBe(false);
    expect(sameCall(started, config({ params: { extra: 'x' } }))).toBe(false);
    expect(sameCall(started, config({ url: '/api/Message/Counts' }))).toBe(false);
  });
});
