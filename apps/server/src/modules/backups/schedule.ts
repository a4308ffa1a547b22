import { eq, sql } from 'drizzle-orm';
import { readBackupSchedule, type BackupSchedule, type ScheduleAnswer } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { documentOf, readDocument, stampOf, writeDocument } from '../../db/branch-documents.js';
import { branchDocuments, branches, operationLog } from '../../db/schema.js';
import { diff } from '../../plugins/audit.js';
import { addDays } from '../../calendar-days.js';
import { AppError } from '../../errors.js';
import { makeBackup } from './backup.js';
import { newBackupName, openBackupWriter, pruneScheduled } from './store.js';

/**
 * The daily backup (issue 15 #3): a branch document of kind 'backup' of the platform owner's
 * branch holds the schedule ({ enabled, hour, keep }, read with defaults) and, apart from what
 * the user saves, `lastRunAt`, the day's run, so that of several processes sharing the database
 * one makes the day's backup. Backups live in the database (store.ts), so the newest `keep` are
 * kept in one place whichever process made them.
 */
const KIND = 'backup';

type Reader = Pick<Db, 'select'>;

/** The platform owner's branch: its code and time zone. */
export async function platformBranch(db: Reader, platformGuestcode: string) {
  const [b] = await db
    .select({ gscode: branches.gscode, timezone: branches.timezone })
    .from(branches)
    .where(eq(branches.guestcode, platformGuestcode));
  return b ?? null;
}

export async function readSchedule(db: Reader, gscode: string, timezone: string): Promise<ScheduleAnswer> {
  const doc = await readDocument(db, gscode, KIND);
  const lastRunAt = (doc?.value as { lastRunAt?: unknown } | undefined)?.lastRunAt;
  return {
    schedule: readBackupSchedule(doc?.value),
    ...stampOf(doc),
    timezone,
    lastRunAt: typeof lastRunAt === 'string' ? lastRunAt : '',
  };
}

/** Saves the schedule if the version is still the one the user saw (else 409); returns the answer and before/after. */
export async function saveSchedule(
  db: Db,
  who: { gscode: string; userName: string },
  timezone: string,
  body: { schedule: BackupSchedule; version: number },
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`backup-schedule\n${who.gscode}`}, 0))`);
    const current = await readSchedule(tx, who.gscode, timezone);
    if (current.version !== body.version) throw new AppError('backupScheduleStale', {}, 409);
    const value = { ...body.schedule, ...(current.lastRunAt ? { lastRunAt: current.lastRunAt } : {}) };
    const version = current.version + 1;
    const now = new Date();
    await writeDocument(tx, {
      gscode: who.gscode,
      kind: KIND,
      value,
      version,
      updatedBy: who.userName,
      updatedAt: now,
    });
    const answer: ScheduleAnswer = {
      ...current,
      schedule: body.schedule,
      version,
      updatedBy: who.userName,
      updatedAt: now.toISOString(),
    };
    return { answer, before: current.schedule, after: body.schedule };
  });
}

/** The local year, month, day, hour and minute of `at` in `timezone`, as numbers. */
function localParts(at: Date, timezone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** The local date (YYYY-MM-DD) and hour of `at` in `timezone`. */
function localOf(at: Date, timezone: string) {
  const p = localParts(at, timezone);
  const two = (n: number) => String(n).padStart(2, '0');
  return { day: `${p.year}-${two(p.month)}-${two(p.day)}`, hour: p.hour };
}

/**
 * Claims today's scheduled backup when it is due (enabled, at or after the hour, local time, not
 * yet run today): under a transaction-scoped advisory lock, so of several processes one claims
 * it. Returns the schedule when this process is to run it.
 */
export async function claimScheduledRun(
  db: Db,
  platformGuestcode: string,
  now = new Date(),
): Promise<BackupSchedule | null> {
  const branch = await platformBranch(db, platformGuestcode);
  if (!branch) return null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`backup-schedule\n${branch.gscode}`}, 0))`);
    const [doc] = await tx
      .select({ value: branchDocuments.value })
      .from(branchDocuments)
      .where(documentOf(branch.gscode, KIND))
      .for('update');
    if (!doc) return null;
    const schedule = readBackupSchedule(doc.value);
    if (!schedule.enabled) return null;
    const local = localOf(now, branch.timezone);
    const last = (doc.value as { lastRunAt?: unknown }).lastRunAt;
    const lastDay =
      typeof last === 'string' && !Number.isNaN(Date.parse(last)) ? localOf(new Date(last), branch.timezone).day : '';
    if (local.hour < schedule.hour || lastDay === local.day) return null;
    // Only the run's time moves: not the version the schedule form compares.
    await tx
      .update(branchDocuments)
      .set({ value: { ...(doc.value as object), lastRunAt: now.toISOString() } })
      .where(documentOf(branch.gscode, KIND));
    return schedule;
  });
}

