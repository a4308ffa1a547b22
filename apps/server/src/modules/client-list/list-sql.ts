import { sql, type SQL } from 'drizzle-orm';
import type { clientListQuery } from '@bo/contract';
import type { z } from 'zod';
import { allOf, escapeLike, inList } from '../../db/sql-filters.js';
import type { Session } from '../../plugins/session.js';
import { creditLimitSql, creditUsedSql } from '../credit/credit-used.js';

/**
 * The client list's rows, filters and sort as SQL, shared by Clients (one page) and ClientExport
 * (the whole filtered set). Aliases: c clients inside, p the selected clients outside, u users
 * (the salesperson). Everything is scoped to the session's branch; "today" (the temporary limit)
 * is the branch's local day.
 *
 *   clientRowsQuery(scope, query, { limit, offset })   // one page
 *   clientRowsQuery(scope, query)                      // every row, for the export's cursor
 *   sql`select count(*)::int as n from ${clientFrom} where ${clientWhere(scope, query)}`
 */
export type ClientFilters = Omit<z.output<typeof clientListQuery>, 'page' | 'pageSize'>;
export type ClientScope = Pick<Session, 'gscode' | 'branch'>;

const todayOf = (tz: string) => sql`(now() at time zone ${tz})::date`;

/** Credit used and limit (the one definition in credit-used.ts) and over the limit. Alias c. */
export function clientFigures(scope: ClientScope) {
  const used = creditUsedSql(scope.gscode, sql`c.id`);
  const limit = creditLimitSql(sql`c`, todayOf(scope.branch.timezone));
  // Over the limit: one expression for the filter and the row's flag.
  return { used, limit, over: sql`(c.isyuejie = 1 and ${used} > ${limit})` };
}

export const clientFrom = sql`clients c`;

export function clientWhere(scope: ClientScope, q: ClientFilters): SQL {
  const contains = q.q ? `%${escapeLike(q.q.toLowerCase())}%` : undefined;
  const { over } = clientFigures(scope);
  return allOf([
    sql`c.gscode = ${scope.gscode}`,
    // The expression of the trigram index clients_list_search_trgm (migration 0019), written the same.
    contains ? sql`lower(c.guestcode || ' ' || c.guestname || ' ' || c.longname || ' ' || c.linkman || ' ' || c.mobile) like ${contains}` : undefined,
    q.type?.length ? sql`c.clienttype in ${inList(q.type.map(Number))}` : undefined,
    q.level ? sql`c.clientlevel = ${q.level}` : undefined,
    q.area ? sql`c.area ilike ${`%${escapeLike(q.area)}%`}` : undefined,
    q.settlement === 'monthly' ? sql`c.isyuejie = 1` : q.settlement === 'prepaid' ? sql`c.isyuejie <> 1` : undefined,
    q.status?.length ? sql`c.status in ${inList(q.status.map(Number))}` : undefined,
    q.overLimit === 'yes' ? over : undefined,
    q.salesperson ? sql`c.salesperson_id = ${q.salesperson}` : undefined,
  ]);
}

const ORDER: Record<string, SQL> = { guestcode: sql`c.guestcode`, guestname: sql`c.guestname`, created: sql`c.created_at` };

/** Newest client first unless asked otherwise; the id breaks ties so pages never overlap. */
export function clientOrderBy(q: Pick<ClientFilters, 'sort' | 'order'>): SQL {
  if (!q.sort) return sql`c.created_at desc, c.id desc`;
  const dir = q.order === 'asc' ? sql`asc` : sql`desc`;
  return sql`${ORDER[q.sort]} ${dir}, c.id ${dir}`;
}

/** The same order again around the inner select (the joins above it keep no order). */
function outerOrder(q: Pick<ClientFilters, 'sort' | 'order'>): SQL {
  const col = { guestcode: sql`p.guestcode`, guestname: sql`p.guestname`, created: sql`p.created_at` }[q.sort ?? 'created'];
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
