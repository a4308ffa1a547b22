/** What other modules use of the maintenance pages: they import it from here, never from its other files. */
export { PROCESS_ID } from './server-report.js';
