import { Alert } from 'antd';
import { ApiError } from '../../../api/http';

/**
 * What the dialogs of the client accounts page share: a refusal shows inside the dialog, which
 * stays open, and a 409 (the row changed meanwhile) also reads the list again, so trying again
 * acts on what the user now sees.
 */
export const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Someone changed the row since the list was read: the server says so and the list is read again. */
export const isStale = (e: unknown) => e instanceof ApiError && e.status === 409;

export function RefusalAlert({ text }: { text: string | null }) {
  return text ? <Alert className="acc-dialog-alert" type="error" showIcon title={text} role="alert" data-testid="acc-dialog-error" /> : null;
}
