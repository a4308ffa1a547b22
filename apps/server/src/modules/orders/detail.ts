import { sql } from 'drizzle-orm';
import { actionsFrom, type OrderDetail, type OrderState } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { notFoundRecord } from '../../errors.js';
import { ownOrders, type DataScoped } from '../../plugins/data-scope.js';
import { orderRowColumns, orderRowJoins, toOrderRow } from './list-query.js';
import { iso } from '../../db/row-values.js';

/** A database handle or a transaction of one. */
export type Conn = Pick<Db, 'execute'>;

/**
 * One order of the branch with its lines, payments, delivery, history and notes. An order of
 * another branch, or out of the session's data scope, is "not found", exactly like an order that
 * does not exist.
 * The history starts with the order's creation (from created_at: from null to placed), then every
 * row of order_events, oldest first.
 */
export async function orderDetail(db: Conn, scope: DataScoped, id: number): Promise<OrderDetail> {
  const { rows } = await db.execute(sql`
    select ${orderRowColumns}, o.consignee, o.phone, o.address, o.tracking, o.cancel_reason,
      (select coalesce(json_agg(json_build_object('product', l.product, 'size', l.size, 'paper', l.paper, 'finish', l.finish,
                'qty', l.qty, 'price', l.price::text, 'amount', l.amount::text) order by l.id), '[]')
         from order_lines l where l.order_id = o.id) as lines,
      (select coalesce(json_agg(json_build_object('id', p.id, 'paid_at', p.paid_at, 'amount', p.amount::text, 'method', p.method,
                'reference', p.reference, 'state', p.state, 'reason', p.reason, 'recorded_by', coalesce(pu.nick_name, ''))
                order by p.paid_at, p.id), '[]')
         from payments p left join users pu on pu.id = p.recorded_by where p.order_id = o.id) as payments,
      (select coalesce(json_agg(json_build_object('at', e.at, 'action', e.action, 'from', e.from_state, 'to', e.to_state,
                'reason', e.reason, 'by', coalesce(eu.nick_name, '')) order by e.at, e.id), '[]')
         from order_events e left join users eu on eu.id = e.user_id where e.order_id = o.id) as events,
      (select coalesce(json_agg(json_build_object('at', n.at, 'text', n.text, 'by', coalesce(nu.nick_name, '')) order by n.at, n.id), '[]')
         from order_notes n left join users nu on nu.id = n.user_id where n.order_id = o.id) as notes
    from orders o ${orderRowJoins}
    where o.gscode = ${scope.gscode} and o.id = ${id} and ${ownOrders(scope, sql`o`)}`);
  const r = rows[0];
  if (!r) throw notFoundRecord();
  const row = toOrderRow(r);
  type Json = Record<string, unknown>;
  return {
    ...row,
    lines: (r.lines as Json[]).map((l) => ({ ...l, qty: Number(l.qty) })) as OrderDetail['lines'],
    payments: (r.payments as Json[]).map((p) => ({ ...p, paid_at: iso(p.paid_at) })) as OrderDetail['payments'],
    delivery: {
      consignee: String(r.consignee),
      phone: String(r.phone),
      address: String(r.address),
      tracking: String(r.tracking),
    },
    events: [
      { at: row.created_at, action: 'create', from: null, to: 0, reason: '', by: '' },
      ...(r.events as Json[]).map((e) => ({ ...e, at: iso(e.at) })),
    ] as OrderDetail['events'],
    notes: (r.notes as Json[]).map((n) => ({ ...n, at: iso(n.at) })) as OrderDetail['notes'],
    cancel_reason: String(r.cancel_reason),
    actions: actionsFrom(row.status as OrderState),
  };
}

/** orderDetail in the session's branch and data scope (what the payment calls answer with). */
export const loadOrderDetail = (db: Conn, session: DataScoped, id: number) => orderDetail(db, session, id);
