/** What other modules use of staff: they import it from here, never from its other files. */
export { assertRoleWithinOwnPower, assertWithinOwnPower, makerHoldsAccount } from './guards.js';
