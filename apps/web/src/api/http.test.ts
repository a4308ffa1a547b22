import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { SESSION_EXPIRED_REDIRECT_MS, USER_STORAGE_KEY } from '@bo/contract';
import type { MessageInstance } from 'antd/es/message/interface';
import { setMessageApi } from '../lib/feedback';
import { useLockStore } from '../stores/lock';
import { useUserStore } from '../stores/user';
import { ApiError, get, http, isSessionEnded, post } from './http';
import { PAINT_MS, TEST_USER, useFakeTimersAndFrames } from '../test-fixtures';

/** A fake server: answers each request after `delayMs`, unless its signal aborts first. */
function fakeServer(
  answer: (c: InternalAxiosRequestConfig) => { status: number; data: unknown },
  delayMs = 0,
): AxiosAdapter {
  return (config) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const { status, data } = answer(config);
        const res = { status, data, headers: {}, config, statusText: '' };
        if (status >= 400)
          reject(Object.assign(new Error(`HTTP ${status}`), { isAxiosError: true, response: res, config }));
        else resolve(res);
      }, delayMs);
      config.signal?.addEventListener?.('abort', () => {
        clearTimeout(timer);
        reject(
          Object.assign(new Error('canceled'), {
            __CANCEL__: true,
            name: 'CanceledError',
            code: 'ERR_CANCELED',
            config,
          }),
        );
      });
    });
}

describe('the HTTP client', () => {
  beforeEach(() => {
    useUserStore.setState({ info: TEST_USER, isLogin: true, language: 'en' });
  });
  afterEach(() => {
    http.defaults.adapter = undefined;
  });

  it('sends x-token, x-user-id, JSON and the UI language with every request', async () => {
    let seen: InternalAxiosRequestConfig | undefined;
    http.defaults.adapter = fakeServer((c) => ((seen = c), { status: 200, data: { code: 0, msg: 'ok', data: 1 } }));
    await get('/api/x');
    expect(seen!.headers['x-token']).toBe('secret');
    expect(seen!.headers['x-user-id']).toBe('7');
    expect(seen!.headers['Content-Type']).toMatch(/application\/json/);
    expect(seen!.headers['Accept-Language']).toBe('en');
    expect(seen!.timeout).toBe(100_000);
  });

  it('sends a request in its caller’s task, so a render that follows does not hold it back', async () => {
    const sent: string[] = [];
    const answer200 = fakeServer(() => ({ status: 200, data: { code: 0, msg: 'ok', data: 1 } }));
    http.defaults.adapter = (config) => (sent.push(config.url!), answer200(config));
    const answer = get('/api/Order/List');
    expect(sent).toEqual(['/api/Order/List']);
    await answer;
  });

  it('sends each write with a key of its own, so a balancer may send it again safely; a read with none', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    http.defaults.adapter = fakeServer((c) => (seen.push(c), { status: 200, data: { code: 0, msg: 'ok', data: 1 } }));
    await post('/api/Message/Send', { title: 'a' });
    await post('/api/Message/Send', { title: 'a' });
    await get('/api/Message/Counts');
    const keys = seen.map((c) => c.headers['Idempotency-Key'] as string | undefined);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeUndefined();
  });

  it('a locked session (HTTP 423) puts the lock screen up, quietly: no message, no error block for the page', async () => {
    const error = vi.fn();
    setMessageApi({ warning: vi.fn(), error } as unknown as MessageInstance);
    useLockStore.setState({ locked: false });
    http.defaults.adapter = fakeServer(() => ({
      status: 423,
      data: { code: 8, msg: 'The console is locked: enter your password to unlock it', data: null },
    }));
    const failure = await get('/api/Order/List').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(isSessionEnded(failure)).toBe(true);
    expect(useLockStore.getState().locked).toBe(true);
    expect(error).not.toHaveBeenCalled();
    useLockStore.setState({ locked: false });
  });

  it('a second request to a pending URL cancels the first with the cancelled-operation message', async () => {
    http.defaults.adapter = fakeServer(() => ({ status: 200, data: { code: 0, msg: 'ok', data: 'fresh' } }), 20);
    const first = get('/api/Reports/Ranking', { rankname: 'day' });
    const second = get('/api/Reports/Ranking', { rankname: 'week' });
    await expect(first).rejects.toMatchObject({ message: 'Operation cancelled', cancelled: true });
    await expect(second).resolves.toMatchObject({ data: 'fresh' });
  });

  it('requests made alongside (two jobs followed at once) neither cancel nor are cancelled', async () => {
    http.defaults.adapter = fakeServer((c) => ({ status: 200, data: { code: 0, msg: 'ok', data: c.params.id } }), 20);
    const pending = get('/api/Job/Get', { id: 1 });
    const one = get('/api/Job/Get', { id: 2 }, { alongside: true });
    const two = get('/api/Job/Get', { id: 3 }, { alongside: true });
    await expect(Promise.all([pending, one, two])).resolves.toMatchObject([{ data: 1 }, { data: 2 }, { data: 3 }]);
  });

  it('rejects code 8 with the server message', async () => {
    http.defaults.adapter = fakeServer(() => ({
      status: 200,
      data: { code: 8, msg: 'Wrong branch code', data: null },
    }));
    await expect(post('/api/LAdmin/AdminLogin')).rejects.toMatchObject({ message: 'Wrong branch code', code: 8 });
  });

  it('maps a bare HTTP error to the status message of spec §8', async () => {
    http.defaults.adapter = fakeServer(() => ({ status: 502, data: '<html>bad gateway</html>' }));
    const err = await get('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message: 'Network error', status: 502 });
  });

  it('code 7: after 1500 ms the login flag goes false and the browser goes to /login', async () => {
    useFakeTimersAndFrames();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    document.documentElement.className = 'dark';
    // The frame is there: the warning shows at once, and the 1.5 s start with it.
    setMessageApi({ warning: vi.fn(), error: vi.fn() } as unknown as MessageInstance);
    http.defaults.adapter = fakeServer(() => ({ status: 401, data: { code: 7, msg: 'Session ended', data: null } }));
    const pending = get('/api/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(await pending).toMatchObject({ message: 'Session ended', code: 7 });
    expect(useUserStore.getState().isLogin).toBe(true);
    await vi.advanceTimersByTimeAsync(PAINT_MS + SESSION_EXPIRED_REDIRECT_MS);
    expect(useUserStore.getState().isLogin).toBe(false);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!).isLogin).toBe(false);
    expect(document.documentElement.className).toBe('');
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/login/));
  });
});
