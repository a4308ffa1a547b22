import { useState } from 'react';
import { Alert } from 'antd';
import { isStale, messageOf } from './refusal';
import './dialog-submit.css';

/**
 * What a console dialog's submit shares: a refusal shows inside the dialog, which stays open (the
 * user reads why and nothing typed is lost), and a 409 (the row changed meanwhile) also reads the
 * list again, so trying again acts on what the user now sees.
 */
export { isStale, messageOf };

/** The refusal above the dialog's content; testId keeps each page's own test id. */
export function RefusalAlert({ text, testId }: { text: string | null; testId?: string }) {
  return text ? (
    <Alert className="bo-dialog-alert" type="error" showIcon title={text} role="alert" data-testid={testId} />
  ) : null;
}

/** The longest the dialog waits for the list's re-read after a 409 (a slow network): then the button is free again. */
export const STALE_REREAD_WAIT_MS = 10_000;

/**
 * busy while work runs; a failure of work becomes the refusal (and calls onStale on a 409), a new
 * run clears the last one. work does the success part itself (read again, say so, close). run
 * never throws; it answers whether work succeeded.
 *
 * After a 409 the dialog stays busy until onStale's promise (the list read again) settles: a
 * dialog acting on the list's newest row would otherwise let a quick second try send the old
 * version again and be refused the same way (seen in CI: a retry within the re-read).
 */
export function useDialogSubmit({ onStale }: { onStale?: () => unknown } = {}) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = async (work: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setRefusal(null);
    try {
      await work();
      return true;
    } catch (e) {
      setRefusal(messageOf(e));
      // A failed re-read is the list's own error to show; the refusal stands either way.
      if (isStale(e)) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const waited = new Promise((resolve) => (timer = setTimeout(resolve, STALE_REREAD_WAIT_MS)));
        await Promise.race([Promise.resolve(onStale?.()).catch(() => undefined), waited]);
        clearTimeout(timer);
      }
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, run, setRefusal };
}
