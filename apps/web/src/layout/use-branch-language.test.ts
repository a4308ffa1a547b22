import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../stores/user';
import { BRANCH_LANGUAGE_PENDING_KEY, useBranchLanguage } from './use-branch-language';

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../api/http', () => http);

beforeEach(() => {
  sessionStorage.clear();
  http.call.mockReset();
});

describe("the branch's default language, once after a sign-in", () => {
  it('applies when nobody chose a language', async () => {
    useUserStore.setState({ language: 'cn' });
    sessionStorage.setItem(BRANCH_LANGUAGE_PENDING_KEY, 'cn');
    http.call.mockResolvedValue({ data: { defaultLanguage: 'en' } });
    renderHook(() => useBranchLanguage());
    await waitFor(() => expect(useUserStore.getState().language).toBe('en'));
    expect(sessionStorage.getItem(BRANCH_LANGUAGE_PENDING_KEY)).toBeNull();
  });

  it('leaves a language chosen while the answer was on its way', async () => {
    useUserStore.setState({ language: 'en' });
    sessionStorage.setItem(BRANCH_LANGUAGE_PENDING_KEY, 'cn');
    http.call.mockResolvedValue({ data: { defaultLanguage: 'cn' } });
    renderHook(() => useBranchLanguage());
    await waitFor(() => expect(http.call).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(useUserStore.getState().language).toBe('en');
  });

  it('asks nothing without a sign-in that found no language', () => {
    renderHook(() => useBranchLanguage());
    expect(http.call).not.toHaveBeenCalled();
  });
});
