import type { OrderRow } from '@bo/contract';
import { toCents } from '../../../components/number-format';

/** Why a payment cannot be recorded against an order, or null when it can (the server checks again). */
export type NotPayable = 'notFound' | 'cancelled' | 'paidInFull';

/**
 * The order a typed number names, among the list's answer for that prefix (the list filters by
 * "starts with"; only the exact number counts), and whether a payment can still be recorded.
 */
export function payableOrder(rows: OrderRow[], typed: string): { order: OrderRow } | { problem: NotPayable } {
  const order = rows.find((r) => r.orderno === typed.trim());
  if (!order) return { problem: 'notFound' };
  if (order.status === 9) return { problem: 'cancelled' };
  if (toCents(order.amount) - toCents(order.paid) <= 0n) return { problem: 'paidInFull' };
  return { order };
}
