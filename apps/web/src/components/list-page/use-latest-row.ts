import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

type Row = { id: number };
/** The rows an answer in the cache holds (a list's, by default). */
type RowsOf<R> = (answer: unknown) => readonly (R | undefined)[];

const listRows = <R>(answer: unknown): readonly R[] => (answer as { list?: R[] } | undefined)?.list ?? [];

/** The row with this id in the newest answer under the key, if there is one. */
function latestRow<R extends Row>(
  client: QueryClient,
  queryKey: readonly unknown[],
  id: number,
  rowsOf: RowsOf<R>,
): R | undefined {
  let best: { at: number; row: R } | undefined;
  for (const q of client.getQueryCache().findAll({ queryKey })) {
    const row = rowsOf(q.state.data).find((r) => r?.id === id);
    if (row && (!best || q.state.dataUpdatedAt > best.at)) best = { at: q.state.dataUpdatedAt, row };
  }
  return best?.row;
}

/**
 * A row as the newest answer under `queryKey` has it (any view of its list, and whatever else
 * `rowsOf` reads), kept up to date as those are read again: a dialog refused with 409 (someone
 * changed the row meanwhile) sends the version read after the refusal when the user tries again.
 */
export function useLatestRow<R extends Row>(queryKey: readonly unknown[], initial: R, rowsOf: RowsOf<R> = listRows): R {
  const client = useQueryClient();
  return useSyncExternalStore(
    (changed) => client.getQueryCache().subscribe(changed),
    () => latestRow(client, queryKey, initial.id, rowsOf) ?? initial,
  );
}
