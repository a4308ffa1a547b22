import { describe, expect, it, vi } from 'vitest';
import { BRANCH_LANGUAGE_PENDING_KEY } from '../../components/use-branch-language';
import { LANG_STORAGE_KEY, useUserStore } from '../../stores/user';
import { signIn } from './sign-in';

vi.mock('../../api/auth', () => ({
  adminLogin: vi.fn(async () => ({ data: { gscode: '001', userName: 'admin', token: 't' } })),
}));

const login = { gscode: '001', username: 'admin', password: 'x' } as never;

describe('the branch default language after sign-in', () => {
  it('is asked for when this browser never stored a language', async () => {
    expect(await signIn(login)).toBeNull();
    expect(sessionStorage.getItem(BRANCH_LANGUAGE_PENDING_KEY)).toBe(useUserStore.getState().language);
  });

  it('is not asked for when a language was chosen before (here or on the sign-in page)', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'en');
    await useUserStore.persist.rehydrate();
    expect(await signIn(login)).toBeNull();
    expect(sessionStorage.getItem(BRANCH_LANGUAGE_PENDING_KEY)).toBeNull();
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
  });
});
