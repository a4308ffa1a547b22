import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Small SQL pieces every list filter needs, so each list words them the same way.
 */

/** `text` as a LIKE pattern matching itself: %, _ and \ lose their meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * One of `columns` holds `text`, case ignored and its wildcards taken literally; no text (not
 * asked, or empty): undefined, no filter.
 */
export function containsAny(text: string | undefined, columns: SQL[]): SQL | undefined {
  if (!text) return undefined;
  const like = `%${escapeLike(text)}%`;
  return sql`(${sql.join(
    columns.map((c) => sql`${c} ilike ${like}`),
    sql` or `,
  )})`;
}

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

/** The rows of the page asked for (pages count from 1): how many, after how many. */
export const pageBounds = (q: { page: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.page - 1) * q.pageSize,
});

/** The page asked for, as `limit … offset …`. */
export const pageOf = (q: { page: number; pageSize: number }) => {
  const { limit, offset } = pageBounds(q);
  return sql`limit ${limit} offset ${offset}`;
};

/** Where a list puts the rows whose sort column is empty. */
export type NullsPlace = 'last' | 'lowest';

/** How a list sorts: the column of each sort word, the row key, the order without one (see orderOf). */
export interface ListOrder<S extends string> {
  columns: Record<S, SQL>;
  key: SQL;
  /** No sort word asked: an order of the list's own, or one of its sort words. */
  fallback: SQL | S;
  /** The direction when none is asked (descending unless said). */
  dir?: 'asc' | 'desc';
  nulls?: Partial<Record<S, NullsPlace>>;
}

/**
 * A list's order: the caller's column in the caller's direction (the list's `dir` unless asked),
 * then the row key the same way, so equal values never move between pages. No column asked for:
 * the list's own `fallback`, an order of its own or one of its sort words (in the asked
 * direction). `nulls`: per column, empty values last either way, or as the lowest value (first
 * ascending, last descending: "never signed in" is the oldest sign-in).
 */
export function orderOf<S extends string>(q: { sort?: S; order?: 'asc' | 'desc' }, list: ListOrder<S>): SQL {
  const sort = q.sort ?? (typeof list.fallback === 'string' ? list.fallback : undefined);
  if (!sort) return list.fallback as SQL;
  const asc = (q.order ?? list.dir ?? 'desc') === 'asc';
  const dir = asc ? sql`asc` : sql`desc`;
  const place = list.nulls?.[sort];
  const nulls =
    place === 'last' ? sql` nulls last` : place === 'lowest' ? (asc ? sql` nulls first` : sql` nulls last`) : sql``;
  return sql`${list.columns[sort]} ${dir}${nulls}, ${list.key} ${dir}`;
}

/** What a list reads: its rows (`columns` of `from`) that meet `where`, in `order` (its own, or by the asked sort word: orderOf). */
export interface ListRead<R, M, S extends string> {
  columns: SQL;
  from: SQL;
  where: SQL;
  order: SQL | ListOrder<S>;
  toRow: (raw: Record<string, unknown>) => R;
  /** Where the rows are counted, when the page's joins add nothing the filters need (default `from`). */
  countFrom?: SQL;
  /** The summary row over the whole filtered set: its columns beside the count, and their reading. */
  summary?: { columns: SQL; read: (raw: Record<string, unknown>) => M };
}

/**
 * One page of a list (pages count from 1), how many rows the whole filtered set holds, and its
 * summary row (none: `{}`): the contract's listData.
 */
export async function listPage<R, M = Record<string, never>, S extends string = never>(
  db: Pick<Db, 'execute'>,
  q: { page: number; pageSize: number; sort?: S; order?: 'asc' | 'desc' },
  list: ListRead<R, M, S>,
): Promise<{ list: R[]; total: number; summary: M }> {
  const sums = list.summary ? sql`, ${list.summary.columns}` : sql``;
  const order = 'columns' in list.order ? orderOf(q, list.order) : list.order;
  const [page, count] = await Promise.all([
    db.execute(sql`select ${list.columns} from ${list.from} where ${list.where} order by ${order} ${pageOf(q)}`),
    db.execute(sql`select count(*)::int as n${sums} from ${list.countFrom ?? list.from} where ${list.where}`),
  ]);
  const counted = count.rows[0];
  return {
    list: page.rows.map(list.toRow),
    total: Number(counted.n),
    summary: list.summary ? list.summary.read(counted) : ({} as M),
  };
}
