import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@bo/contract';
import { useUserStore } from '../stores/user';
import {
  branchTime,
  branchToday,
  branchWallClock,
  branchZone,
  browserZone,
  DEFAULT_BRANCH_ZONE,
  instantOfWallClock,
  zoneOffsetLabel,
  zonesDiffer,
} from './branch-time';
import { dateRangePresets } from './data-table/date-presets';

/** The process (the "browser") in New York, the branch in Shanghai: 13 hours apart in December. */
const processZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = processZone;
});
afterEach(() => useUserStore.setState({ info: null }));

const signedIn = (timezone: string) =>
  useUserStore.setState({ info: { gscode: '001', token: 't', timezone } as UserInfo, isLogin: true });

/** 2026-12-01 23:30 UTC: 18:30 of the 1st in New York, 07:30 of the 2nd in Shanghai. */
const LATE = '2026-12-01T23:30:00Z';

describe('branch time', () => {
  it('runs in a process zone other than the branch', () => {
    expect(browserZone()).toBe('America/New_York');
    expect(new Date(LATE).getDate()).toBe(1);
  });

  it("formats an instant in the signed-in branch's zone, not the process's", () => {
    signedIn('Asia/Shanghai');
    expect(branchTime(LATE)).toBe('2026-12-02 07:30');
    expect(branchTime(LATE, 'YYYY-MM-DD HH:mm:ss')).toBe('2026-12-02 07:30:00');
    expect(branchTime(Date.parse(LATE), 'HH:mm')).toBe('07:30');
    signedIn('Europe/Berlin');
    expect(branchTime(LATE)).toBe('2026-12-02 00:30');
  });

  it('falls back to the default zone before a sign-in, or for a stored zone that is no zone', () => {
    expect(branchZone()).toBe(DEFAULT_BRANCH_ZONE);
    signedIn('Not/AZone');
    expect(branchZone()).toBe(DEFAULT_BRANCH_ZONE);
    expect(branchTime(LATE)).toBe('2026-12-02 07:30');
  });

  it('says nothing for no time or an unreadable one', () => {
    expect(branchTime(null)).toBe('');
    expect(branchTime('')).toBe('');
    expect(branchTime('not a time')).toBe('');
  });

  it("gives the branch's today and date presets of the branch's days", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(LATE));
    signedIn('Asia/Shanghai');
    expect(branchToday().format('YYYY-MM-DD')).toBe('2026-12-02');
    expect(branchWallClock().format('YYYY-MM-DD HH:mm')).toBe('2026-12-02 07:30');
    const presets = dateRangePresets((k) => k);
    const today = presets.find((p) => p.label === 'orders.filter.today')!;
    expect(today.value.map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-12-02', '2026-12-02']);
    const yesterday = presets.find((p) => p.label === 'orders.filter.yesterday')!;
    expect(yesterday.value[0].format('YYYY-MM-DD')).toBe('2026-12-01');
  });

  it('turns a date and time picked for the branch back into the instant it names', () => {
    signedIn('Asia/Shanghai');
    const wall = branchWallClock(LATE);
    expect(wall.format('YYYY-MM-DD HH:mm')).toBe('2026-12-02 07:30');
    expect(instantOfWallClock(wall)).toBe('2026-12-01T23:30:00.000Z');
    expect(instantOfWallClock(wall.hour(0).minute(0))).toBe('2026-12-01T16:00:00.000Z');
  });

  it('names offsets and tells whether the browser shows another clock', () => {
    expect(zoneOffsetLabel('Asia/Shanghai', LATE)).toBe('UTC+8');
    expect(zoneOffsetLabel('America/New_York', LATE)).toBe('UTC-5');
    expect(zoneOffsetLabel('Asia/Kolkata', LATE)).toBe('UTC+5:30');
    expect(zonesDiffer('Asia/Shanghai', 'America/New_York', LATE)).toBe(true);
    expect(zonesDiffer('Asia/Shanghai', 'Asia/Shanghai', LATE)).toBe(false);
    expect(zonesDiffer('Asia/Shanghai', 'Asia/Chongqing', LATE)).toBe(false);
    // The same offset in winter, not in summer: another clock.
    expect(zonesDiffer('UTC', 'Europe/London', LATE)).toBe(true);
  });
});
