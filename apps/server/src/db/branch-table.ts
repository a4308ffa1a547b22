import { sql, type SQL } from 'drizzle-orm';
import { notFoundRecord } from '../errors.js';
import type { Db } from './client.js';
import { allOf, escapeLike, pageOf } from './sql-filters.js';

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
}

/** The branch's row by id, locked for update when asked; another branch's id is not found (404). */
export async function branchRowById<R>(tx: Tx, table: BranchTable<R>, gscode: string, id: number, lock = false) {
  const a = sql.raw(table.alias);
  const { rows } = await tx.execute(sql`
    select ${table.columns} from ${table.from} where ${a}.gscode = ${gscode} and ${a}.id = ${id} ${lock ? sql`for update of ${a}` : sql``}`);
  if (!rows[0]) throw notFoundRecord();
  return table.toRow(rows[0]);
}

/** A branch table read under `alias` from `from` (with its joins). */
export const branchTable = <R>(
  alias: string,
  from: SQL,
  columns: SQL,
  toRow: BranchTable<R>['toRow'],
): BranchTable<R> => ({
  alias,
  from,
  columns,
  toRow,
});

/** A sort word's column; a function when the column places itself by the direction (empty values last either way). */
export type SortColumn = SQL | ((dir: SQL) => SQL);

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
  sorts: Record<Exclude<S, 'sort' | 'name'>, SortColumn>;
}

/**
 * A page of a branch table's rows of one branch and how many there are: those whose Chinese or
 * English name holds the text (its wildcards taken literally) and that meet the list's filters,
 * by the sort word's column in the asked direction (ascending unless asked), then the id the
 * same way so equal values never move between pages; the branch's own order without a sort word.
 */
export async function listBranchRows<R, S extends string>(
  db: Db,
  table: BranchTable<R>,
  q: BranchListQuery<S>,
  list: BranchList<S>,
) {
  const a = sql.raw(table.alias);
  const text = q.q?.trim();
  const like = text ? `%${escapeLike(text)}%` : '';
  const where = allOf([
    sql`${a}.gscode = ${list.gscode}`,
    text ? sql`(${a}.name ilike ${like} or ${a}.name_en ilike ${like})` : undefined,
    ...list.filters,
  ]);
  const dir = q.order === 'desc' ? sql`desc` : sql`asc`;
  const own: Record<string, SortColumn> = {
    sort: sql`${a}.sort`,
    name: list.lang === 'en' ? sql`${a}.name_en` : sql`${a}.name`,
  };
  const column = q.sort && ({ ...own, ...list.sorts } as Record<string, SortColumn>)[q.sort];
  const placed = typeof column === 'function' ? column(dir) : column && sql`${column} ${dir}`;
  const order = placed ? sql`${placed}, ${a}.id ${dir}` : sql`${a}.sort asc, ${a}.id asc`;
  const [page, count] = await Promise.all([
    db.execute(sql`select ${table.columns} from ${table.from} where ${where} order by ${order} ${pageOf(q)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${table.from} where ${where}`),
  ]);
  return { list: page.rows.map(table.toRow), total: count.rows[0].n, summary: {} };
}
