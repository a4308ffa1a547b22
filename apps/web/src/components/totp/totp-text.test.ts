import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_PATTERN } from '@bo/contract';
import { groupSecret, isCompleteCode, normaliseCode, recoveryFileName, recoveryFileText } from './totp-text';

describe('two-factor texts', () => {
  it('groups the secret in fours, whatever spaces it came with', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupSecret(' JBSW Y3DP ')).toBe('JBSW Y3DP');
    expect(groupSecret('')).toBe('');
  });

  it('takes a code as an app shows it: spaces dropped, six characters at most', () => {
    expect(normaliseCode('123 456')).toBe('123456');
    expect(normaliseCode(' 12 34 56 7')).toBe('123456');
    expect(normaliseCode('12a')).toBe('12a');
    expect(normaliseCode(undefined)).toBe('');
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
    expect(isCompleteCode(undefined)).toBe(false);
  });

  it('names the file by branch and account, in characters every system accepts', () => {
    expect(recoveryFileName('001', 'zhang.san@x')).toBe('001-zhang_san_x-recovery-codes.txt');
    expect(recoveryFileName('001', 'admin')).toBe('001-admin-recovery-codes.txt');
    expect(recoveryFileName('001', '张三')).toBe('001-account-recovery-codes.txt');
  });

  it('writes who, when, how, then one code a line', () => {
    const codes = ['7KQ2M-XW4PA', 'ABCDE-23456'];
    for (const c of codes) expect(c).toMatch(RECOVERY_CODE_PATTERN);
    const text = recoveryFileText(codes, {
      system: '电商平台',
      gscode: '001',
      account: 'admin',
      madeAt: '2026-12-04 18:00',
      notes: ['Each code works once.'],
    });
    expect(text.split('\r\n')).toEqual([
      '电商平台 · 001 / admin',
      '2026-12-04 18:00',
      '',
      'Each code works once.',
      '',
      '7KQ2M-XW4PA',
      'ABCDE-23456',
      '',
    ]);
  });
});
