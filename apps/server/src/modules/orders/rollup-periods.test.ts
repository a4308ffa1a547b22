import { describe, expect, it } from 'vitest';
import { rollupPeriods, type PeriodPiece } from './rollup-periods.js';

/** Every day from 2025-01-01 to 2027-12-31: the world of this test. */
const DAYS: string[] = [];
for (let t = Date.UTC(2025, 0, 1); t <= Date.UTC(2027, 11, 31); t += 86_400_000)
  DAYS.push(new Date(t).toISOString().slice(0, 10));

/** How often each day is counted by the pieces (a month row counts each of its days, all-time every day). */
function counted(pieces: PeriodPiece[]) {
  const n = new Map<string, number>();
  for (const p of pieces) {
    for (const d of DAYS) {
      const key = p.grain === 'a' ? undefined : p.grain === 'm' ? `${d.slice(0, 7)}-01` : d;
      const inside = key === undefined || ((!p.from || key >= p.from) && (!p.to || key <= p.to));
      if (inside) n.set(d, (n.get(d) ?? 0) + p.sign);
    }
  }
  return n;
}

function check(from?: string, to?: string) {
  const n = counted(rollupPeriods(from, to));
  const wrong = DAYS.filter((d) => (n.get(d) ?? 0) !== ((!from || d >= from) && (!to || d <= to) ? 1 : 0));
  expect(wrong, `${from}…${to}`).toEqual([]);
}

describe('rollupPeriods', () => {
  it('counts every day of the range once and no other day, for ranges of every shape', () => {
    const cases: [string?, string?][] = [
      [],
      ['2026-03-01'],
      [undefined, '2026-03-31'],
      ['2026-03-01', '2026-03-31'],
      ['2026-03-03', '2026-03-29'],
      ['2026-03-31', '2026-04-01'],
      ['2026-02-20', '2026-04-25'],
      ['2026-02-28', '2026-02-28'],
      ['2026-03-02'],
      [undefined, '2026-04-27'],
      ['2026-10-24', '2026-11-22'],
      ['2024-12-31', '2025-01-01'],
      ['2026-05-01', '2026-04-30'],
    ];
    for (const [from, to] of cases) check(from, to);
    // And a spread of ranges: every 37th day against every 41st.
    for (let i = 0; i < DAYS.length; i += 37) for (let j = i; j < DAYS.length; j += 41) check(DAYS[i], DAYS[j]);
  });

  it('reads the fewer days: a month less its last days rather than most of its days', () => {
    expect(rollupPeriods('2026-11-01', '2026-11-22')).toEqual([
      { grain: 'm', from: '2026-11-01', to: '2026-11-01', sign: 1 },
      { grain: 'd', from: '2026-11-23', to: '2026-11-30', sign: -1 },
    ]);
    expect(rollupPeriods('2026-11-20', '2026-11-22')).toEqual([
      { grain: 'd', from: '2026-11-20', to: '2026-11-22', sign: 1 },
    ]);
    expect(rollupPeriods()).toEqual([{ grain: 'a', sign: 1 }]);
    expect(rollupPeriods('2026-05-01', '2026-04-30')).toEqual([]);
  });
});
