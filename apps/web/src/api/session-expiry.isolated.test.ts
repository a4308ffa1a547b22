import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageInstance } from 'antd/es/message/interface';
import { SESSION_EXPIRED_REDIRECT_MS } from '@bo/contract';
import { setMessageApi } from '../lib/feedback';
import { useUserStore } from '../stores/user';
import { get, http, isSessionEnded } from './http';
import { PAINT_MS, sessionGone, TEST_USER, useFakeTimersAndFrames } from '../test-fixtures';

describe('an ended session (issue 8 #9)', () => {
  afterEach(() => {
    http.defaults.adapter = undefined;
    setMessageApi(null);
  });

  it('says so once, however many calls fail with code 7, and redirects once', async () => {
    useFakeTimersAndFrames();
    useUserStore.setState({ info: TEST_USER, isLogin: true, language: 'en' });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const warning = vi.fn();
    const error = vi.fn();
    setMessageApi({ warning, error } as unknown as MessageInstance);
    http.defaults.adapter = sessionGone;
    const errors = await Promise.all(['/api/a', '/api/b', '/api/c'].map((u) => get(u).catch((e: unknown) => e)));
    expect(errors.every(isSessionEnded)).toBe(true);
    expect(warning).toHaveBeenCalledTimes(1);
    expect(warning).toHaveBeenCalledWith({ content: 'Session ended', key: 'session-ended' });
    expect(error).not.toHaveBeenCalled();
    // A later call failing while the redirect is pending adds nothing either.
    await get('/api/d').catch(() => undefined);
    expect(warning).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PAINT_MS + SESSION_EXPIRED_REDIRECT_MS);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(useUserStore.getState().isLogin).toBe(false);
  });
});
