import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { writeCartTodos } from './todos.js';

const DAY = 86_400_000;

describe('abandoned carts as a to-do', () => {
  let ctx: TestContext;
  const q = async (text: ReturnType<typeof sql>) => (await ctx.db.execute(text)).rows;
  const cartTodos = (gscode: string) =>
    q(
      sql`select title, title_en, state, to_mark from messages where gscode = ${gscode} and todo_kind = 'cart' order by id`,
    );

  beforeAll(async () => {
    ctx = await createTestContext();
    await q(sql`insert into clients (gscode, guestcode, guestname, longname) values
      ('001', '001K91001', '购物车客户', '购物车客户有限公司'), ('002', '002K91002', '杭州客户', '杭州客户有限公司')`);
  });
  afterAll(() => ctx.close());

  /** A cart of the branch's test client, last changed `daysAgo` days before `now`. */
  const cart = (gscode: string, now: Date, daysAgo: number, amount = '100.00') =>
    q(sql`insert into carts (gscode, client_id, items, item_count, qty, amount, created_at, updated_at)
          select ${gscode}, id, '名片', 1, 1, ${amount}, ${new Date(now.getTime() - daysAgo * DAY).toISOString()}::timestamptz,
                 ${new Date(now.getTime() - daysAgo * DAY).toISOString()}::timestamptz
            from clients where guestcode = ${gscode === '001' ? '001K91001' : '002K91002'}`);

  it("writes one to-do per branch for the carts abandoned in the last day, to the cart page's holders, in both languages", async () => {
    const now = new Date();
    // Abandon days is 7: carts untouched for 7½ and 7.9 days crossed the line within the last day; 3 days is not abandoned; 20 days crossed long ago.
    await cart('001', now, 7.5, '120.50');
    await cart('001', now, 7.9, '80.00');
    await cart('001', now, 3);
    await cart('001', now, 20);
    expect(await writeCartTodos(ctx.db, now)).toEqual(['001']);
    expect(await cartTodos('001')).toEqual([
      {
        title: '2 个购物车被放弃，可以联系客户',
        title_en: '2 carts abandoned: worth a call to the clients',
        state: 'open',
        to_mark: 'cart:list',
      },
    ]);
    // Branch 002 has no abandoned carts: nothing for it.
    expect(await cartTodos('002')).toEqual([]);
    const [body] = await q(sql`select body from messages where todo_kind = 'cart'`);
    expect(body.body).toContain('200.50');
  });

  it("writes at most one a day, even when several processes run it at once; the next day's replaces the open one", async () => {
    const now = new Date();
    await cart('001', now, 6.5);
    expect(await Promise.all([writeCartTodos(ctx.db, now), writeCartTodos(ctx.db, now)])).toEqual([[], []]);
    const tomorrow = new Date(now.getTime() + 1.01 * DAY);
    // Crossed the line since the first to-do: the 6.5-day cart (7.51 days tomorrow) and one more.
    await cart('001', tomorrow, 7.5);
    const [a, b] = await Promise.all([writeCartTodos(ctx.db, tomorrow), writeCartTodos(ctx.db, tomorrow)]);
    expect([...a, ...b]).toEqual(['001']);
    const todos = await cartTodos('001');
    expect(todos.map((t) => [t.title, t.state])).toEqual([
      ['2 个购物车被放弃，可以联系客户', 'done'],
      ['2 个购物车被放弃，可以联系客户', 'open'],
    ]);
  });
});
