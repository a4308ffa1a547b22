import { sql } from 'drizzle-orm';
import {
  CANCELLED,
  ORDER_MOVES,
  ORDER_STATE_KEYS,
  type OrderAction,
  type OrderDetail,
  type OrderState,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import { AppError, notFoundRecord } from '../../errors.js';
import type { Localized } from '../../i18n.js';
import { ownOrders } from '../../plugins/data-scope.js';
import type { Session } from '../../plugins/session.js';
import { orderDetail } from './detail.js';

/** State names as the refusal messages say them. */
const STATE_WORDS: Record<(typeof ORDER_STATE_KEYS)[OrderState], Localized> = {
  placed: { cn: '已下单', en: 'placed' },
  confirmed: { cn: '已确认', en: 'confirmed' },
  production: { cn: '生产中', en: 'in production' },
  shipped: { cn: '已发货', en: 'shipped' },
  completed: { cn: '已完成', en: 'completed' },
  cancelled: { cn: '已取消', en: 'cancelled' },
};
/** Actions as "it cannot be …" / "不能…" say them. */
const ACTION_WORDS: Record<OrderAction, Localized> = {
  confirm: { cn: '确认', en: 'confirmed' },
  produce: { cn: '投产', en: 'put into production' },
  ship: { cn: '发货', en: 'shipped' },
  complete: { cn: '完成', en: 'completed' },
  cancel: { cn: '取消', en: 'cancelled' },
  restore: { cn: '恢复', en: 'restored' },
};

export const illegalMove = (state: OrderState, action: OrderAction) =>
  new AppError('orderMoveIllegal', { state: STATE_WORDS[ORDER_STATE_KEYS[state]], action: ACTION_WORDS[action] }, 409);
export const staleOrder = () => new AppError('orderStale', {}, 409);

export interface MoveInput {
  id: number;
  action: OrderAction;
  version: number;
  reason?: string;
  tracking?: string;
}

/**
 * Moves one order of the session's branch along the contract's state machine, in one
 * transaction: the order row is locked (FOR UPDATE), then checked (exists in the branch, same
 * version as the caller saw, legal move), changed (state, version + 1, updated_at; the cancel
 * reason or the tracking number), and the move is written to order_events with the user. The
 * dashboard's rollups follow through the triggers on orders in the same transaction.
 * Returns the order before and after, for the operation log.
 */
export async function moveOrder(
  db: Db,
  session: Session,
  input: MoveInput,
): Promise<{ before: OrderDetail; after: OrderDetail }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      select id, status, version from orders o where gscode = ${session.gscode} and id = ${input.id} and ${ownOrders(session, sql`o`)} for update`);
    const row = rows[0];
    if (!row) throw notFoundRecord();
    const before = await orderDetail(tx, session, input.id);
    const state = Number(row.status) as OrderState;
    if (Number(row.version) !== input.version) throw staleOrder();
    const move = ORDER_MOVES[input.action];
    if (!move.from.includes(state)) throw illegalMove(state, input.action);
    const reason = input.reason?.trim() ?? '';
    if (input.action === 'cancel' && !reason) throw new AppError('orderCancelReason', {}, 400);
    let to = move.to;
    if (input.action === 'restore') {
      const { rows: last } = await tx.execute(sql`
        select from_state from order_events where order_id = ${input.id} and action = 'cancel' order by at desc, id desc limit 1`);
      to = last[0] ? (Number(last[0].from_state) as OrderState) : null;
      if (to === null || to === CANCELLED) throw new AppError('orderRestoreUnknown', {}, 409);
    }
    await tx.execute(sql`
      update orders set status = ${to}, version = version + 1, updated_at = now(),
        cancel_reason = ${input.action === 'cancel' ? reason : input.action === 'restore' ? '' : sql`cancel_reason`},
        tracking = ${input.action === 'ship' && input.tracking ? input.tracking : sql`tracking`}
      where id = ${input.id}`);
    await tx.execute(sql`
      insert into order_events (order_id, gscode, action, from_state, to_state, reason, user_id)
      values (${input.id}, ${session.gscode}, ${input.action}, ${state}, ${to}, ${reason}, ${session.userId})`);
    return { before, after: await orderDetail(tx, session, input.id) };
  });
}
