import { sql, type SQL } from 'drizzle-orm';
import type { paymentListQuery } from '@bo/contract';
import type { z } from 'zod';
import { allOf, inList, localDayRange, startsWithPattern } from '../../db/sql-filters.js';
import { ofOwnClient } from '../../plugins/data-scope.js';
import type { Session } from '../../plugins/session.js';

/**
 * The payment list's rows, filters and sort as SQL, shared by PaymentList (one page) and
 * PaymentExport (the whole filtered set). Aliases: p payments, o orders (absent for a payment
 * without an order), c clients, u the user who recorded it.
 *
 *   const { columns, from, where, orderBy } = paymentListSql(session, query);
 *   sql`select ${columns} from ${from} where ${where} order by ${orderBy}`
 *
 * Everything is scoped to the session's branch; days are the branch's local days.
 */
/** The list's filters; `ids`: only the rows picked (an export of a selection). */
export type PaymentFilters = Omit<z.output<typeof paymentListQuery>, 'page' | 'pageSize'> & { ids?: number[] };
export type PaymentScope = Pick<Session, 'gscode' | 'branch' | 'ownDataOf'>;

/** The row of the contract's paymentRow, column by column (paid_at as timestamptz, money as text). */
export const paymentColumns = sql`
  p.id, p.paid_at, p.amount::text as amount, p.method, p.reference, p.state, p.reason,
  coalesce(u.nick_name, '') as recorded_by, p.order_id, coalesce(o.orderno, '') as orderno,
  c.guestcode, c.guestname`;

export const paymentFrom = sql`payments p
  join clients c on c.id = p.client_id
  left join orders o on o.id = p.order_id
  left join users u on u.id = p.recorded_by`;

export function paymentWhere(scope: PaymentScope, q: PaymentFilters): SQL {
  return allOf([
    sql`p.gscode = ${scope.gscode}`,
    scope.ownDataOf === null ? undefined : ofOwnClient(scope, sql`p.client_id`),
    localDayRange(sql`p.paid_at`, scope.branch.timezone, q.from, q.to),
    q.ids ? sql`p.id in ${inList(q.ids)}` : undefined,
    q.method?.length ? sql`p.method in ${inList(q.method)}` : undefined,
    q.state?.length ? sql`p.state in ${inList(q.state)}` : undefined,
    q.kind === 'payment' ? sql`p.amount > 0` : q.kind === 'refund' ? sql`p.amount < 0` : undefined,
    q.client
      ? sql`p.client_id = (select id from clients where gscode = ${scope.gscode} and guestcode = ${q.client})`
      : undefined,
    q.orderno ? sql`o.orderno like ${startsWithPattern(q.orderno)}` : undefined,
  ]);
}

/** Newest first unless asked otherwise; the id breaks ties so pages never overlap. */
export function paymentOrderBy(q: Pick<PaymentFilters, 'sort' | 'order'>): SQL {
  const dir = q.order === 'asc' ? sql`asc` : sql`desc`;
  const col = q.sort === 'amount' ? sql`p.amount` : sql`p.paid_at`;
  return sql`${col} ${dir}, p.id ${dir}`;
}

export function paymentListSql(scope: PaymentScope, q: PaymentFilters) {
  return { columns: paymentColumns, from: paymentFrom, where: paymentWhere(scope, q), orderBy: paymentOrderBy(q) };
}

/** Every row of the filtered set, sorted, without a limit (the export reads it through a cursor). */
export function paymentRowsQuery(scope: PaymentScope, q: PaymentFilters): SQL {
  const s = paymentListSql(scope, q);
  return sql`select ${s.columns} from ${s.from} where ${s.where} order by ${s.orderBy}`;
}
