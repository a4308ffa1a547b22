import { sql } from 'drizzle-orm';
import { withTransaction, type Db } from '../db/client.js';
import { seedBase } from './base.js';
import { seedClients, seedMembers } from './clients.js';
import { generateCarts, generateOrders } from './orders.js';
import { seedSalesStaff } from './staff.js';
import { seedClientExtras } from './client-extras.js';
import { seedShopAccounts } from './accounts.js';
import { seedWechat } from './wechat.js';
import { seedCredit } from './credit.js';
import { seedArticles } from './articles.js';
import { seedSite } from './site.js';
import { seedBanners } from './banners.js';
import { seedCards } from './cards.js';
import { seedMessages } from './messages.js';
import { seedYearPlan } from './year-plan.js';

/** Demo volume per ordinary branch: two years of history. */
export const DEMO_VOLUME = [
  { gscode: '001', clients: 300, members: 900, orders: 40_000 },
  { gscode: '002', clients: 250, members: 600, orders: 15_000 },
] as const;

export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.execute(sql`select not exists (select 1 from branches) as empty`);
  return Boolean(rows[0].empty);
}

/** Base data plus clients, members, orders, payments, carts and visits of the demo branches. */
export async function seedDemo(
  db: Db,
  opts: { demoPassword: string; seed: number; now?: Date; log?: (m: string) => void },
) {
  const now = opts.now ?? new Date();
  const log = opts.log ?? (() => {});
  await seedBase(db, opts.demoPassword);
  for (const [i, v] of DEMO_VOLUME.entries()) {
    const seed = opts.seed + i * 1000;
    log(`Seeding branch ${v.gscode}: ${v.clients} clients, ${v.orders} orders…`);
    const clientIds = await seedClients(db, v.gscode, v.clients, seed, now);
    await seedMembers(db, v.gscode, clientIds, v.members, seed + 1, now);
    await seedSalesStaff(db, v.gscode);
    await withTransaction(db, async (c) => {
      await generateOrders(c, { gscode: v.gscode, n: v.orders, seed: seed + 2, now });
      await generateCarts(c, v.gscode, seed + 3, now);
    });
    // Issue 12: salespeople and statuses of clients, shop accounts and promoters, WeChat followers, credit applications.
    await seedClientExtras(db, v.gscode, seed + 4, now);
    await seedShopAccounts(db, v.gscode, seed + 5, now);
    await seedWechat(db, v.gscode, seed + 6, now);
    await seedCredit(db, v.gscode, seed + 7, now);
    await seedArticles(db, v.gscode, now);
    await seedCards(db, v.gscode);
    await seedBanners(db, v.gscode, now);
    await seedSite(db, v.gscode, seed + 8);
    await seedMessages(db, v.gscode, now);
    await seedYearPlan(db, v.gscode, now);
  }
  await db.execute(sql`analyze`);
}
