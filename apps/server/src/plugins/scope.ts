import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { otherBranch } from '../errors.js';
import type { Session } from './session.js';

/**
 * The one way to reach branch-owned rows: the branch comes from the session.
 * `inBranch(session, table, …more)` is the WHERE clause of every such query.
 */
export function inBranch(
  session: Pick<Session, 'gscode'>,
  table: { gscode: PgColumn },
  ...more: (SQL | undefined)[]
): SQL {
  return and(eq(table.gscode, session.gscode), ...more)!;
}

/**
 * Calls of spec §7 carry gscode and guestcode in the query. They never choose the data;
 * they are checked: naming another branch or customer code is refused (code 8).
 */
export function assertOwnBranch(
  session: Pick<Session, 'gscode' | 'reguserno'>,
  query: { gscode?: string; guestcode?: string },
): void {
  if (query.gscode !== undefined && query.gscode !== '' && query.gscode !== session.gscode) throw otherBranch();
  if (query.guestcode !== undefined && query.guestcode !== '' && query.guestcode !== session.reguserno)
    throw otherBranch();
}
