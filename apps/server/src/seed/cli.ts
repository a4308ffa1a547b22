/**
 * npm run seed -- [--orders N] [--gscode 001] [--reset]
 * Seeds the demo into the configured database if empty; with --orders N, replaces the
 * orders of one branch (default 001) by N generated ones, for benchmarks.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open.js';
import { withTransaction } from '../db/client.js';
import { isEmpty, seedDemo } from './index.js';
import { generateOrders } from './orders.js';

const { values } = parseArgs({
  options: { orders: { type: 'string' }, gscode: { type: 'string', default: '001' } },
});
const config = loadConfig();
const log = (m: string) => console.log(m);
const opened = await openDatabase(config, log);
try {
  const { db } = opened;
  if (await isEmpty(db)) {
    await seedDemo(db, { demoPassword: config.DEMO_PASSWORD, seed: config.SEED, log });
  }
  if (values.orders !== undefined) {
    const n = Number(values.orders);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--orders must be a whole number, got ${values.orders}`);
    const gscode = values.gscode;
    const started = Date.now();
    log(`Replacing the orders of branch ${gscode} with ${n} generated orders…`);
    // One transaction: the old orders go and the new ones come, or nothing changes.
    await withTransaction(db, async (c) => {
      for (const table of ['visits', 'payments', 'orders'])
        await c.query(`delete from ${table} where gscode = $1`, [gscode]);
      await generateOrders(c, { gscode, n, seed: config.SEED + 7, anonymousVisitsPerOrder: 2 });
    });
    await db.execute(sql`vacuum analyze`);
    log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await opened.close();
}
