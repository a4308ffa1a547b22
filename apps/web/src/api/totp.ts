import {
  callAddress,
  type GetTotpStatus,
  type TotpDisable,
  type TotpEnable,
  type TotpReset,
  type TotpSetup,
} from '@bo/contract';
import { call } from './http';

/**
 * Two-factor sign-in (issue 39): one's own enrolment (status, setup, enable, disable) and an
 * administrator's reset of another account's. By address only: the definitions' zod schemas stay
 * out of the personal center's and the staff page's bundles.
 */
const STATUS = callAddress<typeof GetTotpStatus>('GET', '/api/UManage/TotpStatus');
const SETUP = callAddress<typeof TotpSetup>('POST', '/api/UManage/TotpSetup');
const ENABLE = callAddress<typeof TotpEnable>('POST', '/api/UManage/TotpEnable');
const DISABLE = callAddress<typeof TotpDisable>('POST', '/api/UManage/TotpDisable');
const RESET = callAddress<typeof TotpReset>('POST', '/api/UManage/TotpReset');

/** Enrolled or not, since when, the recovery codes left, and whether one's role requires it. */
export const getTotpStatus = async () => (await call(STATUS)).data;

/**
 * Writes go out `quiet`: the card or dialog that made them shows a refusal itself (a wrong code
 * beside the code) and keeps what was typed.
 */
export const startTotpSetup = async () => (await call(SETUP, {}, { quiet: true })).data;
export const enableTotp = async (code: string) => (await call(ENABLE, { body: { code } }, { quiet: true })).data;
export const disableTotp = async (password: string, code: string) =>
  (await call(DISABLE, { body: { password, code } }, { quiet: true })).data;
export const resetTotp = async (userId: number) => (await call(RESET, { body: { userId } }, { quiet: true })).data;