/**
 * A scheduled backup: it waits for a backup being made by hand, or a restore, to end (one at a
 * time in the database), then keeps the newest `keep` scheduled ones.
 */
async function scheduledBackup(db: Db, createdBy: string, keep: number, now = new Date()) {
  const out = await openBackupWriter(db, newBackupName('scheduled', now), 'wait');
  const made = await makeBackup(db, out, { createdBy }, () => {}, now);
  const removed = await pruneScheduled(db, keep);
  return { ...made, removed };
}

/** One look: makes the day's backup when due, then keeps the newest `keep`; returns the backup made. */
export async function runScheduledBackup(db: Db, platformGuestcode: string, now = new Date()) {
  const schedule = await claimScheduledRun(db, platformGuestcode, now);
  if (!schedule) return null;
  const { removed, ...made } = await scheduledBackup(db, 'schedule', schedule.keep, now);
  const [platform] = await db
    .select({ gscode: branches.gscode })
    .from(branches)
    .where(eq(branches.guestcode, platformGuestcode));
  await db.insert(operationLog).values({
    gscode: platform?.gscode ?? '',
    userId: null,
    userName: 'schedule',
    method: 'POST',
    path: '/api/Safeguard/Backup/Create',
    action: 'scheduled backup',
    targetId: made.name,
    diff: diff(undefined, { rows: made.rows, sizeBytes: made.sizeBytes, removed }),
    ip: '',
    userAgent: '',
    durationMs: Math.round(made.seconds * 1000),
    outcome: 'ok',
  });
  return { ...made, removed };
}

/** The instant of `hour`:00 local time on `day` in `timezone` (two passes settle the zone's offset). */
export function zonedHour(day: string, hour: number, timezone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const wanted = Date.UTC(y, m - 1, d, hour);
  let at = wanted;
  for (let i = 0; i < 2; i++) {
    const p = localParts(new Date(at), timezone);
    at += wanted - Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  }
  return new Date(at);
}

/**
 * When the timer makes the next scheduled backup, as claimScheduledRun decides: null when the
 * schedule is off (or was never saved), `now` when it is due, else the schedule's hour today or
 * tomorrow (local time of the platform owner's branch).
 */
export async function nextScheduledBackup(
  db: Reader,
  platformGuestcode: string,
  now = new Date(),
): Promise<{ at: Date | null; hour: number; timezone: string }> {
  const branch = await platformBranch(db, platformGuestcode);
  const doc = branch ? await readDocument(db, branch.gscode, KIND) : undefined;
  if (!branch || !doc) return { at: null, hour: 0, timezone: branch?.timezone ?? 'UTC' };
  const { schedule, lastRunAt } = await readSchedule(db, branch.gscode, branch.timezone);
  const none = { at: null, hour: schedule.hour, timezone: branch.timezone };
  if (!schedule.enabled) return none;
  const local = localOf(now, branch.timezone);
  const ranToday =
    !!lastRunAt &&
    !Number.isNaN(Date.parse(lastRunAt)) &&
    localOf(new Date(lastRunAt), branch.timezone).day === local.day;
  if (!ranToday && local.hour >= schedule.hour) return { ...none, at: now };
  const day = ranToday ? addDays(local.day, 1) : local.day;
  return { ...none, at: zonedHour(day, schedule.hour, branch.timezone) };
}

/**
 * The daily backup made at once ("run now" on the scheduled tasks page): a backup of kind
 * 'scheduled' named for who asked, then the newest `keep` kept. The day's timer run still
 * follows (lastRunAt is the timer's alone).
 */
export async function backupNow(db: Db, platformGuestcode: string, createdBy: string) {
  const branch = await platformBranch(db, platformGuestcode);
  const { schedule } = await readSchedule(db, branch?.gscode ?? '', branch?.timezone ?? 'UTC');
  return scheduledBackup(db, createdBy, schedule.keep);
}
