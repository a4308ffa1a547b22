import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ShopAccountRow, UserInfo } from '@bo/contract';

type List = { list: ShopAccountRow[]; at: number };

/** The row of this account in the newest list answer in the cache (any view), if there is one. */
function latestRow(client: QueryClient, u: UserInfo, id: number): ShopAccountRow | undefined {
  let best: { at: number; row: ShopAccountRow } | undefined;
  for (const q of client.getQueryCache().findAll({ queryKey: ['shop-accounts', u.gscode, 'list'] })) {
    const row = (q.state.data as Omit<List, 'at'> | undefined)?.list.find((r) => r.id === id);
    if (row && (!best || q.state.dataUpdatedAt > best.at)) best = { at: q.state.dataUpdatedAt, row };
  }
  return best?.row;
}

/**
 * An account as the newest list answer has it, kept up to date as the list is read again: a
 * dialog refused with 409 (someone changed the account meanwhile) sends the version read after
 * the refusal when the user tries again.
 */
export function useLatestShopAccount(u: UserInfo, initial: ShopAccountRow): ShopAccountRow {
  const client = useQueryClient();
  return useSyncExternalStore(
    (changed) => client.getQueryCache().subscribe(changed),
    () => latestRow(client, u, initial.id) ?? initial,
  );
}
