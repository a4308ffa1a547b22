import { lockSession, unlockSession } from '../api/lock';
import { useLockStore } from '../stores/lock';
import { queryClient } from './query-client';

/** The longest the lock waits for the console's calls already on their way. */
const SETTLE_MS = 3_000;
const SETTLE_STEP_MS = 50;

/** Resolves once no query of the console is being fetched (or after SETTLE_MS). */
function settled(): Promise<void> {
  const until = Date.now() + SETTLE_MS;
  return new Promise((resolve) => {
    const check = () =>
      queryClient.isFetching() === 0 || Date.now() >= until ? resolve() : setTimeout(check, SETTLE_STEP_MS);
    check();
  });
}

/** The lock on its way to the server: an unlock waits for it, so the unlock is the last word. */
let locking: Promise<void> = Promise.resolve();

/**
 * Locks the console (the user menu, the idle lock): the lock screen goes up and the queries pause
 * at once, then, once the calls already on their way are answered, the server locks the session.
 * In that order no call of this tab meets the lock's refusal (a 423 in the browser's console).
 */
export function lockConsole(): Promise<void> {
  useLockStore.getState().setLocked(true);
  locking = settled().then(async () => {
    // Not locked on the server (no connection): the screen stays up and asks for the password anyway.
    if (useLockStore.getState().locked) await lockSession().catch(() => undefined);
  });
  return locking;
}

/** Unlocks with the account's password; a refusal (wrong password, the pause) is the caller's to show. */
export async function unlockConsole(password: string): Promise<void> {
  await locking;
  await unlockSession(password);
  useLockStore.getState().setLocked(false);
}
