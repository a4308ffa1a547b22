import {
  callAddress,
  type Get_LoginData,
  type LoginQrCode,
  type QrLoginConfirm,
  type QrLoginInfo,
  type QrLoginReject,
} from '@bo/contract';
import { call } from './http';

/**
 * QR-code sign-in (issue 14 #1). By address only: the definitions' zod schemas stay out of the
 * sign-in page's bundle. Quiet: the sign-in page and the phone's page show failures themselves
 * (neither has the frame's message engine).
 */
const LOGIN_QR_CODE = callAddress<typeof LoginQrCode>('GET', '/api/LAdmin/loginqrcode');
const GET_LOGIN_DATA = callAddress<typeof Get_LoginData>('GET', '/api/LAdmin/Get_LoginData');
const QR_LOGIN_INFO = callAddress<typeof QrLoginInfo>('GET', '/api/LAdmin/QrLoginInfo');
const QR_LOGIN_CONFIRM = callAddress<typeof QrLoginConfirm>('POST', '/api/LAdmin/QrLoginConfirm');
const QR_LOGIN_REJECT = callAddress<typeof QrLoginReject>('POST', '/api/LAdmin/QrLoginReject');

/** The browser on /login: a new code, its poll key, link and image. */
export const newLoginQrCode = async () => (await call(LOGIN_QR_CODE, {}, { quiet: true })).data;
/** The browser on /login: the code's state, and the session once a phone confirmed. */
export const pollLoginQrCode = async (pollKey: string) =>
  (await call(GET_LOGIN_DATA, { query: { pollKey } }, { quiet: true })).data;

/** The phone: who asks (and the code is marked scanned). */
export const qrLoginInfo = async (code: string) =>
  (await call(QR_LOGIN_INFO, { query: { code } }, { quiet: true })).data;
export const confirmQrLogin = async (code: string) =>
  (await call(QR_LOGIN_CONFIRM, { body: { code } }, { quiet: true })).data;
export const rejectQrLogin = async (code: string) =>
  (await call(QR_LOGIN_REJECT, { body: { code } }, { quiet: true })).data;
