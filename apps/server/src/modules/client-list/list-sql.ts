import { sql, type SQL } from 'drizzle-orm';
import type { clientListQuery } from '@bo/contract';
import type { z } from 'zod';
import { allOf, escapeLike, inList } from '../../db/sql-filters.js';
import { ownClients } from '../../plugins/data-scope.js';
import type { Session } from '../../plugins/session.js';
import { creditLimitSql, creditUsedSql } from '../credit/public.js';

/**
 * The client list's rows, filters and sort as SQL, shared by Clients (one page) and ClientExport
 * (the whole filtered set). Aliases: c clients inside, p the selected clients outside, u users
 * (the salesperson). Everything is scoped to the session's branch; "today" (the temporary limit)
 * is the branch's local day.
 *
 *   clientRowsQuery(scope, query, { limit, offset })   // one page
 *   clientRowsQuery(scope, query)                      // every row, for the export's cursor
 *   clientCountQuery(scope, query)                     // the filtered total
 */
/** The list's filters; `ids`: only the rows picked (an export of a selection). */
export type ClientFilters = Omit<z.output<typeof clientListQuery>, 'page' | 'pageSize'> & { ids?: number[] };
export type ClientScope = Pick<Session, 'gscode' | 'branch' | 'ownDataOf'>;

const todayOf = (tz: string) => sql`(now() at time zone ${tz})::date`;

/** Credit used and limit (the one definition in credit-used.ts) and over the limit. Alias c. */
export function clientFigures(scope: ClientScope) {
  const used = creditUsedSql(scope.gscode, sql`c.id`);
  const limit = creditLimitSql(sql`c`, todayOf(scope.branch.timezone));
  // Over the limit: one expression for the filter and the row's flag.
  return { used, limit, over: sql`(c.isyuejie = 1 and ${used} > ${limit})` };
}

export const clientFrom = sql`clients c`;

/**
 * The filters on columns client_counts keeps too (type, level, area, settlement, status,
 * salesperson), on the table aliased `t`: the same conditions for the clients and for their counts.
 */
function columnFilters(t: SQL, scope: ClientScope, q: ClientFilters): (SQL | undefined)[] {
  return [
    sql`${t}.gscode = ${scope.gscode}`,
    // The data scope (the same column on clients and client_counts).
    ownClients(scope, t),
    q.type?.length ? sql`${t}.clienttype in ${inList(q.type.map(Number))}` : undefined,
    q.level ? sql`${t}.clientlevel = ${q.level}` : undefined,
    q.area ? sql`${t}.area ilike ${`%${escapeLike(q.area)}%`}` : undefined,
    q.settlement === 'monthly'
      ? sql`${t}.isyuejie = 1`
      : q.settlement === 'prepaid'
        ? sql`${t}.isyuejie <> 1`
        : undefined,
    q.status?.length ? sql`${t}.status in ${inList(q.status.map(Number))}` : undefined,
    q.salesperson ? sql`${t}.salesperson_id = ${q.salesperson}` : undefined,
  ];
}

/** The clients that owe anything (all-time order rollup, cancelled left out): the only ones that can be over their limit. */
function owingClients(scope: ClientScope): SQL {
  return sql`(select s.client_id from order_sums s
     where s.gscode = ${scope.gscode} and s.client_id <> 0 and s.amount_band = -1 and s.grain = 'a' and s.status <> 9
     group by s.client_id having sum(s.amount - s.paid) > 0)`;
}

/** The searched text: the expression of the indexes clients_list_search_trgm (0019) and clients_list_bigrams (0022), written the same. */
const SEARCHED = sql`lower(c.guestcode || ' ' || c.guestname || ' ' || c.longname || ' ' || c.linkman || ' ' || c.mobile)`;

export function clientWhere(scope: ClientScope, q: ClientFilters): SQL {
  const word = q.q?.toLowerCase();
  const { over } = clientFigures(scope);
  return allOf([
    ...columnFilters(sql`c`, scope, q),
    q.ids ? sql`c.id in ${inList(q.ids)}` : undefined,
    word ? sql`${SEARCHED} like ${`%${escapeLike(word)}%`}` : undefined,
    // A two-character word has no trigram: its own index finds the clients whose text holds it.
    word && Array.from(word).length === 2 ? sql`client_bigrams(${SEARCHED}) @> array[${word}]::text[]` : undefined,
    // Only clients that owe something are worked out (a few, not every monthly-settlement client).
    // (An array, so the clients are read by their ids rather than all of them tested against a set.)
    q.overLimit === 'yes' ? sql`c.id = any(array${owingClients(scope)}) and ${over}` : undefined,
  ]);
}

/**
 * The filtered total: from client_counts (a sum of a few rows, exact by its triggers) when only
 * its columns are filtered; a count of the matching clients when a word or the limit filters
 * too (the word by its trigram index, the limit over the clients that owe something).
 */
export function clientCountQuery(scope: ClientScope, q: ClientFilters): SQL {
  if (q.q || q.overLimit === 'yes' || q.ids)
    return sql`select count(*)::int as n from ${clientFrom} where ${clientWhere(scope, q)}`;
  return sql`select coalesce(sum(k.n), 0)::int as n from client_counts k where ${allOf(columnFilters(sql`k`, scope, q))}`;
}

const ORDER: Record<string, SQL> = {
  guestcode: sql`c.guestcode`,
  guestname: sql`c.guestname`,
  created: sql`c.created_at`,
};

/** Newest client first unless asked otherwise; the id breaks ties so pages never overlap. */
export function clientOrderBy(q: Pick<ClientFilters, 'sort' | 'order'>): SQL {
  if (!q.sort) return sql`c.created_at desc, c.id desc`;
  const dir = q.order === 'asc' ? sql`asc` : sql`desc`;
  return sql`${ORDER[q.sort]} ${dir}, c.id ${dir}`;
}

/** The same order again around the inner select (the joins above it keep no order). */
function outerOrder(q: Pick<ClientFilters, 'sort' | 'order'>): SQL {
  const col = { guestcode: sql`p.guestcode`, guestname: sql`p.guestname`, created: sql`p.created_at` }[
    q.sort ?? 'created'
  ];
  const dir = q.sort && q.order === 'asc' ? sql`asc` : sql`desc`;
  return sql`${col} ${dir}, p.id ${dir}`;
}

/**
 * The rows of the filtered set, sorted: one page when `page` is given, else every row (the
 * export reads them through a cursor). The credit and last order are read for the selected rows only.
 */
export function clientRowsQuery(scope: ClientScope, q: ClientFilters, page?: { limit: number; offset: number }): SQL {
  const { used, limit, over } = clientFigures(scope);
  const slice = page ? sql` limit ${page.limit} offset ${page.offset}` : sql``;
  return sql`
      select p.*, u.nick_name as salesperson_name,
             (select max(o.created_at) from orders o where o.gscode = p.gscode and o.client_id = p.id) as last_order_at
        from (select c.id, c.gscode, c.guestcode, c.guestname, c.longname, c.clienttype, c.clientlevel, c.linkman, c.mobile, c.area,
                     c.salesperson_id, c.isyuejie, c.status, c.version, c.created_at,
                     ${used}::numeric(18, 2) as credit_used, ${limit}::numeric(18, 2) as credit_limit, ${over} as over_limit
                from ${clientFrom} where ${clientWhere(scope, q)} order by ${clientOrderBy(q)}${slice}) p
        left join users u on u.id = p.salesperson_id and u.gscode = p.gscode
       order by ${outerOrder(q)}`;
}
