import { and, eq } from 'drizzle-orm';
import type { TablePrefs } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { tablePrefs } from '../../db/schema.js';
import type { Session } from '../../plugins/session.js';

/**
 * A user's column choice per table. The user is always the session's: there is no user
 * parameter, so nobody can read or write another user's choice.
 */
const mine = (session: Session, table: string) =>
  and(eq(tablePrefs.userId, session.userId), eq(tablePrefs.tableId, table));

export async function getPrefs(db: Db, session: Session, table: string): Promise<TablePrefs | null> {
  const [row] = await db.select({ prefs: tablePrefs.prefs }).from(tablePrefs).where(mine(session, table));
  return (row?.prefs as TablePrefs | undefined) ?? null;
}

/** Saves (insert or replace) and returns what is stored. */
export async function savePrefs(db: Db, session: Session, table: string, prefs: TablePrefs): Promise<TablePrefs> {
  // Only the known fields are kept: the stored JSON is exactly what the contract describes.
  const clean: TablePrefs = {
    columns: prefs.columns.map((c) => ({
      key: c.key,
      visible: c.visible,
      ...(c.width !== undefined ? { width: c.width } : {}),
    })),
    ...(prefs.density ? { density: prefs.density } : {}),
  };
  await db
    .insert(tablePrefs)
    .values({ userId: session.userId, tableId: table, prefs: clean })
    .onConflictDoUpdate({
      target: [tablePrefs.userId, tablePrefs.tableId],
      set: { prefs: clean, updatedAt: new Date() },
    });
  return clean;
}

export async function resetPrefs(db: Db, session: Session, table: string): Promise<void> {
  await db.delete(tablePrefs).where(mine(session, table));
}
