import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** Sales staff of the demo branches: operators who take counter orders and follow shop orders. */
const SALES_STAFF: Record<string, { userName: string; nickName: string }[]> = {
  '001': [
    { userName: 'sales1', nickName: '销售 王磊' },
    { userName: 'sales2', nickName: '销售 李娜' },
    { userName: 'sales3', nickName: '销售 张敏' },
  ],
  '002': [
    { userName: 'sales1', nickName: '销售 陈静' },
    { userName: 'sales2', nickName: '销售 刘洋' },
  ],
};

/** Adds the sales staff of `gscode` (role operator, the demo password, like the other demo accounts). */
export async function seedSalesStaff(db: Db, gscode: string): Promise<void> {
  for (const s of SALES_STAFF[gscode] ?? []) {
    await db.execute(sql`
      insert into users (gscode, user_name, nick_name, reguserno, role_code, operators, password_hash)
      select u.gscode, ${s.userName}, ${s.nickName}, u.reguserno, 'operator', '', u.password_hash
        from users u where u.gscode = ${gscode} and u.user_name = 'operator'
      on conflict (gscode, user_name) do nothing`);
  }
}
