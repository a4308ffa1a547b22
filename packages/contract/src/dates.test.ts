import { describe, expect, it } from 'vitest';
import { DATE_MAX, DATE_MIN, dateString } from './index.js';

describe('dateString', () => {
  const d = dateString();

  it('accepts real days within the bounds', () => {
    for (const v of [DATE_MIN, DATE_MAX, '2024-02-29', '2000-02-29', '2026-12-31'])
      expect(d.safeParse(v).success, v).toBe(true);
  });

  it('refuses days that do not exist, with format "date"', () => {
    for (const v of [
      '2026-02-30',
      '2025-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      '20260101',
      '',
      'tomorrow',
    ]) {
      const issues = d.safeParse(v).error?.issues;
      expect(issues, v).toHaveLength(1);
      expect(issues?.[0], v).toMatchObject({ code: 'invalid_format', format: 'date' });
    }
  });

  it('refuses years outside 1900 … 2100 (PostgreSQL refuses 0000), naming the rule and bounds', () => {
    for (const v of ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31']) {
      expect(d.safeParse(v).error?.issues, v).toEqual([
        expect.objectContaining({
          code: 'custom',
          params: { rule: 'dateRange', min: '1900-01-01', max: '2100-12-31' },
        }),
      ]);
    }
  });
});
