/** What other modules use of push: they import it from here, never from its other files. */
export { publish } from './events.js';
