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
  db: Pick<Db, 'transaction'>,
  session: Session,
  input: MoveInput,
): Promise<{ before: OrderDetail; after: OrderDetail }> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, session, input.id);
    const before = await orderDetail(tx, session, input.id);
    await applyMove(tx, session, row, input);
    return { before, after: await orderDetail(tx, session, input.id) };
  });
}

/**
 * The same move for one order of a batch (issue 37 #2), every rule kept by the same code; the
 * operation log keeps its state and version before and after rather than the whole order.
 */
export async function moveOrderOfBatch(db: Pick<Db, 'transaction'>, session: Session, input: MoveInput) {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, session, input.id);
    const to = await applyMove(tx, session, row, input);
    return {
      changed: true,
      before: { status: row.status, version: row.version },
      after: { status: to, version: row.version + 1 },
    };
  });
}

type Tx = Pick<Db, 'execute'>;

/** The order, locked for the move: one of the session's branch and data scope, else not found. */
async function lockOrder(tx: Tx, session: Session, id: number) {
  const { rows } = await tx.execute(sql`
    select id, status, version from orders o where gscode = ${session.gscode} and id = ${id} and ${ownOrders(session, sql`o`)} for update`);
  if (!rows[0]) throw notFoundRecord();
  return { status: Number(rows[0].status) as OrderState, version: Number(rows[0].version) };
}

/** Checks the move on the locked order (the version seen, a legal move, a reason to cancel) and writes it; returns the new state. */
async function applyMove(
  tx: Tx,
  session: Session,
  row: { status: OrderState; version: number },
  input: MoveInput,
): Promise<OrderState> {
  const state = row.status;
  if (row.version !== input.version) throw staleOrder();
  const move = ORDER_MOVES[input.action];
  if (!move.from.includes(state)) throw illegalMove(state, input.action);
  const reason = input.reason?.trim() ?? '';
  if (input.action === 'cancel' && !reason) throw new AppError('orderCancelReason', {}, 400);
  let to = move.to;
  if (input.action === 'restore') {
    const { rows: last } = await tx.execute(sql`
      select from_state from order_events where order_id = ${input.id} and action = 'cancel' order by at desc, id desc limit 1`);
    to = last[0] ? (Number(last[0].from_state) as OrderState) : null;
  }
  // Only a restore has no fixed target: the state before the last cancel, which must be known.
  if (to === null || (input.action === 'restore' && to === CANCELLED))
    throw new AppError('orderRestoreUnknown', {}, 409);
  await tx.execute(sql`
    update orders set status = ${to}, version = version + 1, updated_at = now(),
      cancel_reason = ${input.action === 'cancel' ? reason : input.action === 'restore' ? '' : sql`cancel_reason`},
      tracking = ${input.action === 'ship' && input.tracking ? input.tracking : sql`tracking`}
    where id = ${input.id}`);
  await tx.execute(sql`
    insert into order_events (order_id, gscode, action, from_state, to_state, reason, user_id)
    values (${input.id}, ${session.gscode}, ${input.action}, ${state}, ${to}, ${reason}, ${session.userId})`);
  return to;
}
