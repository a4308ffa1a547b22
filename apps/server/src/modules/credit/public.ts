/** What other modules use of credit: they import it from here, never from its other files. */
export { creditLimitSql, creditUsedSql } from './credit-used.js';
