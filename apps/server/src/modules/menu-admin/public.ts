/** What other modules use of menu-admin: they import it from here, never from its other files. */
export { isPlatformBranch } from './service.js';
