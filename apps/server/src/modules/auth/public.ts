/** What other modules use of auth: they import it from here, never from its other files. */
export { hashPassword } from './password.js';
export { passwordRuleBroken } from './password-rules.js';
export { clientOf, type Client } from './attempts.js';
export { startSession, startView } from './service.js';
export { assertKeyMakerStrong, clearTotp, resealTotpSecrets } from './totp.js';
