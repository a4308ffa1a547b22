import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-days.js';

describe('addDays: calendar days as YYYY-MM-DD', () => {
  it('crosses months, years and leap days both ways', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-03-01', -1)).toBe('2023-02-28');
    expect(addDays('2026-12-05', -365)).toBe('2025-12-05');
    expect(addDays('2026-12-05', 0)).toBe('2026-12-05');
  });

  it('keeps years below 100 as they are written', () => {
    expect(addDays('0050-12-31', 1)).toBe('0051-01-01');
  });
});
