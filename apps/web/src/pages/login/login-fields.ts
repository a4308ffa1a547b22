import type { LoginBody } from '@bo/contract';

export type LoginField = keyof LoginBody;
export const LOGIN_FIELDS: LoginField[] = ['gscode', 'username', 'password'];

/** Spec §5 login tips: each field is required; blanks do not count (except in the password). */
export function missingFields(values: LoginBody): LoginField[] {
  return LOGIN_FIELDS.filter((f) => (f === 'password' ? values[f] === '' : values[f].trim() === ''));
}

/** What is sent: codes and account names without stray spaces, the password as typed. */
export const cleanLogin = (v: LoginBody): LoginBody => ({ gscode: v.gscode.trim(), username: v.username.trim(), password: v.password });
