import { lazyPart } from '../../../lib/lazy-part';

/** The confirmation of signing a device out: loaded when first asked, or on a hover of its button. */
export const SessionConfirm = lazyPart(() => import('./session-confirm'));
