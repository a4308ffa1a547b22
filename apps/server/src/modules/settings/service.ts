import { eq, sql } from 'drizzle-orm';
import {
  MB,
  parseUploadAddress,
  readBranchSettings,
  type BranchDisplay,
  type BranchSettings,
  type BranchSettingsValue,
  type SettingsAnswer,
  type SettingsLimits,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import { readDocument, stampOf, writeDocument } from '../../db/branch-documents.js';
import { branches } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Config } from '../../config.js';
import type { Session } from '../../plugins/session.js';
import { isOwnImage } from '../uploads/public.js';
import { forgetBranchLimits } from '../../plugins/branch-limits.js';

const KIND = 'system';

/** What the server's configuration allows a branch at most. */
export function settingsLimitsOf(
  config: Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_HOURS' | 'UPLOAD_MAX_BYTES'>,
): SettingsLimits {
  return {
    sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: config.SESSION_ABSOLUTE_HOURS,
    uploadMaxMb: Math.max(1, Math.floor(config.UPLOAD_MAX_BYTES / MB)),
  };
}

/**
 * The stored settings with their defaults, except the time-outs: one the branch never set is the
 * server's own (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS), so a server configured longer than
 * the contract's defaults is not shortened for branches that never chose.
 */
function withServerTimeouts(stored: unknown, limits: SettingsLimits): BranchSettingsValue {
  const s = readBranchSettings(stored);
  const own = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return {
    ...s,
    sessionIdleMinutes: 'sessionIdleMinutes' in own ? s.sessionIdleMinutes : limits.sessionIdleMinutes,
    sessionAbsoluteHours: 'sessionAbsoluteHours' in own ? s.sessionAbsoluteHours : limits.sessionAbsoluteHours,
  };
}

/** Stored values above the server's limits (the server was configured lower since) read as the limits. */
function clamp(s: BranchSettingsValue, limits: SettingsLimits): BranchSettingsValue {
  return {
    ...s,
    sessionIdleMinutes: Math.min(s.sessionIdleMinutes, limits.sessionIdleMinutes),
    sessionAbsoluteHours: Math.min(s.sessionAbsoluteHours, limits.sessionAbsoluteHours),
    uploadMaxMb: Math.min(s.uploadMaxMb, limits.uploadMaxMb),
  };
}

type Reader = Pick<Db, 'select'>;

/** The branch's settings as they apply: the stored document key by key, defaults, the cart days of the branch row, within the limits. */
export async function branchSettingsOf(db: Reader, gscode: string, limits: SettingsLimits) {
  const doc = await readDocument(db, gscode, KIND);
  const [branch] = await db
    .select({ cartAbandonDays: branches.cartAbandonDays })
    .from(branches)
    .where(eq(branches.gscode, gscode));
  const settings = clamp(
    { ...withServerTimeouts(doc?.value, limits), cartAbandonDays: branch.cartAbandonDays },
    limits,
  );
  return {
    settings,
    ...stampOf(doc),
  };
}

export async function readSettings(db: Db, session: Session, limits: SettingsLimits): Promise<SettingsAnswer> {
  return { ...(await branchSettingsOf(db, session.gscode, limits)), limits };
}

export async function readDisplay(db: Db, session: Session, limits: SettingsLimits): Promise<BranchDisplay> {
  const { settings } = await branchSettingsOf(db, session.gscode, limits);
  return {
    systemNameCn: settings.systemNameCn,
    systemNameEn: settings.systemNameEn,
    logo: settings.logo,
    defaultLanguage: settings.defaultLanguage,
    lockIdleMinutes: settings.lockIdleMinutes,
  };
}

const FIELD_WORDS = {
  sessionIdleMinutes: { cn: '会话空闲超时（分钟）', en: 'The idle time-out (minutes)' },
  sessionAbsoluteHours: { cn: '会话最长时间（小时）', en: 'The longest session (hours)' },
  uploadMaxMb: { cn: '上传大小上限（MB）', en: 'The upload size limit (MB)' },
} as const;

/**
 * Saves the whole settings object if the version is still the one the user saw (else 409), checks
 * the server's limits and the logo, writes the document and the branch's cart days in one
 * transaction. Returns the answer, and before/after for the log row.
 */
export async function saveSettings(
  db: Db,
  session: Session,
  limits: SettingsLimits,
  body: { settings: BranchSettings; version: number },
) {
  const next = body.settings;
  for (const key of ['sessionIdleMinutes', 'sessionAbsoluteHours', 'uploadMaxMb'] as const) {
    if (next[key] > limits[key])
      throw new AppError('settingsOverServerLimit', { field: FIELD_WORDS[key], limit: limits[key] }, 400);
  }
  // A lock after the session has ended would never show.
  if (next.lockIdleMinutes > 0 && next.lockIdleMinutes >= Math.min(next.sessionIdleMinutes, limits.sessionIdleMinutes))
    throw new AppError('settingsLockNotShorter', {}, 400);
  const result = await db.transaction(async (tx) => {
    // One save at a time per branch: the branch row is the lock, also for the cart days it holds.
    await tx.execute(sql`select 1 from ${branches} where gscode = ${session.gscode} for update`);
    const current = await branchSettingsOf(tx, session.gscode, limits);
    if (current.version !== body.version) throw new AppError('settingsStale', {}, 409);
    if (next.logo && next.logo !== current.settings.logo) {
      const address = parseUploadAddress(next.logo);
      if (!address || address.gscode !== session.gscode) throw new AppError('settingsLogoNotUploaded', {}, 403);
      if (!(await isOwnImage(tx as unknown as Db, session, next.logo)))
        throw new AppError('settingsLogoNotUploaded', {}, 400);
    }
    const { cartAbandonDays, ...stored } = next;
    const version = current.version + 1;
    const updatedAt = new Date();
    await writeDocument(tx, {
      gscode: session.gscode,
      kind: KIND,
      value: stored,
      version,
      updatedBy: session.userName,
      updatedAt,
    });
    await tx.update(branches).set({ cartAbandonDays }).where(eq(branches.gscode, session.gscode));
    const answer: SettingsAnswer = {
      settings: { ...next },
      version,
      limits,
      updatedBy: session.userName,
      updatedAt: updatedAt.toISOString(),
    };
    return { answer, before: current.settings, after: next };
  });
  forgetBranchLimits(db, session.gscode);
  return result;
}
