import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_NAME, SYSTEM_NAME_KEY, useSystemNameStore } from '../stores/system-name';
import { useUserStore } from '../stores/user';
import { BRANCH_LANGUAGE_PENDING_KEY, useBranchLanguage } from './use-branch-language';

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../api/http', () => http);

beforeEach(() => http.call.mockReset());

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

  it('changes no language without a sign-in that found none', async () => {
    useUserStore.setState({ language: 'cn' });
    http.call.mockResolvedValue({
      data: { systemNameCn: '上海印务', systemNameEn: 'Shanghai print', defaultLanguage: 'en' },
    });
    renderHook(() => useBranchLanguage());
    await waitFor(() => expect(useSystemNameStore.getState().name.cn).toBe('上海印务'));
    expect(useUserStore.getState().language).toBe('cn');
  });
});

describe("the branch's system name", () => {
  it('is kept for the title and the next sign-in page, and an empty one falls back to the product name', async () => {
    http.call.mockResolvedValue({
      data: { systemNameCn: '上海印务', systemNameEn: 'Shanghai print', defaultLanguage: 'cn' },
    });
    renderHook(() => useBranchLanguage());
    await waitFor(() => expect(useSystemNameStore.getState().name).toEqual({ cn: '上海印务', en: 'Shanghai print' }));
    expect(JSON.parse(localStorage.getItem(SYSTEM_NAME_KEY)!)).toEqual({ cn: '上海印务', en: 'Shanghai print' });
    useSystemNameStore.getState().remember({ cn: ' ', en: 'Mine' });
    expect(useSystemNameStore.getState().name).toEqual({ cn: PRODUCT_NAME.cn, en: 'Mine' });
  });

  it('read again unchanged (every start of the frame) draws nothing again', async () => {
    useSystemNameStore.getState().remember({ cn: '上海印务', en: 'Shanghai print' });
    const shown = useSystemNameStore.getState().name;
    const redraws = vi.fn();
    const stop = useSystemNameStore.subscribe(redraws);
    http.call.mockResolvedValue({
      data: { systemNameCn: '上海印务', systemNameEn: 'Shanghai print', defaultLanguage: 'cn' },
    });
    renderHook(() => useBranchLanguage());
    await waitFor(() => expect(http.call).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    stop();
    expect(redraws).not.toHaveBeenCalled();
    expect(useSystemNameStore.getState().name).toBe(shown);
  });
});
