import type { BatchOutcome } from '@bo/contract';
import type { BatchAction } from './batch-types';

/**
 * The two batch actions of a list whose rows are enabled or disabled (clients, shop accounts):
 * `send(items, status)` is the list's batch status call; rows already so are counted, not refused.
 */
export function statusActions<R extends { id: number; version: number }>(
  words: { enable: string; disable: string },
  send: (items: { id: number; version: number }[], status: 0 | 1) => Promise<BatchOutcome>,
): BatchAction<R>[] {
  const items = (rows: R[]) => rows.map((r) => ({ id: r.id, version: r.version }));
  return [
    { key: 'enable', label: words.enable, run: (rows) => send(items(rows), 1) },
    { key: 'disable', label: words.disable, run: (rows) => send(items(rows), 0) },
  ];
}
