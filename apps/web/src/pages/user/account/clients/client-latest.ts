import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ClientListRow, UserInfo } from '@bo/contract';

type List = { list: ClientListRow[] };

/** The row of this client in the newest list answer in the cache (any view), if there is one. */
function latestRow(client: QueryClient, u: UserInfo, id: number): ClientListRow | undefined {
  let best: { at: number; row: ClientListRow } | undefined;
  for (const q of client.getQueryCache().findAll({ queryKey: ['clients-list', u.gscode, 'list'] })) {
    const row = (q.state.data as List | undefined)?.list.find((r) => r.id === id);
    if (row && (!best || q.state.dataUpdatedAt > best.at)) best = { at: q.state.dataUpdatedAt, row };
  }
  return best?.row;
}

/**
 * A client as the newest list answer has it, kept up to date as the list is read again: a
 * confirmation refused with 409 (someone changed the client meanwhile) sends the version read
 * after the refusal when the user tries again.
 */
export function useLatestClient(u: UserInfo, initial: ClientListRow): ClientListRow {
  const client = useQueryClient();
  return useSyncExternalStore(
    (changed) => client.getQueryCache().subscribe(changed),
    () => latestRow(client, u, initial.id) ?? initial,
  );
}
