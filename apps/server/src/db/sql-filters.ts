import { sql, type SQL } from 'drizzle-orm';

/**
 * Small SQL pieces every list filter needs, so each list words them the same way.
 */

/** `text` as a LIKE pattern matching itself: %, _ and \ lose their meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A LIKE pattern matching what starts with `text`, its wildcards taken literally. */
export const startsWithPattern = (text: string) => `${escapeLike(text)}%`;

/**
 * `at` falls on or after local day `from` and on or before local day `to` (YYYY-MM-DD) of time
 * zone `tz` (the branch's: its name, or SQL giving it): a day is the branch's day, not the server's
 * or UTC's. Either may be left out. Written as a range on the column, so an index on it serves.
 */
export function localDayRange(at: SQL, tz: string | SQL, from?: string, to?: string): SQL | undefined {
  const parts: SQL[] = [];
  if (from) parts.push(sql`${at} >= (${from}::date::timestamp at time zone ${tz})`);
  if (to) parts.push(sql`${at} < ((${to}::date + 1)::timestamp at time zone ${tz})`);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

/** A parenthesised list of bound values for `column in ${inList(values)}`; never empty (callers test length first). */
export const inList = (values: readonly (string | number)[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** The conditions joined with AND; `true` when there are none. */
export function allOf(conds: (SQL | undefined)[]): SQL {
  const present = conds.filter((c): c is SQL => c !== undefined);
  return present.length
    ? sql.join(
        present.map((c) => sql`(${c})`),
        sql` and `,
      )
    : sql`true`;
}

/** Sums of money as exact text with two decimals ("0.00" over no rows). */
export const moneySum = (expr: SQL) => sql`coalesce(sum(${expr}), 0)::numeric(18, 2)::text`;

/** The page asked for (pages count from 1), as `limit … offset …`. */
export const pageOf = (q: { page: number; pageSize: number }) =>
  sql`limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;

/** Where a list puts the rows whose sort column is empty. */
export type NullsPlace = 'last' | 'lowest';

/**
 * A list's order: the caller's column in the caller's direction (descending unless asked), then
 * the row key the same way, so equal values never move between pages. No column asked for: the
 * list's own `fallback`. `nulls`: per column, empty values last either way, or as the lowest
 * value (first ascending, last descending: "never signed in" is the oldest sign-in).
 */
export function orderOf<S extends string>(
  q: { sort?: S; order?: 'asc' | 'desc' },
  list: { columns: Record<S, SQL>; key: SQL; fallback: SQL; nulls?: Partial<Record<S, NullsPlace>> },
): SQL {
  if (!q.sort) return list.fallback;
  const asc = q.order === 'asc';
  const dir = asc ? sql`asc` : sql`desc`;
  const place = list.nulls?.[q.sort];
  const nulls =
    place === 'last' ? sql` nulls last` : place === 'lowest' ? (asc ? sql` nulls first` : sql` nulls last`) : sql``;
  return sql`${list.columns[q.sort]} ${dir}${nulls}, ${list.key} ${dir}`;
}
