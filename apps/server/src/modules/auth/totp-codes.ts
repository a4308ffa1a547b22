import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@bo/contract';

/**
 * The arithmetic of two-factor sign-in, kept apart from the database: otplib's RFC 6238 codes
 * (SHA-1, 6 digits, 30 s) and the recovery codes. docs/decisions/0149-two-factor-sign-in.md.
 */

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base32. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, issuer: string, label: string): string =>
  generateURI({ issuer, label, secret, algorithm: 'sha1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });

/**
 * The time step `code` belongs to, when it is the secret's code of the step now, the one before or
 * the one after (clock drift), and of a step later than `afterStep` (a code is used once); else null.
 */
export async function totpStep(secret: string, code: string, afterStep: number): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    algorithm: 'sha1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(afterStep > 0 ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Letters and digits a person copies without confusing them (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten new recovery codes as shown, "7KQ2M-XW4PA": 10 characters of 31, about 50 bits each. */
export function newRecoveryCodes(): string[] {
  const one = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(one());
  return [...codes].map((c) => `${c.slice(0, 5)}-${c.slice(5)}`);
}

/**
 * What is stored of a recovery code: its SHA-256 (the contract's parser has already dropped the
 * dash and spaces and upper-cased it). A fast hash suffices: the codes are random, 50 bits each,
 * and a wrong one counts in the sign-in throttle like a wrong password.
 */
export const recoveryHash = (code: string): string =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
