import { brokenPasswordRules } from '@bo/contract';
import type { MessageKey } from '../../i18n.js';

/**
 * The first rule a new password breaks (its message key), or null when it keeps them all. The
 * length is the contract's schema's to check; the account name and the common passwords
 * (packages/contract/src/common-passwords.ts, a few hundred, shipped with the project) are here.
 */
export function passwordRuleBroken(password: string, account: string): MessageKey | null {
  const broken = brokenPasswordRules(password, account);
  if (broken.includes('account')) return 'passwordHasAccount';
  if (broken.includes('common')) return 'passwordCommon';
  return null;
}
