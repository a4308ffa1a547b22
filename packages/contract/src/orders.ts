import { z } from 'zod';
import { ruleWords } from './rule-words.js';
import { defineCall } from './call.js';
import { dateString } from './dates.js';
import { csvOf, decimalInput, FRAMES_ANSWER, listData, listQuery } from './list.js';
import { moneyString } from './reports.js';
import {
  CART_SORTS,
  ORDER_ACTIONS,
  ORDER_CHANNELS,
  ORDER_SORTS,
  PAY_STATES,
  PAYMENT_METHODS,
  PAYMENT_SORTS,
  PAYMENT_STATES,
} from './order-words.js';
import { seenVersion } from './fields.js';
import { batchItems, batchOutcome, selectionIds } from './batch.js';

/**
 * Orders, carts and payments (issue 10, spec §2 /order). The order's life is one state
 * machine (ORDER_MOVES), enforced by the server and offered by the web from the same table.
 * Payment state is not a step of that machine: it follows the paid amount (see PAY_STATES).
 */

// The state machine of a print order, payment words and sort words: order-words.ts (no zod there).
export * from './order-words.js';

// ---------------------------------------------------------------------------------------------
// Client autocomplete (spec §7, UManage).

export const clientOption = z.object({
  guestcode: z.string().describe('customer number'),
  guestname: z.string(),
  longname: z.string().describe('company full name'),
});
export type ClientOption = z.infer<typeof clientOption>;

export const Autocomplete = defineCall({
  method: 'GET',
  path: '/api/UManage/Autocomplete',
  summary: "The branch's clients whose number, name or company contains the words, best matches first (at most 20)",
  // Client names are the branch's business: only for those who see them in the order list anyway.
  mark: 'order:list',
  query: z.object({ q: z.string().trim().min(1).max(50).describe('what the user typed') }),
  data: z.array(clientOption),
});

// ---------------------------------------------------------------------------------------------
// The order list.

const orderFilters = {
  from: dateString().optional().describe('created on or after this day (branch time zone)'),
  to: dateString().optional().describe('created on or before this day (branch time zone)'),
  status: csvOf(['0', '1', '2', '3', '4', '9']).optional().describe('order states, comma-separated'),
  payState: csvOf(PAY_STATES).optional(),
  channel: csvOf(ORDER_CHANNELS).optional(),
  client: z.string().trim().max(40).optional().describe("the client's customer number (from Autocomplete)"),
  orderno: z.string().trim().max(30).optional().describe('order number starts with'),
  amountMin: decimalInput('amount at least').optional(),
  amountMax: decimalInput('amount at most').optional(),
  salesperson: z.coerce.number().int().min(1).max(2_147_483_647).optional().describe("the salesperson's account id"),
};
export const orderListQuery = listQuery(ORDER_SORTS, orderFilters);
/** The filters alone (what an export takes besides the sort). */
export const orderFilterQuery = orderListQuery.omit({ page: true, pageSize: true });

export const orderRow = z.object({
  id: z.number().int(),
  orderno: z.string(),
  created_at: z.string().describe('ISO timestamp'),
  guestcode: z.string(),
  guestname: z.string(),
  items: z.string().describe('what was ordered: the products of its lines, comma-separated'),
  qty: z.number().int().describe('pieces over all lines'),
  amount: moneyString,
  paid: moneyString.describe('successful payments minus refunds'),
  pay_state: z.enum(PAY_STATES),
  status: z.number().int().describe('0 placed, 1 confirmed, 2 in production, 3 shipped, 4 completed, 9 cancelled'),
  salesperson_id: z.number().int().nullable(),
  salesperson: z.string().describe("the salesperson's nickname, empty when none"),
  channel: z.enum(ORDER_CHANNELS),
  version: z.number().int().describe('bumped by every change; send it back with a change'),
  creditOver: z
    .boolean()
    .optional()
    .describe(
      'order list only: the order is unpaid (in part) and its monthly-settlement client owes more than its credit limit now (flagged, never blocked)',
    ),
});
export type OrderRow = z.infer<typeof orderRow>;

export const orderSummary = { qty: z.number().int(), amount: moneyString, paid: moneyString };

export const OrderList = defineCall({
  method: 'GET',
  path: '/api/Order/List',
  summary: "The branch's orders: one page, the filtered total and the summary row",
  mark: 'order:list',
  query: orderListQuery,
  data: listData(orderRow, orderSummary),
});

/** The order export's filters (the export call's query, and the params of an orderExport job). */
export const orderExportQuery = orderFilterQuery.extend({ ids: selectionIds.optional() });

