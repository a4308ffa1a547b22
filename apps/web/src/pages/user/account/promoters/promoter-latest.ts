import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PromoterRow, UserInfo } from '@bo/contract';

/** This promoter in the newest list or drawer answer in the cache, if there is one. */
function latestRow(client: QueryClient, u: UserInfo, id: number): PromoterRow | undefined {
  let best: { at: number; row: PromoterRow } | undefined;
  for (const q of client.getQueryCache().findAll({ queryKey: ['promoters', u.gscode] })) {
    const data = q.state.data as { list?: PromoterRow[]; promoter?: PromoterRow } | undefined;
    const row = data?.promoter?.id === id ? data.promoter : data?.list?.find((r) => r.id === id);
    if (row && (!best || q.state.dataUpdatedAt > best.at)) best = { at: q.state.dataUpdatedAt, row };
  }
  return best?.row;
}

/**
 * A promoter as the newest answer has it, kept up to date as lists and drawers are read again:
 * after a 409 (changed meanwhile) the next try sends the version read after the refusal.
 */
export function useLatestPromoter(u: UserInfo, initial: PromoterRow): PromoterRow {
  const client = useQueryClient();
  return useSyncExternalStore(
    (changed) => client.getQueryCache().subscribe(changed),
    () => latestRow(client, u, initial.id) ?? initial,
  );
}
