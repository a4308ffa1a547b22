import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { useUserStore } from '../stores/user';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Every time the console shows is the branch's time (issue 34 #1): the server counts days in the
 * branch's zone (branches.timezone, answered in the user info as `timezone`), so an order numbered
 * on 12-02 is listed at a time of 12-02 and counted on 12-02 whatever the browser's zone.
 *
 * This is the one module that turns an instant into words or reads "now"; a source rule
 * (app/source-rules.test.ts) keeps every other file from formatting instants itself.
 *
 * Date pickers work with "wall-clock" values: a dayjs in the browser's zone whose fields are the
 * branch's date and time (`branchWallClock`). A picked calendar day is sent as its YYYY-MM-DD as
 * picked; a picked date and time is turned back into an instant with `instantOfWallClock`.
 */

/** The zone of a branch that never set one (the server's default). */
export const DEFAULT_BRANCH_ZONE = 'Asia/Shanghai';

export type Instant = string | number | Date;

/**
 * Zone names already checked. Building an Intl.DateTimeFormat is costly (its zone data is looked up
 * each time) and every time shown asks, so each name is checked once per page load.
 */
const checkedZones = new Map<string, boolean>();

function isZone(zone: string): boolean {
  let known = checkedZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    checkedZones.set(zone, known);
  }
  return known;
}

/** The signed-in user's branch's zone; the default before a sign-in, or for user info stored before the field existed. */
export function branchZone(): string {
  const zone = useUserStore.getState().info?.timezone;
  return zone && isZone(zone) ? zone : DEFAULT_BRANCH_ZONE;
}

let ownZone: string | undefined;

/** The browser's own zone (read once per page load, for the same reason as isZone). */
export function browserZone(): string {
  return (ownZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}

/** An instant in the branch's zone, formatted with dayjs's tokens; '' for none or an unreadable one. */
export function branchTime(at: Instant | null | undefined, format = 'YYYY-MM-DD HH:mm', zone = branchZone()): string {
  if (at === null || at === undefined || at === '') return '';
  const d = dayjs(at);
  return d.isValid() ? d.tz(zone).format(format) : '';
}

/** The branch's date and time at `at` (now by default) as a wall-clock value for pickers and calendar sums. */
export function branchWallClock(at: Instant = Date.now(), zone = branchZone()): Dayjs {
  return dayjs(dayjs(at).tz(zone).format('YYYY-MM-DDTHH:mm:ss.SSS'));
}

/** The branch's today (its start), as a wall-clock value: date presets, "not after today", the default day. */
export function branchToday(zone = branchZone()): Dayjs {
  return branchWallClock(Date.now(), zone).startOf('day');
}

/** A wall-clock value picked for the branch (a date and time) as the instant it names, ISO. */
export function instantOfWallClock(wall: Dayjs, zone = branchZone()): string {
  return dayjs.tz(wall.format('YYYY-MM-DDTHH:mm:ss'), zone).toISOString();
}

/** "UTC+8", "UTC-5", "UTC+5:30" of a zone at `at`. */
export function zoneOffsetLabel(zone: string, at: Instant = Date.now()): string {
  const minutes = dayjs(at).tz(zone).utcOffset();
  const sign = minutes < 0 ? '-' : '+';
  const h = Math.floor(Math.abs(minutes) / 60);
  const m = Math.abs(minutes) % 60;
  return `UTC${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

/**
 * Whether the browser shows another clock than the branch: a different offset now or in half a
 * year (summer time), so two names of one zone (Asia/Shanghai, Asia/Chongqing) count as the same.
 */
export function zonesDiffer(branch: string, browser: string, at: Instant = Date.now()): boolean {
  if (branch === browser) return false;
  const halfYear = dayjs(at).add(182, 'day');
  return [dayjs(at), halfYear].some((t) => t.tz(branch).utcOffset() !== t.tz(browser).utcOffset());
}
