import type { LoginLogReason } from '@bo/contract';
import type { TagColour } from '../../../components/tag';

/** The tag colour of each sign-in outcome: the branch's sign-in log and one's own latest sign-ins. */
export const REASON_COLOUR: Record<LoginLogReason, TagColour> = {
  ok: 'green',
  switch: 'blue',
  bad_credentials: 'red',
  disabled: 'grey',
  throttled: 'orange',
  pending: 'gold',
  qr_issued: 'default',
  qr_scanned: 'default',
  qr_confirmed: 'blue',
  qr_rejected: 'orange',
  qr: 'green',
  qr_refused: 'red',
  software: 'green',
  software_refused: 'red',
  unlock: 'green',
  totp_required: 'default',
  bad_totp: 'red',
  recovery: 'gold',
  totp_off: 'orange',
};