export const OrderExport = defineCall({
  method: 'GET',
  path: '/api/Order/Export',
  summary: 'Every order of the filtered set as .xlsx, streamed in export frames (see list.ts)',
  mark: 'order:export',
  query: orderExportQuery,
  answers: FRAMES_ANSWER,
  data: z.null(),
});

export const salespersonOption = z.object({ id: z.number().int(), name: z.string() });
export const Salespeople = defineCall({
  method: 'GET',
  path: '/api/Order/Salespeople',
  summary: "The branch's staff accounts that can be an order's salesperson",
  mark: 'order:list',
  data: z.array(salespersonOption),
});

// ---------------------------------------------------------------------------------------------
// One order.

export const orderLine = z.object({
  product: z.string(),
  size: z.string().describe('e.g. 90×54 mm'),
  paper: z.string(),
  finish: z.string().describe('e.g. matte lamination, spot UV; empty when none'),
  qty: z.number().int(),
  price: moneyString.describe('unit price'),
  amount: moneyString,
});

export const orderPayment = z.object({
  id: z.number().int(),
  paid_at: z.string(),
  amount: moneyString.describe('negative for a refund'),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  state: z.enum(PAYMENT_STATES),
  reason: z.string().describe("a refund's reason"),
  recorded_by: z.string().describe('nickname of who recorded it; empty when it came from the shop'),
});

export const orderEvent = z.object({
  at: z.string(),
  action: z.enum([...ORDER_ACTIONS, 'create']),
  from: z.number().int().nullable(),
  to: z.number().int(),
  reason: z.string(),
  by: z.string().describe('nickname; empty when the shop did it'),
});

export const orderNote = z.object({ at: z.string(), text: z.string(), by: z.string() });

