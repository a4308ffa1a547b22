/** What other modules use of payments: they import it from here, never from its other files. */
export { paymentListSql, paymentRowsQuery } from './list-sql.js';
export { toPaymentRow } from './service.js';
