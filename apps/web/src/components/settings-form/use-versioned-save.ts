import { useState } from 'react';
import { isSessionEnded } from '../../api/http';
import { isStale, messageOf } from '../refusal';
import { showSuccess } from '../../lib/feedback';

/** Why a save was refused, and whether reading the settings again would help (someone saved meanwhile). */
export type Refusal = { text: string; stale: boolean };

/**
 * The state of a settings form saved under the version it read: `run` saves, says `saved` on
 * success and keeps the refusal otherwise (an ended session is left to the sign-in redirect).
 */
export function useVersionedSave(saved: string) {
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const run = async (write: () => Promise<void>) => {
    setSaving(true);
    setRefusal(null);
    try {
      await write();
      showSuccess(saved);
    } catch (e) {
      if (!isSessionEnded(e)) setRefusal({ text: messageOf(e), stale: isStale(e) });
    } finally {
      setSaving(false);
    }
  };
  return { saving, refusal, run };
}
