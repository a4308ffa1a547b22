/** What other modules use of cards: they import it from here, never from its other files. */
export { assertOwnImages } from './images.js';
export { type Audit, sizeOptions, toSizeOption } from './service.js';
