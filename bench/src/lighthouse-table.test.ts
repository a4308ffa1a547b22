import { describe, expect, it } from 'vitest';
import { lighthouseTable, TABLE_END, TABLE_START, withTable, type TableRow } from './lighthouse-table.js';

const row = (profile: string, page: string, performance: number): TableRow => ({
  profile,
  page,
  performance,
  accessibility: 100,
  fcpMs: 2660,
  lcpMs: 7160,
  tbtMs: 2028,
  cls: 0.002,
  jsTransferBytes: 520_081,
  jsRequests: 88,
  benchmarkIndex: performance * 20,
  runs: [{ performance: performance - 1 }, { performance }, { performance: performance + 2 }],
});
const ctx = { at: new Date('2026-12-03T22:00:00Z'), commit: 'ec87153', lighthouse: '12.8.2', chromium: 'Chrome/156' };

describe('the Lighthouse table in docs/benchmarks.md', () => {
  it('gives each page and profile its median, runs and metrics, with the date, commit and host speed', () => {
    const table = lighthouseTable([row('mobile', '/user/account', 41), row('desktop', '/user/account', 88)], ctx);
    expect(table).toContain('Measured 2026-12-03 on commit ec87153: Lighthouse 12.8.2, Chrome/156,');
    expect(table).toContain('median of 3 run(s) a page, host benchmark index 820–1,760.');
    expect(table).toContain(
      '| mobile | `/user/account` | 41 (40, 41, 43) | 100 | 2.7 s | 7.2 s | 2,028 ms | 0.002 | 508 KB |',
    );
    expect(table.split('\n').filter((l) => l.startsWith('| desktop'))).toHaveLength(1);
  });

  it('replaces only what lies between the markers, and the markers stay', () => {
    const doc = `# Benchmarks\n\nbefore\n${TABLE_START}\nold table\n${TABLE_END}\nafter\n`;
    const next = withTable(doc, 'new table');
    expect(next).toBe(`# Benchmarks\n\nbefore\n${TABLE_START}\nnew table\n${TABLE_END}\nafter\n`);
    expect(withTable(next, 'newer')).toContain(`${TABLE_START}\nnewer\n${TABLE_END}`);
  });

  it('refuses a document without the markers, or with them twice, rather than write the table anywhere', () => {
    expect(() => withTable('# Benchmarks\n', 't')).toThrow(/markers/);
    expect(() => withTable(`${TABLE_START}\n${TABLE_END}\n${TABLE_START}\n${TABLE_END}`, 't')).toThrow(/markers/);
    expect(() => withTable(`${TABLE_END}\n${TABLE_START}`, 't')).toThrow(/markers/);
  });
});
