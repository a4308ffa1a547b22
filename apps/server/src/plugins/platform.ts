import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * The platform owner is a branch: the one whose customer code is PLATFORM_GUESTCODE
 * (docs/decisions/0124-platform-owner-is-a-branch.md). Read from the branch itself, never from
 * anything an account carries; kept per process for CACHE_MS, as a branch's code never changes.
 */
const CACHE_MS = 60_000;
const caches = new WeakMap<object, { at: number; gscode: Promise<string | null> }>();

export function platformGscode(db: Db, platformGuestcode: string, now = Date.now()): Promise<string | null> {
  const cached = caches.get(db);
  if (cached && now - cached.at < CACHE_MS) return cached.gscode;
  const gscode = db
    .execute<{ gscode: string }>(sql`select gscode from branches where guestcode = ${platformGuestcode} limit 1`)
    .then(({ rows }) => rows[0]?.gscode ?? null);
  // A failed read is not kept: the next request asks again.
  gscode.catch(() => caches.delete(db));
  caches.set(db, { at: now, gscode });
  return gscode;
}
