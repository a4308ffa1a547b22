import type { LoginBody } from '@bo/contract';

/** The form's own fields (a code, when the account asks for one, comes in a step of its own). */
export type LoginField = 'gscode' | 'username' | 'password';
export const LOGIN_FIELDS: LoginField[] = ['gscode', 'username', 'password'];

/**
 * The contract's limits of loginBody, written out: the sign-in page must not load zod to read
 * them (its budget), and login-fields.test.ts proves they equal the contract's. The browser
 * refuses characters past them; a counter would not help anyone type their own account.
 */
export const LOGIN_MAX_LENGTH: Record<LoginField, number> = { gscode: 20, username: 50, password: 200 };

/** Where the cursor starts: the first empty field, else the password (codes remembered from last time). */
export const firstToFill = (values: LoginBody): LoginField => LOGIN_FIELDS.find((f) => values[f] === '') ?? 'password';

/** Spec §5 login tips: each field is required; blanks do not count (except in the password). */
export function missingFields(values: LoginBody): LoginField[] {
  return LOGIN_FIELDS.filter((f) => (f === 'password' ? values[f] === '' : values[f].trim() === ''));
}

/** What is sent: codes and account names without stray spaces, the password as typed. */
export const cleanLogin = (v: LoginBody): LoginBody => ({
  gscode: v.gscode.trim(),
  username: v.username.trim(),
  password: v.password,
});
