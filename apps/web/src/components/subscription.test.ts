import { describe, expect, it } from 'vitest';
import { expiresSoon } from './subscription';

const today = new Date(2026, 10, 21, 10, 0);

describe('expiresSoon (spec §4 Subscription)', () => {
  it('is red when one month or less remains', () => {
    expect(expiresSoon('2026-12-10', today)).toBe(true);
    expect(expiresSoon('2026-12-21', today)).toBe(true);
  });
  it('is not red with more than one month left', () => {
    expect(expiresSoon('2026-12-22', today)).toBe(false);
    expect(expiresSoon('2027-06-30', today)).toBe(false);
  });
  it('is red once expired', () => expect(expiresSoon('2026-11-01', today)).toBe(true));
  it('ignores empty and unreadable dates', () => {
    expect(expiresSoon('', today)).toBe(false);
    expect(expiresSoon('soon', today)).toBe(false);
  });
});
