/**
 * The words of orders, payments and carts without any schema: states, the state machine,
 * channels, methods and sort words. Kept apart from orders.ts (re-exported there) so that a
 * browser page using them does not carry zod and the call schemas in its bundle.
 */

// ---------------------------------------------------------------------------------------------
// The state machine of a print order.

/** 0 placed, 1 confirmed (artwork and price checked), 2 in production, 3 shipped, 4 completed, 9 cancelled. */
export const ORDER_STATES = [0, 1, 2, 3, 4, 9] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_STATE_KEYS = {
  0: 'placed',
  1: 'confirmed',
  2: 'production',
  3: 'shipped',
  4: 'completed',
  9: 'cancelled',
} as const satisfies Record<OrderState, string>;
export const CANCELLED: OrderState = 9;

export const ORDER_ACTIONS = ['confirm', 'produce', 'ship', 'complete', 'cancel', 'restore'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * Every legal move: an action, the states it starts from, the state it leads to. `restore`
 * leads back to the state the order was cancelled from (placed or confirmed), so its `to` is
 * null here and the server reads it from the order's history.
 */
export const ORDER_MOVES: Record<OrderAction, { from: readonly OrderState[]; to: OrderState | null }> = {
  confirm: { from: [0], to: 1 },
  produce: { from: [1], to: 2 },
  ship: { from: [2], to: 3 },
  complete: { from: [3], to: 4 },
  cancel: { from: [0, 1], to: 9 },
  restore: { from: [9], to: null },
};

/** The actions offered for an order in `state`. */
export const actionsFrom = (state: OrderState): OrderAction[] =>
  ORDER_ACTIONS.filter((a) => ORDER_MOVES[a].from.includes(state));

/** unpaid: nothing paid; partial: paid less than the amount; paid: paid in full. Follows every payment and refund. */
export const PAY_STATES = ['unpaid', 'partial', 'paid'] as const;
export type PayState = (typeof PAY_STATES)[number];

/** Where the order came from. */
export const ORDER_CHANNELS = ['pc', 'mobile', 'miniapp', 'counter'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export const PAYMENT_METHODS = ['wechat', 'alipay', 'bank', 'cash', 'monthly'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** success counts towards the order's paid amount; pending and failed (online payments not completed) do not. */
export const PAYMENT_STATES = ['success', 'pending', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Sort words of the order, payment and cart lists. */
export const ORDER_SORTS = ['time', 'amount', 'paid', 'orderno'] as const;
export const PAYMENT_SORTS = ['time', 'amount'] as const;
export const CART_SORTS = ['updated', 'created', 'amount'] as const;
