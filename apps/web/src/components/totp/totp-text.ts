import { TOTP_DIGITS } from '@bo/contract';

/**
 * What the two-factor cards show and hand over, without any UI (issue 39): the secret grouped for
 * reading, the code as typed, and the recovery codes' text file.
 */

/** The digits of an authenticator code. */
export const CODE_DIGITS = TOTP_DIGITS;

/** The secret in groups of four, as an app's "enter a key" screen reads best: "JBSW Y3DP EHPK 3PXP". */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/**
 * The code as typed or pasted: spaces dropped ("123 456" from an app's display), then at most six
 * characters. Letters are kept, so the form can say "six digits" rather than silently dropping them.
 */
export function normaliseCode(typed: string | undefined): string {
  return (typed ?? '').replace(/\s/g, '').slice(0, CODE_DIGITS);
}

/** Whether a typed code is complete: six digits. */
export const isCompleteCode = (code: string | undefined) => new RegExp(`^\\d{${CODE_DIGITS}}$`).test(code ?? '');

/** A file name of letters, digits, - and _ only: "001-zhang_san-recovery-codes.txt". */
export function recoveryFileName(gscode: string, account: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || 'account';
  return `${safe(gscode)}-${safe(account)}-recovery-codes.txt`;
}

export interface RecoveryFileText {
  /** The console's name, e.g. "电商平台". */
  system: string;
  gscode: string;
  account: string;
  /** When they were made, as the branch's clock says it. */
  madeAt: string;
  /** Each line of explanation, in the reader's language. */
  notes: string[];
}

/**
 * The recovery codes' text file: who they are for and when they were made, how to use them, then
 * one code a line. CRLF line ends, so Windows' Notepad shows the lines too.
 */
export function recoveryFileText(codes: readonly string[], about: RecoveryFileText): string {
  const lines = [
    `${about.system} · ${about.gscode} / ${about.account}`,
    about.madeAt,
    '',
    ...about.notes,
    '',
    ...codes,
    '',
  ];
  return lines.join('\r\n');
}
