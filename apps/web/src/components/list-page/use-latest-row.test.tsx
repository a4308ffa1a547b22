import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useLatestRow } from './use-latest-row';

type Row = { id: number; name: string; version: number };

function setUp() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('useLatestRow: a dialog’s row as the newest answer has it', () => {
  const opened: Row = { id: 7, name: 'Wang', version: 1 };

  it('keeps the row it was opened with while no answer holds it', () => {
    const { client, wrapper } = setUp();
    client.setQueryData(['clients', '001', 'list', { page: 1 }], { list: [{ id: 8, name: 'Li', version: 3 }] });
    const { result } = renderHook(() => useLatestRow(['clients', '001', 'list'], opened), { wrapper });
    expect(result.current).toBe(opened);
  });

  it('follows the list as it is read again, from whichever view answered last', () => {
    const { client, wrapper } = setUp();
    // Each answer's time given, so the newest is known: two answers in the same millisecond tie.
    const { result } = renderHook(() => useLatestRow(['clients', '001', 'list'], opened), { wrapper });
    act(() => {
      client.setQueryData(
        ['clients', '001', 'list', { page: 1 }],
        { list: [{ ...opened, version: 2 }] },
        { updatedAt: 1_000 },
      );
    });
    expect(result.current.version).toBe(2);
    act(() => {
      client.setQueryData(
        ['clients', '001', 'list', { page: 2 }],
        { list: [{ ...opened, name: 'Wang Wu', version: 3 }] },
        { updatedAt: 2_000 },
      );
    });
    expect(result.current).toEqual({ id: 7, name: 'Wang Wu', version: 3 });
    // An older answer stored later does not win.
    act(() => {
      client.setQueryData(['clients', '001', 'list', { page: 3 }], { list: [opened] }, { updatedAt: 1_500 });
    });
    expect(result.current.version).toBe(3);
    // Another branch's list is not this one's.
    act(() => {
      client.setQueryData(
        ['clients', '002', 'list', { page: 1 }],
        { list: [{ ...opened, version: 9 }] },
        { updatedAt: 3_000 },
      );
    });
    expect(result.current.version).toBe(3);
  });

  it('reads other answers the caller names (a drawer’s single row)', () => {
    const { client, wrapper } = setUp();
    const rowsOf = (answer: unknown) => [(answer as { promoter?: Row } | undefined)?.promoter];
    const { result } = renderHook(() => useLatestRow(['promoters', '001'], opened, rowsOf), { wrapper });
    act(() => {
      client.setQueryData(['promoters', '001', 'detail', 7], { promoter: { ...opened, version: 4 } });
    });
    expect(result.current.version).toBe(4);
  });
});
