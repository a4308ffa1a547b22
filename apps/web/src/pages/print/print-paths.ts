/**
 * The addresses of the print views (docs/decisions/0143-print-an-order.md): outside the console's
 * frame, opened in a new tab from the order drawer. Kept apart from the print page itself, so
 * the drawer links to it without loading any of its code.
 */

/** What can be printed of an order: the order itself (prices, payments) or its delivery note (no prices). */
export const PRINT_KINDS = ['order', 'delivery'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

/** The router's pattern of the order print view. */
export const PRINT_ORDER_ROUTE = '/print/order/:id';

/** The print view of order `id`: /print/order/123?kind=delivery. */
export const printOrderPath = (id: number, kind: PrintKind) => `/print/order/${id}?kind=${kind}`;

/** The kind asked for in the address; anything else (missing, misspelt) prints the order. */
export const printKindOf = (value: string | null | undefined): PrintKind =>
  PRINT_KINDS.find((k) => k === value) ?? 'order';

/**
 * The order id in the address, or null when it cannot be one (not digits, 0, too large): the page
 * then says "not found" at once instead of sending the server a call it would refuse as invalid.
 */
export function printOrderId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
