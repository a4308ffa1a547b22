import { sql } from 'drizzle-orm';
import type { PushEvent } from '@bo/contract';
import type { Db } from '../../db/client.js';

/** The one notification channel of the console (LISTEN/NOTIFY); migration 0024's order trigger uses it too. */
export const PUSH_CHANNEL = 'bo_push';

/**
 * Tells every open console the event is for, in every server process sharing the database.
 * Inside a transaction (pass the transaction), the notification leaves at commit and not at all
 * on rollback, so a console never hears of a change that did not happen. Works through a
 * transaction-mode pooler: pg_notify is an ordinary function call.
 */
export async function publish(db: Pick<Db, 'execute'>, event: PushEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${PUSH_CHANNEL}, ${JSON.stringify(event)})`);
}
