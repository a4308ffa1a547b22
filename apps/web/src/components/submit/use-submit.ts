import { useCallback, useState } from 'react';
import { showError } from '../../lib/feedback';
import { isSessionEnded } from '../../api/http';
import { isStale, messageOf } from '../refusal';

/** The longest a submit waits for the list's re-read after a 409 (a slow network): then it is free again. */
export const STALE_REREAD_WAIT_MS = 10_000;

/** Which of a page's rows (or true: the one form) a write is running for. */
export type SubmitKey = string | number | true;

export interface SubmitOptions {
  /** After a 409 (the row changed meanwhile): read the list again; the submit stays busy until it is in. */
  onStale?: () => unknown;
  /**
   * Where a refusal shows. `inline` (a dialog, a form): kept as `refusal` for a RefusalAlert above
   * the fields, the dialog staying open. `message`: a message at the top (a row's switch or button,
   * which has no room of its own). `by-call`: the call was not sent quiet, the HTTP client has said why.
   */
  show?: 'inline' | 'message' | 'by-call';
}

/**
 * The one way the console writes (issue 35): `run(work, key?)` runs a write the user started,
 * `busy` while it runs (`busyWith(key)` for the row it runs for), its refusal shown where
 * `show` says, a new run clearing the last refusal. `work` does the success part itself (read
 * again, say so, close). run never throws; it answers whether work succeeded.
 *
 * After a 409 the submit stays busy until onStale's promise (the list read again) settles: a
 * dialog acting on the list's newest row would otherwise let a quick second try send the old
 * version again and be refused the same way (seen in CI: a retry within the re-read).
 */
export function useSubmit({ onStale, show = 'inline' }: SubmitOptions = {}) {
  const [running, setRunning] = useState<SubmitKey | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>, key: SubmitKey = true): Promise<boolean> => {
    setRunning(key);
    setRefusal(null);
    try {
      await work();
      return true;
    } catch (e) {
      // An ended session (code 7): the HTTP client has said so once and is leaving for /login.
      if (isSessionEnded(e)) return false;
      if (show === 'inline') setRefusal(messageOf(e));
      else if (show === 'message') showError(messageOf(e));
      // A failed re-read is the list's own error to show; the refusal stands either way.
      if (isStale(e)) await reread(onStale);
      return false;
    } finally {
      setRunning(null);
    }
  };
  const busyWith = useCallback((key: SubmitKey) => running === key, [running]);
  return { busy: running !== null, busyWith, refusal, run, setRefusal };
}

async function reread(onStale: (() => unknown) | undefined) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise((resolve) => (timer = setTimeout(resolve, STALE_REREAD_WAIT_MS)));
  await Promise.race([Promise.resolve(onStale?.()).catch(() => undefined), waited]);
  clearTimeout(timer);
}
