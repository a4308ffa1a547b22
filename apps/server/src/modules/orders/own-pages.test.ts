import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCalls } from '../../../test/calls.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { pageIdsSql, type OrderFilters } from './list-query.js';

/**
 * The pages of an `own` account's orders (docs/decisions/0145-data-scope.md): read by its clients
 * and sorted (few orders) or found along the branch's sort indexes (many), the same rows.
 */
let ctx: TestContext;
const { q } = testCalls(() => ctx);
let sellerId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  [{ id: sellerId }] = await q<{ id: number }>(`select id from users where gscode = '001' and user_name = 'operator'`);
  for (let i = 1; i <= 4; i++) {
    const [c] = await q<{ id: number }>(
      `insert into clients (gscode, guestcode, guestname, longname, salesperson_id)
       values ('001', $1, $1, $1, $2) returning id`,
      [`KOP${i}`, i <= 2 ? sellerId : null],
    );
    // Equal amounts and paid sums on purpose: the id must break the ties the same way on both paths.
    for (let k = 0; k < 5; k++)
      await q(
        `insert into orders (gscode, orderno, client_id, status, amount, paid) values ('001', $1, $2, $3, $4, $5)`,
        [`OP${i}-${k}`, c.id, k % 2, 100 * (k % 3), 10 * (k % 2)],
      );
  }
});
afterAll(() => ctx.close());

describe("an own account's order pages", () => {
  it('are the same whether read by its clients or along the sort indexes, for every sort both ways', async () => {
    const scope = { gscode: '001', ownDataOf: sellerId };
    for (const sort of [undefined, 'amount', 'paid', 'orderno'] as const)
      for (const order of ['asc', 'desc'] as const)
        for (const status of [undefined, ['1', '0']])
          for (const page of [
            { limit: 3, offset: 0 },
            { limit: 3, offset: 4 },
          ]) {
            const f = { sort, order, status } as OrderFilters;
            const ids = async (few: boolean) =>
              (await ctx.db.execute(pageIdsSql(scope, f, page, 'Asia/Shanghai', few))).rows.map((r) => Number(r.id));
            const byClients = await ids(true);
            expect(byClients, `${sort} ${order} ${String(status)} ${page.offset}`).toHaveLength(3);
            expect(byClients, `${sort} ${order} ${String(status)} ${page.offset}`).toEqual(await ids(false));
          }
  });
});
