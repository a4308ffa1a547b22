import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageInstance } from 'antd/es/message/interface';
import { SESSION_EXPIRED_REDIRECT_MS } from '@bo/contract';
import { setMessageApi } from '../lib/feedback';
import { useUserStore } from '../stores/user';
import { VIEW_OWNER_KEY } from '../stores/viewing';
import { get, http } from './http';
import { PAINT_MS, sessionGone, TEST_USER, useFakeTimersAndFrames } from '../test-fixtures';

const OWNER = { ...TEST_USER, gscode: '000', userName: 'owner', token: 'owner-token' };
const VIEW = {
  ...TEST_USER,
  token: 'view-token',
  viewing: { until: '2026-12-04T22:00:00.000Z', reason: 'checking', viewer: '000/owner' },
};

describe('code 7 in a read-only view of a branch (issue 41)', () => {
  afterEach(() => {
    http.defaults.adapter = undefined;
    setMessageApi(null);
  });

  it('says the view has ended, puts the owner back and goes to the branches page, not /login', async () => {
    useFakeTimersAndFrames();
    localStorage.setItem(VIEW_OWNER_KEY, JSON.stringify(OWNER));
    useUserStore.setState({ info: VIEW, isLogin: true, language: 'en' });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const warning = vi.fn();
    setMessageApi({ warning, error: vi.fn() } as unknown as MessageInstance);
    http.defaults.adapter = sessionGone;
    await Promise.all(['/api/a', '/api/b'].map((u) => get(u).catch(() => undefined)));
    expect(warning).toHaveBeenCalledTimes(1);
    expect(warning).toHaveBeenCalledWith({ content: 'The read-only view has ended', key: 'session-ended' });
    await vi.advanceTimersByTimeAsync(PAINT_MS + SESSION_EXPIRED_REDIRECT_MS);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/dashboard/branches');
    expect(useUserStore.getState().info?.token).toBe('owner-token');
    expect(useUserStore.getState().isLogin).toBe(true);
    expect(localStorage.getItem(VIEW_OWNER_KEY)).toBeNull();
  });
});
