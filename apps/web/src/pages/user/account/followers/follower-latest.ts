import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FollowerRow, UserInfo } from '@bo/contract';

type List = { list: FollowerRow[] };

/** The row of this follower in the newest list answer in the cache (any view), if there is one. */
function latestRow(client: QueryClient, u: UserInfo, id: number): FollowerRow | undefined {
  let best: { at: number; row: FollowerRow } | undefined;
  for (const q of client.getQueryCache().findAll({ queryKey: ['followers', u.gscode, 'list'] })) {
    const row = (q.state.data as List | undefined)?.list.find((r) => r.id === id);
    if (row && (!best || q.state.dataUpdatedAt > best.at)) best = { at: q.state.dataUpdatedAt, row };
  }
  return best?.row;
}

/**
 * A follower as the newest list answer has it, kept up to date as the list is read again: a
 * dialog refused with 409 (someone changed the follower meanwhile) sends the version read after
 * the refusal when the user tries again.
 */
export function useLatestFollower(u: UserInfo, initial: FollowerRow): FollowerRow {
  const client = useQueryClient();
  return useSyncExternalStore(
    (changed) => client.getQueryCache().subscribe(changed),
    () => latestRow(client, u, initial.id) ?? initial,
  );
}
