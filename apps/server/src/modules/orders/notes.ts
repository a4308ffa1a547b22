import { sql } from 'drizzle-orm';
import type { OrderDetail } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { notFoundRecord } from '../../errors.js';
import { ownOrders } from '../../plugins/data-scope.js';
import type { Session } from '../../plugins/session.js';
import { orderDetail } from './detail.js';

/**
 * Adds a note to one order of the session's branch. A note is not a change of the order: it
 * leaves its version alone, so a colleague's pending state change stays valid.
 */
export async function addNote(db: Db, session: Session, id: number, text: string): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(
      sql`select id from orders o where gscode = ${session.gscode} and id = ${id} and ${ownOrders(session, sql`o`)} for share`,
    );
    if (!rows[0]) throw notFoundRecord();
    await tx.execute(
      sql`insert into order_notes (order_id, gscode, text, user_id) values (${id}, ${session.gscode}, ${text}, ${session.userId})`,
    );
    return orderDetail(tx, session, id);
  });
}
