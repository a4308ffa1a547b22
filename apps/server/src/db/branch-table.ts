import { sql, type SQL } from 'drizzle-orm';
import { notFoundRecord } from '../errors.js';
import type { Db } from './client.js';
import { allOf, containsAny, listPage } from './sql-filters.js';

type Tx = Pick<Db, 'execute'>;

/**
 * A table of a branch's rows named in both languages (`name`, `name_en`) and kept in the
 * branch's own order (`sort`): card sizes, card templates, products. It is read under `alias`:
 * `from` names it with its joins, `columns` is what a row reads, `toRow` turns one into the
 * contract's row.
 */
export interface BranchTable<R> {
  alias: string;
  from: SQL;
  columns: SQL;
  toRow: (raw: Record<string, unknown>) => R;
  /** The branch's row by id (branchRowById). */
  byId: (tx: Tx, scope: { gscode: string }, id: number, lock?: boolean) => Promise<R>;
}

/** The branch's row by id, locked for update when asked; another branch's id is not found (404). */
export async function branchRowById<R>(
  tx: Tx,
  table: Omit<BranchTable<R>, 'byId'>,
  gscode: string,
  id: number,
  lock = false,
) {
  const a = sql.raw(table.alias);
  const { rows } = await tx.execute(sql`
    select ${table.columns} from ${table.from} where ${a}.gscode = ${gscode} and ${a}.id = ${id} ${lock ? sql`for update of ${a}` : sql``}`);
  if (!rows[0]) throw notFoundRecord();
  return table.toRow(rows[0]);
}

/** A branch table read under `alias` from `from` (with its joins). */
export function branchTable<R>(alias: string, from: SQL, columns: SQL, toRow: BranchTable<R>['toRow']): BranchTable<R> {
  const table = { alias, from, columns, toRow };
  return { ...table, byId: (tx, scope, id, lock = false) => branchRowById(tx, table, scope.gscode, id, lock) };
}

/** What a branch table's list call asks: a text in either name, a sort word and direction, a page. */
export interface BranchListQuery<S extends string> {
  q?: string;
  sort?: S;
  order?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

interface BranchList<S extends string> {
  gscode: string;
  /** The reader's language: sorting by `name` sorts by the name in it. */
  lang: 'cn' | 'en';
  /** The list's own filters (undefined: not asked). */
  filters: (SQL | undefined)[];
  /** The columns of the sort words besides `sort` (the branch's own order) and `name`. */
  sorts: Record<Exclude<S, 'sort' | 'name'>, SQL>;
  /** The sort words whose empty values come last, whichever the direction. */
  nullsLast?: Exclude<S, 'sort' | 'name'>[];
}

/**
 * A page of a branch table's rows of one branch and how many there are: those whose Chinese or
 * English name holds the text (its wildcards taken literally) and that meet the list's filters,
 * by the sort word's column in the asked direction (ascending unless asked), then the id the
 * same way so equal values never move between pages; the branch's own order without a sort word.
 */
export function listBranchRows<R, S extends string>(
  db: Db,
  table: BranchTable<R>,
  q: BranchListQuery<S>,
  list: BranchList<S>,
) {
  const a = sql.raw(table.alias);
  const where = allOf([
    sql`${a}.gscode = ${list.gscode}`,
    containsAny(q.q?.trim(), [sql`${a}.name`, sql`${a}.name_en`]),
    ...list.filters,
  ]);
  const columns = {
    sort: sql`${a}.sort`,
    name: list.lang === 'en' ? sql`${a}.name_en` : sql`${a}.name`,
    ...list.sorts,
  } as Record<S, SQL>;
  const order = {
    columns,
    key: sql`${a}.id`,
    fallback: sql`${a}.sort asc, ${a}.id asc`,
    dir: 'asc' as const,
    nulls: Object.fromEntries((list.nullsLast ?? []).map((s) => [s, 'last'])) as Partial<Record<S, 'last'>>,
  };
  return listPage(db, q, { columns: table.columns, from: table.from, where, order, toRow: table.toRow });
}
