import { describe, expect, it } from 'vitest';
import { parseAbandonDays } from './abandon-days';

describe('parseAbandonDays', () => {
  it('takes a whole number of days from 1 to 365, spaces around allowed', () => {
    expect(parseAbandonDays('1')).toBe(1);
    expect(parseAbandonDays(' 30 ')).toBe(30);
    expect(parseAbandonDays('365')).toBe(365);
    expect(parseAbandonDays('007')).toBe(7);
  });

  it('refuses what the server would refuse, instead of clamping it', () => {
    for (const bad of ['', '0', '366', '1000', '-3', '2.5', '1e2', 'abc', '３０', '30 days'])
      expect(parseAbandonDays(bad), bad).toBeNull();
  });
});
