import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { seedClients } from '../../seed/clients.js';
import { seedMessages } from '../../seed/messages.js';

/** The demo messages (seed/messages.ts): the bell is not empty on a fresh start, and each sees their own. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

it('gives each account of a branch notices, its messages and the credit to-dos; runs once', async () => {
  const [clientId] = await seedClients(ctx.db, '001', 3, 5);
  await ctx.db.$client.query(
    `insert into credit_applications (gscode, client_id, reason) values ('001', $1, '旺季订单增加')`,
    [clientId],
  );
  await seedMessages(ctx.db, '001', new Date());
  await seedMessages(ctx.db, '001', new Date());
  const counts = async (user: string) => {
    const { headers } = await ctx.login('001', user);
    return (await ctx.app.inject({ method: 'GET', url: '/api/Message/Counts', headers })).json().data;
  };
  expect(await counts('admin')).toEqual({ unread: { notice: 1, message: 0, todo: 1 }, openTodos: 1 });
  expect(await counts('operator')).toEqual({ unread: { notice: 3, message: 1, todo: 0 }, openTodos: 0 });
  expect(await counts('viewer')).toEqual({ unread: { notice: 2, message: 1, todo: 0 }, openTodos: 0 });
  const { headers } = await ctx.login('002', 'admin');
  expect((await ctx.app.inject({ method: 'GET', url: '/api/Message/Counts', headers })).json().data.unread).toEqual({
    notice: 0,
    message: 0,
    todo: 0,
  });
});
