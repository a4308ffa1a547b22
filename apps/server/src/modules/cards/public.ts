/** What other modules use of cards: they import it from here, never from its other files. */
export { assertOwnImages } from './images.js';
export { sizeOptions, toSizeOption } from './service.js';
