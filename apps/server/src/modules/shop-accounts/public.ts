/** What other modules use of shop-accounts: they import it from here, never from its other files. */
export { clientOf } from './service.js';
