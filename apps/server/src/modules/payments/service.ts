import { sql } from 'drizzle-orm';
import {
  CANCELLED,
  PAY_STATES,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentRow,
  type PaymentState,
  type PayState,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import { listPage, localDayRange, moneySum } from '../../db/sql-filters.js';
import { AppError, notFoundRecord } from '../../errors.js';
import { ofOwnClient, ownOrders } from '../../plugins/data-scope.js';
import type { Session } from '../../plugins/session.js';
import { staleOrder } from '../orders/public.js';
import { paymentListSql, type PaymentFilters } from './list-sql.js';

type Row = Record<string, unknown>;

export const toPaymentRow = (r: Row): PaymentRow => ({
  id: Number(r.id),
  paid_at: new Date(r.paid_at as string).toISOString(),
  amount: r.amount as string,
  method: r.method as PaymentMethod,
  reference: r.reference as string,
  state: r.state as PaymentState,
  reason: r.reason as string,
  recorded_by: r.recorded_by as string,
  order_id: r.order_id === null ? null : Number(r.order_id),
  orderno: r.orderno as string,
  guestcode: r.guestcode as string,
  guestname: r.guestname as string,
});

/** One page of the branch's payments, the total of the filtered set and its summed amount. */
export function paymentPage(db: Db, session: Session, q: PaymentFilters & { page: number; pageSize: number }) {
  const { columns, from, where, orderBy } = paymentListSql(session, q);
  return listPage(db, q, {
    columns,
    from,
    where,
    order: orderBy,
    toRow: toPaymentRow,
    summary: { columns: sql`${moneySum(sql`p.amount`)} as amount`, read: (t) => ({ amount: t.amount as string }) },
  });
}

// ---------------------------------------------------------------------------------------------
// Recording a payment or a refund.

export interface MoneyInput {
  orderId: number;
  amount: string;
  method: PaymentMethod;
  reference: string;
  version: number;
  /** A refund's reason; its presence makes the entry a refund. */
  reason?: string;
}

/** What the operation log keeps of the order: before and after. */
export type PaidFigures = { paid: string; pay_state: PayState; version: number };

const refused = (key: 'paymentCancelled' | 'paymentTooMuch' | 'refundTooMuch', params: Record<string, string> = {}) =>
  new AppError(key, params, 409);

/**
 * Records a successful payment (positive) or refund (stored negative) against an order of the
 * session's branch, in one transaction: the order is locked, the version the user saw is checked,
 * then the order's paid amount, pay state, version and updated_at follow. Refused, with nothing
 * changed: another branch's or no order (404), a stale version, a payment on a cancelled order or
 * above the outstanding amount, a refund above what was paid.
 */
export async function recordMoney(
  db: Db,
  session: Session,
  input: MoneyInput,
): Promise<{ before: PaidFigures; after: PaidFigures }> {
  const refund = input.reason !== undefined;
  return db.transaction(async (tx) => {
    const {
      rows: [order],
    } = await tx.execute<{
      id: number;
      client_id: number;
      status: number;
      version: number;
      paid: string;
      pay_state: number;
      outstanding: string;
      over: boolean;
    }>(sql`
      select id, client_id, status, version, paid::text as paid, pay_state, (amount - paid)::numeric(16, 2)::text as outstanding,
             ${input.amount}::numeric > ${refund ? sql`paid` : sql`amount - paid`} as over
        from orders o where gscode = ${session.gscode} and id = ${input.orderId} and ${ownOrders(session, sql`o`)}
         for update`);
    if (!order) throw notFoundRecord();
    if (order.version !== input.version) throw staleOrder();
    if (!refund && order.status === CANCELLED) throw refused('paymentCancelled');
    if (order.over)
      throw refund
        ? refused('refundTooMuch', { paid: order.paid })
        : refused('paymentTooMuch', { outstanding: order.outstanding });

    const signed = refund ? sql`-${input.amount}::numeric` : sql`${input.amount}::numeric`;
    await tx.execute(sql`
      insert into payments (gscode, order_id, client_id, amount, method, reference, state, reason, recorded_by)
      values (${session.gscode}, ${order.id}, ${order.client_id}, ${signed}, ${input.method}, ${input.reference},
              'success', ${input.reason ?? ''}, ${session.userId})`);
    const {
      rows: [after],
    } = await tx.execute<{ paid: string; pay_state: number; version: number }>(sql`
      update orders set paid = paid + ${signed},
             pay_state = case when paid + ${signed} <= 0 then 0 when paid + ${signed} < amount then 1 else 2 end,
             version = version + 1, updated_at = now()
       where id = ${order.id}
      returning paid::text as paid, pay_state, version`);
    return {
      before: { paid: order.paid, pay_state: PAY_STATES[order.pay_state], version: order.version },
      after: { paid: after.paid, pay_state: PAY_STATES[after.pay_state], version: after.version },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// A day's reconciliation.

type Figures = { payments: number; received: string; refunds: number; refunded: string; net: string };

/**
 * The branch's successful payments and refunds of one local day by method, every method in the
 * contract's order (a method without money shows zeros), and their total. Money summed exactly.
 */
export async function reconciliation(db: Db, session: Session, day: string) {
  const methods = sql.join(
    PAYMENT_METHODS.map((m) => sql`${m}`),
    sql`, `,
  );
  const { rows } = await db.execute<Figures & { method: PaymentMethod | null }>(sql`
    with r as (
      select m.method, m.n,
             count(p.id) filter (where p.amount > 0) as payments,
             coalesce(sum(p.amount) filter (where p.amount > 0), 0) as received,
             count(p.id) filter (where p.amount < 0) as refunds,
             coalesce(-sum(p.amount) filter (where p.amount < 0), 0) as refunded,
             coalesce(sum(p.amount), 0) as net
        from unnest(array[${methods}]::text[]) with ordinality as m(method, n)
        left join payments p on p.gscode = ${session.gscode} and p.method = m.method and p.state = 'success'
              and ${ofOwnClient(session, sql`p.client_id`)}
              and ${localDayRange(sql`p.paid_at`, session.branch.timezone, day, day)}
       group by m.method, m.n
    ), t as (
      select method, n, payments, received, refunds, refunded, net from r
      union all
      select null, null, sum(payments), sum(received), sum(refunds), sum(refunded), sum(net) from r
    )
    select method, payments::int as payments, received::numeric(18, 2)::text as received, refunds::int as refunds,
           refunded::numeric(18, 2)::text as refunded, net::numeric(18, 2)::text as net
      from t order by n nulls last`);
  const total = rows.pop()!;
  const { method: _none, ...totalFigures } = total;
  return { day, rows: rows.map((r) => ({ ...r, method: r.method! })), total: totalFigures };
}
