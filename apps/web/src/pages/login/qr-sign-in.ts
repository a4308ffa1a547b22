/**
 * What the QR tab of the sign-in page needs from the HTTP client, loaded when the tab is shown
 * (like sign-in.ts for the account form): the page's first load stays without the client.
 */
export { newLoginQrCode, pollLoginQrCode } from '../../api/qr-login';
export { ApiError } from '../../api/http';
export { keepSignedIn } from './sign-in';
