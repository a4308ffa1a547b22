/**
 * The QR-code sign-in's numbers and the phone page's address, without any schema, so the sign-in
 * page (120 KB budget) uses them without carrying zod (qr-login.ts re-exports them).
 */

/** How long a code may be scanned and decided on; the sign-in page shows a new one after. */
export const QR_LOGIN_SECONDS = 120;
/** How long a confirmed code may still be collected by its browser (which polls every second). */
export const QR_LOGIN_COLLECT_SECONDS = 60;
/** How often the sign-in page asks Get_LoginData while the QR tab is shown. */
export const QR_LOGIN_POLL_MS = 1000;
/** The phone's page: /qrlogin?c=<code>. */
export const QR_LOGIN_PATH = '/qrlogin';
