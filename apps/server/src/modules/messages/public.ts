/** What other modules use of messages: they import it from here, never from its other files. */
export { sendMessage, settleTodos } from './send.js';
