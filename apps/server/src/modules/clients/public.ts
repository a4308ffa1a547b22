/** What other modules use of clients: they import it from here, never from its other files. */
export { requiredFieldsOf } from './required-fields.js';
export { insertClients } from './service.js';
