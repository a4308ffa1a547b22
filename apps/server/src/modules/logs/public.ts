/** What other modules use of the logs: they import it from here, never from its other files. */
export { purgeOldLogs, purgeSignInLeftovers } from './retention.js';
export { loginLogExportSpec, operationLogExportSpec } from './export.js';
