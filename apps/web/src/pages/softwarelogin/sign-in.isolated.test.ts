import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { useUserStore } from '../../stores/user';
import { useWorkTabsStore } from '../../stores/worktabs';
import { signInWithToken } from './sign-in';

const softwareLogin = vi.hoisted(() => vi.fn());
vi.mock('../../api/soft-login', () => ({ softwareLogin }));

const operator = { gscode: '001', userName: 'operator', token: 't', ID: 3 };

beforeEach(() => useUserStore.setState({ info: null, isLogin: false }));

describe('the desktop software sign-in', () => {
  it("keeps the user info like the password sign-in, dropping another account's tabs", async () => {
    useUserStore.setState({ info: { gscode: '001', userName: 'admin' } as never, isLogin: false });
    const reset = vi.spyOn(useWorkTabsStore.getState(), 'reset');
    softwareLogin.mockResolvedValueOnce(operator);
    expect(await signInWithToken('abc')).toBeNull();
    expect(softwareLogin).toHaveBeenCalledWith('abc');
    expect(useUserStore.getState()).toMatchObject({ isLogin: true, info: operator });
    expect(reset).toHaveBeenCalled();
  });

  it("answers the server's reason and stores nothing when the link is refused", async () => {
    softwareLogin.mockRejectedValueOnce(new ApiError('This sign-in link has already been used', 401, 8));
    expect(await signInWithToken('abc')).toBe('This sign-in link has already been used');
    expect(useUserStore.getState().isLogin).toBe(false);
  });
});
