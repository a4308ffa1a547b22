import { PLAN_ORDERS_MAX, YUAN_PATTERN, type PlanLine } from '@bo/contract';
import { fromCents, toCents } from '../../../components/number-format';

/**
 * The targets of one line as the user types them (strings, so "12." or "" stay as typed), checked
 * with the contract's bounds; completion worked out as the server does (actual ÷ target × 100,
 * two decimals, half up; none for a target of 0), so a changed target shows its completion at once.
 * Sums are in cents (bigint), never floats.
 */
export interface DraftMonth {
  amount: string;
  orders: string;
}

export const draftOf = (line: PlanLine): DraftMonth[] =>
  line.months.map((m) => ({ amount: trimCents(m.amount), orders: String(m.orders) }));

/** "1000.00" → "1000", "12.50" → "12.5": what a person types. */
export function trimCents(money: string): string {
  return money.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');
}

export const amountOk = (s: string) => YUAN_PATTERN.test(s.trim());
export const ordersOk = (s: string) => /^\d{1,8}$/.test(s.trim()) && Number(s) <= PLAN_ORDERS_MAX;
export const draftOk = (d: DraftMonth[]) => d.every((m) => amountOk(m.amount) && ordersOk(m.orders));

export const sameDraft = (a: DraftMonth[], b: DraftMonth[]) =>
  a.every((m, i) => m.amount.trim() === b[i].amount.trim() && m.orders.trim() === b[i].orders.trim());

/** part ÷ whole × 100, two decimals, half up; null when whole is 0 (no target). */
export function rateOf(part: bigint, whole: bigint): string | null {
  if (whole <= 0n) return null;
  return fromCents((part * 20000n + whole) / (2n * whole));
}

const cents = (s: string) => (amountOk(s) ? toCents(s.trim()) : 0n);
const count = (s: string) => (ordersOk(s) ? BigInt(s.trim()) : 0n);

export interface RowFigures {
  amount: string;
  orders: number;
  actualAmount: string;
  actualOrders: number;
  amountRate: string | null;
  ordersRate: string | null;
}

/** The figures of months [from, to) of the draft against the line's actuals. */
export function figuresOf(line: PlanLine, draft: DraftMonth[], from: number, to: number): RowFigures {
  let amount = 0n;
  let orders = 0n;
  let actualAmount = 0n;
  let actualOrders = 0n;
  for (let i = from; i < to; i++) {
    amount += cents(draft[i].amount);
    orders += count(draft[i].orders);
    actualAmount += toCents(line.months[i].actualAmount);
    actualOrders += BigInt(line.months[i].actualOrders);
  }
  return {
    amount: fromCents(amount),
    orders: Number(orders),
    actualAmount: fromCents(actualAmount),
    actualOrders: Number(actualOrders),
    amountRate: rateOf(actualAmount, amount),
    ordersRate: rateOf(actualOrders, orders),
  };
}

/** The body months of a valid draft. */
export const bodyMonths = (d: DraftMonth[]) =>
  d.map((m) => ({ amount: m.amount.trim(), orders: Number(m.orders.trim()) }));

/** An empty line (a salesperson without a plan yet): twelve zero targets, no actual known here. */
export function emptyLine(salespersonId: number, name: string): PlanLine {
  const zero = { amount: '0.00', orders: 0, actualAmount: '0.00', actualOrders: 0, amountRate: null, ordersRate: null };
  return {
    salespersonId,
    name,
    version: 0,
    updatedBy: '',
    updatedAt: null,
    months: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, ...zero })),
    ytd: zero,
    total: zero,
  };
}
