import { describe, expect, it } from 'vitest';
import { cleanLogin, missingFields } from './login-fields';

describe('sign-in validation (spec §5)', () => {
  it('asks for branch code, account and password', () => {
    expect(missingFields({ gscode: '', username: '', password: '' })).toEqual(['gscode', 'username', 'password']);
  });
  it('treats blanks as missing, except in the password', () => {
    expect(missingFields({ gscode: '  ', username: 'admin', password: ' ' })).toEqual(['gscode']);
  });
  it('passes a complete form and trims what is sent', () => {
    expect(missingFields({ gscode: '001', username: 'admin', password: 'x' })).toEqual([]);
    expect(cleanLogin({ gscode: ' 001 ', username: ' admin', password: ' p ' })).toEqual({ gscode: '001', username: 'admin', password: ' p ' });
  });
});
