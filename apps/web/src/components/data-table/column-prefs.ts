import type { TableColumnPref, TablePrefs } from '@bo/contract';

/**
 * The column chooser's rules (spec §5), pure: which columns show, in which order, how wide.
 * The page declares its columns; the user's saved choice (server, per user) reorders, hides and
 * widens them. A saved choice may be older than the page: unknown keys are dropped, columns the
 * page added since are appended shown. The key column (the one that names and opens a row)
 * always shows, first, and at least one column always shows.
 */
export interface ColumnLayout {
  key: string;
  visible: boolean;
  width?: number;
}

export const MIN_WIDTH = 40;
export const MAX_WIDTH = 1000;

/** The effective layout: the saved choice applied to the page's columns. */
export function layoutOf(
  keys: readonly string[],
  saved: TablePrefs | null | undefined,
  keyColumn?: string,
): ColumnLayout[] {
  const known = new Set(keys);
  const seen = new Set<string>();
  const out: ColumnLayout[] = [];
  for (const c of saved?.columns ?? []) {
    if (!known.has(c.key) || seen.has(c.key)) continue;
    seen.add(c.key);
    out.push({ key: c.key, visible: c.visible, ...(c.width ? { width: clampWidth(c.width) } : {}) });
  }
  for (const k of keys) if (!seen.has(k)) out.push({ key: k, visible: true });
  return normalise(out, keyColumn);
}

/** Key column first and shown; never every column hidden (the first one shows then). */
function normalise(cols: ColumnLayout[], keyColumn?: string): ColumnLayout[] {
  let out = cols;
  if (keyColumn) {
    const key = out.find((c) => c.key === keyColumn);
    if (key) out = [{ ...key, visible: true }, ...out.filter((c) => c !== key)];
  }
  if (out.length && !out.some((c) => c.visible)) out = [{ ...out[0], visible: true }, ...out.slice(1)];
  return out;
}

export const clampWidth = (w: number) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(w)));

/** Whether the user may hide this column now: not the key column, not the last shown one. */
export function canHide(layout: ColumnLayout[], key: string, keyColumn?: string): boolean {
  if (key === keyColumn) return false;
  const col = layout.find((c) => c.key === key);
  if (!col?.visible) return true;
  return layout.filter((c) => c.visible).length > 1;
}

export type ToggleResult = { ok: true; layout: ColumnLayout[] } | { ok: false; reason: 'lastColumn' | 'keyColumn' };

/** Shows or hides a column; refuses hiding the key column or the last shown one (spec §5). */
export function toggleColumn(layout: ColumnLayout[], key: string, visible: boolean, keyColumn?: string): ToggleResult {
  if (!visible && key === keyColumn) return { ok: false, reason: 'keyColumn' };
  if (!visible && !canHide(layout, key, keyColumn)) return { ok: false, reason: 'lastColumn' };
  return { ok: true, layout: layout.map((c) => (c.key === key ? { ...c, visible } : c)) };
}

/** Moves a column one place up (-1) or down (+1); the key column stays first. */
export function moveColumn(layout: ColumnLayout[], key: string, by: -1 | 1, keyColumn?: string): ColumnLayout[] {
  const i = layout.findIndex((c) => c.key === key);
  const j = i + by;
  const floor = keyColumn && layout[0]?.key === keyColumn ? 1 : 0;
  if (i < floor || j < floor || j >= layout.length) return layout;
  const out = [...layout];
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

export const resizeColumn = (layout: ColumnLayout[], key: string, width: number): ColumnLayout[] =>
  layout.map((c) => (c.key === key ? { ...c, width: clampWidth(width) } : c));

/** What is saved: the whole layout (so the order of hidden columns is kept too). */
export const prefsOf = (layout: ColumnLayout[], density?: TablePrefs['density']): TablePrefs => ({
  columns: layout.map((c): TableColumnPref => ({
    key: c.key,
    visible: c.visible,
    ...(c.width ? { width: c.width } : {}),
  })),
  ...(density ? { density } : {}),
});
