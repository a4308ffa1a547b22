/** What other modules use of umanage: they import it from here, never from its other files. */
export { switchTargets } from './service.js';
