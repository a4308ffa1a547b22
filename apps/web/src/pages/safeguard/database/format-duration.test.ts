import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('a running time', () => {
  it('reads in the unit people use for it', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(850.4)).toBe('850 ms');
    expect(formatDuration(12_449)).toBe('12.4 s');
    expect(formatDuration(185_000)).toBe('3 min 05 s');
    expect(formatDuration(2 * 3600_000 + 7 * 60_000 + 30_000)).toBe('2 h 07 min');
  });
});