export const orderDetail = orderRow.extend({
  lines: z.array(orderLine),
  payments: z.array(orderPayment),
  delivery: z.object({ consignee: z.string(), phone: z.string(), address: z.string(), tracking: z.string() }),
  events: z.array(orderEvent).describe('oldest first'),
  notes: z.array(orderNote).describe('oldest first'),
  cancel_reason: z.string(),
  actions: z.array(z.enum(ORDER_ACTIONS)).describe('the moves legal from the current state'),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const OrderDetailCall = defineCall({
  method: 'GET',
  path: '/api/Order/Detail',
  summary: 'One order of the branch with its lines, payments, delivery, history and notes',
  mark: 'order:list',
  query: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
  data: orderDetail,
});

export const ChangeOrderState = defineCall({
  method: 'POST',
  path: '/api/Order/ChangeState',
  summary: 'Moves an order along the state machine; refused when illegal or when the order changed since `version`',
  mark: 'order:edit',
  rules: ['reason: required to cancel'],
  body: z.object({
    id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    action: z.enum(ORDER_ACTIONS),
    version: seenVersion(),
    reason: z.string().trim().max(200).optional().describe('required to cancel'),
    tracking: z.string().trim().max(60).optional().describe('courier tracking number, when shipping'),
  }),
  data: orderDetail,
});

export const BatchChangeOrderState = defineCall({
  method: 'POST',
  path: '/api/Order/BatchChangeState',
  summary:
    'Moves several orders the same way in one transaction; an order the move is refused for (illegal, changed since `version`, not found) stays as it was and is named with why',
  mark: 'order:edit',
  rules: ['reason: required to cancel'],
  body: z
    .object({
      items: batchItems("orders of the session's branch"),
      action: z.enum(ORDER_ACTIONS),
      reason: z.string().trim().max(200).optional().describe('required to cancel; the same for every order'),
    })
    .strict(),
  data: batchOutcome,
});

export const AddOrderNote = defineCall({
  method: 'POST',
  path: '/api/Order/AddNote',
  summary: 'Adds a note to an order',
  mark: 'order:edit',
  body: z.object({ id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), text: z.string().trim().min(1).max(500) }),
  data: orderDetail,
});

// ---------------------------------------------------------------------------------------------
// Payments.

const paymentFilters = {
  from: dateString().optional().describe('paid on or after this day (branch time zone)'),
  to: dateString().optional().describe('paid on or before this day'),
  method: csvOf(PAYMENT_METHODS).optional(),
  state: csvOf(PAYMENT_STATES).optional(),
  kind: z.enum(['payment', 'refund']).optional(),
  client: z.string().trim().max(40).optional().describe("the client's customer number"),
  orderno: z.string().trim().max(30).optional().describe('order number starts with'),
};
export const paymentListQuery = listQuery(PAYMENT_SORTS, paymentFilters);

export const paymentRow = orderPayment.extend({
  order_id: z.number().int().nullable(),
  orderno: z.string(),
  guestcode: z.string(),
  guestname: z.string(),
});
export type PaymentRow = z.infer<typeof paymentRow>;

export const PaymentList = defineCall({
  method: 'GET',
  path: '/api/Payment/List',
  summary: "The branch's payments and refunds: one page, the filtered total and the summary row",
  mark: 'payment:list',
  query: paymentListQuery,
  data: listData(paymentRow, { amount: moneyString }),
});

/** The payment export's filters (also a paymentExport job's params). */
export const paymentExportQuery = paymentListQuery
  .omit({ page: true, pageSize: true })
  .extend({ ids: selectionIds.optional() });

export const PaymentExport = defineCall({
  method: 'GET',
  path: '/api/Payment/Export',
  summary: 'Every payment of the filtered set as .xlsx, streamed in export frames',
  mark: 'payment:export',
  query: paymentExportQuery,
  answers: FRAMES_ANSWER,
  data: z.null(),
});

const paymentBody = {
  orderId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  amount: decimalInput('amount, positive')
    .refine((s) => Number(s) > 0, ruleWords('必须大于 0', 'must be more than 0'))
    .meta({ pattern: '^(?!0+(\\.0+)?$)\\d{1,12}(\\.\\d{1,2})?$', example: '100.00' }),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().trim().max(60).default('').describe('bank or wallet reference'),
  version: seenVersion("the order's version the user saw"),
};

export const RecordPayment = defineCall({
  method: 'POST',
  path: '/api/Payment/Record',
  summary: "Records a successful payment against an order; the order's paid amount and pay state follow",
  mark: 'payment:record',
  body: z.object(paymentBody),
  data: orderDetail,
});

export const RecordRefund = defineCall({
  method: 'POST',
  path: '/api/Payment/Refund',
  summary: 'Records a refund (stored negative, at most what was paid) with its reason',
  mark: 'payment:record',
  body: z.object({ ...paymentBody, reason: z.string().trim().min(1).max(200) }),
  data: orderDetail,
});

export const reconciliationRow = z.object({
  method: z.enum(PAYMENT_METHODS),
  payments: z.number().int(),
  received: moneyString,
  refunds: z.number().int(),
  refunded: moneyString.describe('as a positive amount'),
  net: moneyString,
});

export const Reconciliation = defineCall({
  method: 'GET',
  path: '/api/Payment/Reconciliation',
  summary: "One day's successful payments and refunds by method (branch time zone)",
  mark: 'payment:list',
  query: z.object({ day: dateString() }),
  data: z.object({
    day: z.string(),
    rows: z.array(reconciliationRow),
    total: reconciliationRow.omit({ method: true }),
  }),
});

// ---------------------------------------------------------------------------------------------
// Carts.

export const cartListQuery = listQuery(CART_SORTS, {
  client: z.string().trim().max(40).optional().describe("the client's customer number"),
  member: z.string().trim().max(50).optional().describe('shop account starts with'),
  abandoned: z.enum(['yes', 'no']).optional().describe('yes: untouched for the branch’s abandon days or more'),
  from: dateString().optional().describe('last changed on or after this day'),
  to: dateString().optional().describe('last changed on or before this day'),
});

/** The cart list's filters and order (a cartExport job's params). */
export const cartExportQuery = cartListQuery.omit({ page: true, pageSize: true });

export const cartRow = z.object({
  id: z.number().int(),
  member: z.string().describe('shop account'),
  guestcode: z.string(),
  guestname: z.string(),
  items: z.string().describe('products, comma-separated'),
  item_count: z.number().int(),
  qty: z.number().int(),
  amount: moneyString,
  created_at: z.string(),
  updated_at: z.string(),
  age_days: z.number().int().describe('whole days since the last change'),
  abandoned: z.boolean(),
});
export type CartRow = z.infer<typeof cartRow>;

export const CartList = defineCall({
  method: 'GET',
  path: '/api/Cart/List',
  summary: "The shop users' carts of the branch",
  mark: 'cart:list',
  query: cartListQuery,
  data: listData(cartRow, { qty: z.number().int(), amount: moneyString }).extend({
    abandonDays: z.number().int().describe('a cart untouched this many days is abandoned (branch setting)'),
  }),
});

export const SetCartAbandonDays = defineCall({
  method: 'POST',
  path: '/api/Cart/SetAbandonDays',
  summary: 'Sets after how many untouched days a cart counts as abandoned',
  mark: 'cart:settings',
  body: z.object({ days: z.number().int().min(1).max(365) }),
  data: z.object({ abandonDays: z.number().int() }),
});
