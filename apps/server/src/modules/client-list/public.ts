/** What other modules use of client-list: they import it from here, never from its other files. */
export { clientCountQuery, clientRowsQuery } from './list-sql.js';
export { claimGuestcode, claimGuestcodes, toClientRow } from './service.js';
