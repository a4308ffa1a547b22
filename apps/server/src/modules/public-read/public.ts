/** What other modules use of public-read: they import it from here, never from its other files. */
export { registerPublicRead } from './register.js';
