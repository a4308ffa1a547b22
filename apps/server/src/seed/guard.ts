import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { verifyPassword } from '../modules/auth/password.js';
import { text } from '../db/row-values.js';

/** Enabled accounts whose password is still the demo password, as "gscode/account". */
export async function accountsWithDemoPassword(db: Db, demoPassword: string): Promise<string[]> {
  const { rows } = await db.execute(
    sql`select gscode, user_name, password_hash from users where status = 1 order by gscode, user_name`,
  );
  const found: string[] = [];
  for (const r of rows) {
    if (await verifyPassword(String(r.password_hash), demoPassword))
      found.push(`${text(r.gscode)}/${text(r.user_name)}`);
  }
  return found;
}
