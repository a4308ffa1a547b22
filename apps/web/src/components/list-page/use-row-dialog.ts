import { useCallback, useState } from 'react';

/** Which dialog of a list is open, and on what row (null for one that acts on no row, e.g. Add). */
export interface RowDialog<K extends string, R> {
  kind: K;
  row: R;
}

/**
 * The dialog state of a list page: `open(kind, row)` from a row's action or the toolbar, `close()`
 * from the dialog; `key` changes with the dialog and its row, so a dialog opened on another row
 * starts afresh.
 */
export function useRowDialog<K extends string, R>() {
  const [current, setCurrent] = useState<RowDialog<K, R> | null>(null);
  const open = useCallback((kind: K, row: R) => setCurrent({ kind, row }), []);
  const close = useCallback(() => setCurrent(null), []);
  return { current, open, close, key: current ? `${current.kind}:${keyOf(current.row)}` : '' };
}

const keyOf = (row: unknown): string =>
  Array.isArray(row) ? row.map(keyOf).join(',') : String((row as { id?: string | number } | null)?.id ?? '');
