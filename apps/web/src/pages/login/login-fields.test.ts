import { describe, expect, it } from 'vitest';
import { loginBody, maxLengthOf } from '@bo/contract';
import { cleanLogin, firstToFill, LOGIN_FIELDS, LOGIN_MAX_LENGTH, missingFields } from './login-fields';

describe('sign-in validation (spec §5)', () => {
  it('asks for branch code, account and password', () => {
    expect(missingFields({ gscode: '', username: '', password: '' })).toEqual(['gscode', 'username', 'password']);
  });
  it('treats blanks as missing, except in the password', () => {
    expect(missingFields({ gscode: '  ', username: 'admin', password: ' ' })).toEqual(['gscode']);
  });
  it('passes a complete form and trims what is sent', () => {
    expect(missingFields({ gscode: '001', username: 'admin', password: 'x' })).toEqual([]);
    expect(cleanLogin({ gscode: ' 001 ', username: ' admin', password: ' p ' })).toEqual({
      gscode: '001',
      username: 'admin',
      password: ' p ',
    });
  });
});

describe('sign-in fields (issue 8 #2, #10)', () => {
  it("limits each field exactly as the contract's loginBody does", () => {
    for (const f of LOGIN_FIELDS) expect(LOGIN_MAX_LENGTH[f], f).toBe(maxLengthOf(loginBody.shape[f]));
  });
  it('starts in the first empty field, or the password when branch code and account are remembered', () => {
    expect(firstToFill({ gscode: '', username: '', password: '' })).toBe('gscode');
    expect(firstToFill({ gscode: '001', username: '', password: '' })).toBe('username');
    expect(firstToFill({ gscode: '001', username: 'admin', password: '' })).toBe('password');
  });
});
