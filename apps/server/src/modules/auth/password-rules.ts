import type { MessageKey } from '../../i18n.js';

/**
 * Passwords people pick first; refused as new passwords whatever their length. Compared in
 * lower case. A short list shipped with the project (no network is needed to check it).
 */
const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '87654321', '11111111', '00000000', '88888888', '66666666',
  '12341234', '11223344', '123123123', '147258369', '123456abc', '1qaz2wsx', '1q2w3e4r', '1q2w3e4r5t',
  'qwertyui', 'qwerty123', 'qwertyuiop', 'asdfghjk', 'asdfasdf', 'zxcvbnm1', 'abcd1234', 'abc12345',
  'abcdefgh', 'a1234567', 'a12345678', 'aa123456', 'password', 'password1', 'password123', 'passw0rd',
  'p@ssw0rd', 'p@ssword', 'iloveyou', 'sunshine', 'princess', 'football', 'baseball', 'welcome1',
  'admin123', 'admin1234', 'admin888', 'administrator', 'root1234', 'letmein1', 'changeme', 'trustno1',
  'woaini520', 'woaini1314', '5201314a', 'a5201314', '1314520a', 'qq123456', 'wang1234', 'zhang123',
  'dragon12', 'monkey12', 'master12', 'superman', 'computer', 'internet', 'michelle', 'whatever',
]);

/** The first rule a new password breaks (its message key), or null when it keeps them all. */
export function passwordRuleBroken(password: string, account: string): MessageKey | null {
  const lower = password.toLowerCase();
  if (lower.includes(account.toLowerCase()) && account.length >= 3) return 'passwordHasAccount';
  if (COMMON_PASSWORDS.has(lower)) return 'passwordCommon';
  return null;
}
