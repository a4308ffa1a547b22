import { and, eq } from 'drizzle-orm';
import { MB, readBranchSettings } from '@bo/contract';
import type { Db } from '../db/client.js';
import { branchDocuments } from '../db/schema.js';

/**
 * What a branch's settings change on every request: its session time-outs and its upload limit.
 * Read from the stored document and kept per process for CACHE_MS, so the session check costs no
 * extra query on most requests; a save in this process forgets its branch's entry at once, and
 * every process forgets it when it hears the save (app.ts, over plugins/session-facts.ts). The server's own limits are applied by the caller (the
 * smaller value wins), so a branch can only shorten them.
 */
export interface BranchLimits {
  idleMs: number;
  absoluteMs: number;
  uploadMaxBytes: number;
}

export const CACHE_MS = 30_000;

const caches = new WeakMap<object, Map<string, { at: number; limits: Promise<BranchLimits> }>>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map<string, { at: number; limits: Promise<BranchLimits> }>()));
  return cache;
}

export function branchLimits(db: Db, gscode: string, now = Date.now()): Promise<BranchLimits> {
  const cache = cacheOf(db);
  const hit = cache.get(gscode);
  if (hit && now - hit.at < CACHE_MS) return hit.limits;
  const limits = db
    .select({ value: branchDocuments.value })
    .from(branchDocuments)
    .where(and(eq(branchDocuments.gscode, gscode), eq(branchDocuments.kind, 'system')))
    .then(([doc]) => {
      const s = readBranchSettings(doc?.value);
      // A time-out the branch never set is no limit of its own: the server's applies.
      const own = doc?.value && typeof doc.value === 'object' ? (doc.value as Record<string, unknown>) : {};
      return {
        idleMs: 'sessionIdleMinutes' in own ? s.sessionIdleMinutes * 60_000 : Infinity,
        absoluteMs: 'sessionAbsoluteHours' in own ? s.sessionAbsoluteHours * 3_600_000 : Infinity,
        uploadMaxBytes: s.uploadMaxMb * MB,
      };
    });
  // A failed read is not remembered.
  limits.catch(() => cache.delete(gscode));
  cache.set(gscode, { at: now, limits });
  if (cache.size > 10_000) cache.delete(cache.keys().next().value!);
  return limits;
}

export function forgetBranchLimits(db: Db, gscode: string): void {
  caches.get(db)?.delete(gscode);
}

export function forgetEveryBranchLimits(db: Db): void {
  caches.get(db)?.clear();
}
