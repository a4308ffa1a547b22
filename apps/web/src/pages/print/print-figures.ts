import type { OrderDetail } from '@bo/contract';
import { formatCount, formatMoney, fromCents, toCents } from '../../components/number-format';
import type { PrintKind } from './print-paths';

/** The figures under the lines of a printed order, as shown (grouped thousands, two decimals). */
export interface PrintTotals {
  /** Pieces over all lines. */
  qty: string;
  amount: string;
  paid: string;
  /** What is still owed, never below zero (an over-payment is not "owed back" on paper). */
  outstanding: string;
  /** Nothing owed any more (a cancelled order with nothing paid included). */
  settled: boolean;
}

/** The totals of a printed order: the order's own amount and paid figures, the lines' pieces. */
export function printTotals(order: Pick<OrderDetail, 'lines' | 'amount' | 'paid'>): PrintTotals {
  const owed = toCents(order.amount) - toCents(order.paid);
  return {
    qty: formatCount(order.lines.reduce((n, l) => n + l.qty, 0)),
    amount: formatMoney(order.amount),
    paid: formatMoney(order.paid),
    outstanding: formatMoney(fromCents(owed > 0n ? owed : 0n)),
    settled: owed <= 0n,
  };
}

/** Characters Windows refuses in a file name (the rest of the systems refuse fewer). */
const UNSAFE_IN_FILE_NAMES = '\\/:*?"<>|';

/**
 * The tab's title, which the browser also offers as the PDF's file name: what it is, the order
 * number and the branch ("送货单 SO20261201001 - 金鼎印务"). Characters a file name cannot hold
 * are left out.
 */
export function printTitle(kindWord: string, orderno: string, company: string): string {
  const clean = (s: string) =>
    [...s]
      .map((c) => (c < ' ' || UNSAFE_IN_FILE_NAMES.includes(c) ? ' ' : c))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
  const head = clean(`${kindWord} ${orderno}`);
  const branch = clean(company);
  return branch ? `${head} - ${branch}` : head;
}

/** The lines' columns each kind prints: prices and amounts on the order only. */
export const printsPrices = (kind: PrintKind) => kind === 'order';
