import { brokenPasswordRules, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@bo/contract';

/**
 * The rules of a new password as the form lists them while the user types: the server's own
 * (length, not the account name, not a common password: the same function from the contract),
 * then that it differs from the current one and that both entries match. The server checks
 * again and decides.
 */
export const PASSWORD_CHECKS = ['length', 'account', 'common', 'differs', 'matches'] as const;
export type PasswordCheck = (typeof PASSWORD_CHECKS)[number];

export interface PasswordInput {
  current: string;
  next: string;
  confirm: string;
}

/** Which checks the input meets; nothing typed yet meets nothing. */
export function passwordChecks(input: PasswordInput, account: string): Record<PasswordCheck, boolean> {
  const typed = input.next.length > 0;
  const broken = brokenPasswordRules(input.next, account);
  return {
    length: typed && !broken.includes('length'),
    account: typed && !broken.includes('account'),
    common: typed && !broken.includes('common'),
    differs: typed && input.next !== input.current,
    matches: typed && input.next === input.confirm,
  };
}

export const passwordAcceptable = (input: PasswordInput, account: string) =>
  input.current.length > 0 && Object.values(passwordChecks(input, account)).every(Boolean);

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };
