import {
  callAddress,
  type CreateSoftKey,
  type GetSoftKeys,
  type RevokeSoftKey,
  type SoftwareLogin,
} from '@bo/contract';
import { call } from './http';

/**
 * Desktop-software sign-in (issue 14 #2). By address only: the definitions' zod schemas stay out
 * of the bundles (the /softwarelogin page loads this before sign-in).
 */
const EXCHANGE = callAddress<typeof SoftwareLogin>('POST', '/api/LAdmin/SoftwareLogin');
const KEYS = callAddress<typeof GetSoftKeys>('GET', '/api/Setting/SoftKeys');
const CREATE = callAddress<typeof CreateSoftKey>('POST', '/api/Setting/CreateSoftKey');
const REVOKE = callAddress<typeof RevokeSoftKey>('POST', '/api/Setting/RevokeSoftKey');

/** Quiet: the page shows why a link is refused in its own place. */
export const softwareLogin = async (token: string) => (await call(EXCHANGE, { body: { token } }, { quiet: true })).data;

export const getSoftKeys = async () => (await call(KEYS)).data;
/** Quiet: the dialog shows a refusal inside itself. */
export const createSoftKey = async (body: { name: string; userId: number }) =>
  (await call(CREATE, { body }, { quiet: true })).data;
export const revokeSoftKey = async (id: number) => (await call(REVOKE, { body: { id } })).data;
