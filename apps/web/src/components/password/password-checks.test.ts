import { describe, expect, it } from 'vitest';
import { passwordAcceptable, passwordChecks } from './password-checks';

describe('the new password rules shown while typing', () => {
  it('meets nothing before anything is typed', () => {
    expect(Object.values(passwordChecks({ current: '', next: '', confirm: '' }, 'zhangsan')).some(Boolean)).toBe(false);
  });

  it('follows the server rules: length, account name in any case, common passwords', () => {
    const c = (next: string) => passwordChecks({ current: 'old-secret', next, confirm: next }, 'zhangsan');
    expect(c('short1!')).toMatchObject({ length: false, account: true, common: true });
    expect(c('my-ZhangSan-1')).toMatchObject({ length: true, account: false });
    expect(c('password123')).toMatchObject({ length: true, common: false });
    expect(c('Qz7!pL2mWx')).toEqual({ length: true, account: true, common: true, differs: true, matches: true });
  });

  it('wants a password other than the current one, typed twice the same', () => {
    expect(passwordChecks({ current: 'Qz7!pL2mWx', next: 'Qz7!pL2mWx', confirm: 'Qz7!pL2mWx' }, 'me').differs).toBe(
      false,
    );
    expect(passwordChecks({ current: 'a', next: 'Qz7!pL2mWx', confirm: 'Qz7!pL2mWy' }, 'me').matches).toBe(false);
    expect(passwordAcceptable({ current: '', next: 'Qz7!pL2mWx', confirm: 'Qz7!pL2mWx' }, 'me')).toBe(false);
    expect(passwordAcceptable({ current: 'old', next: 'Qz7!pL2mWx', confirm: 'Qz7!pL2mWx' }, 'me')).toBe(true);
  });
});
