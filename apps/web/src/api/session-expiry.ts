import { SESSION_EXPIRED_REDIRECT_MS } from '@bo/contract';
import { showWarning } from '../lib/feedback';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';
import { BRANCHES_ROUTE, isViewing, keptOwner, restoreOwner } from '../stores/viewing';
import { wordIn } from '../locales/words';
import { CLIENT_MESSAGES } from './error-message';

let scheduled = false;

/** Where the user was, so the sign-in page can bring them back. */
export const loginUrlFor = (from: string) =>
  from && !from.startsWith('/login') ? `/login?redirect=${encodeURIComponent(from)}` : '/login';

/** A code 7 has been seen: the redirect to /login is under way. */
export const sessionEnding = () => scheduled;

/** The longest the user is kept waiting for the warning (the frame's code may never arrive). */
const MAX_WAIT_FOR_WARNING_MS = 6000;

/**
 * Code 7 (spec §8): the user is told, then after 1.5 s the login flag goes false, the html class
 * is removed, the user goes to /login and the page reloads. The 1.5 s count from when the
 * warning is on screen (`shown`): a call the route loader started can fail before the frame
 * that shows messages has loaded, and leaving earlier would take the warning with it. Several
 * failing calls schedule it only once; returns true only for the first.
 */
export function expireSession(shown: Promise<void> = Promise.resolve()): boolean {
  if (scheduled) return false;
  schedule(shown, () => {
    useUserStore.getState().signOut();
    useMenuStore.getState().clear();
    document.documentElement.removeAttribute('class');
    const { pathname, search } = window.location;
    // Assigning the address loads /login afresh: the reload the spec asks for.
    window.location.assign(loginUrlFor(pathname + search));
  });
  return true;
}

/** Runs `leave` once, 1.5 s after the warning is on screen (or at the latest after the longest wait). */
function schedule(shown: Promise<void>, leave: () => void) {
  scheduled = true;
  let left = false;
  const once = () => {
    if (left) return;
    left = true;
    leave();
  };
  void shown.then(() => setTimeout(once, SESSION_EXPIRED_REDIRECT_MS));
  setTimeout(once, SESSION_EXPIRED_REDIRECT_MS + MAX_WAIT_FOR_WARNING_MS);
}

/**
 * Code 7 in a read-only view of a branch (issue 41): the view is over (its hour, or ended
 * elsewhere), not the platform owner's own session. The owner is told, put back as the signed-in
 * user, and brought to the branches page; should the owner's session have ended too, its first
 * call there answers code 7 and the ordinary way to /login follows.
 */
function endView(): void {
  const words = wordIn(CLIENT_MESSAGES.viewEnded, useUserStore.getState().language);
  schedule(showWarning(words, 'session-ended'), () => {
    restoreOwner();
    window.location.assign(BRANCHES_ROUTE);
  });
}

/** A call answered code 7: one warning however many calls fail, then /login (expireSession). */
export function endSession(message: string): void {
  if (scheduled) return;
  if (isViewing() && keptOwner()) endView();
  else expireSession(showWarning(message, 'session-ended'));
}
