/** What other modules use of orders: they import it from here, never from its other files. */
export { loadOrderDetail } from './detail.js';
export { orderRowsSql, orderWhere, toOrderRow } from './list-query.js';
export { staleOrder } from './moves.js';
export { rollupPeriods, type PeriodPiece } from './rollup-periods.js';
