/**
 * Reading the columns of a raw SQL row (db.execute, pool.query), whose values TypeScript knows
 * only as unknown: one reading for each kind, so every module turns a timestamp into the same
 * ISO text. A value of the wrong kind is a programming error (a query that selects something
 * else), so it throws instead of printing "[object Object]".
 */

/** A timestamp column (a Date from pg, or its text) as ISO 8601 in UTC. */
export function iso(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'string' || typeof v === 'number') return new Date(v).toISOString();
  throw new TypeError(`a time column holds ${typeof v}`);
}

export const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));

/** A text column; numbers and booleans as their text. */
export function text(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean') return String(v);
  throw new TypeError(`a text column holds ${v === null ? 'null' : typeof v}`);
}

export const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : text(v));
