/** What other modules use of uploads: they import it from here, never from its other files. */
export { isOwnImage } from './service.js';
