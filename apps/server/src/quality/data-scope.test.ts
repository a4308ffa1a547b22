import { CartList, CheckCreditList, Clients, Code, OrderList, PaymentList } from '@bo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from '../../test/accounts.js';
import { testCalls } from '../../test/calls.js';
import { plantClientRows, type Branch } from '../../test/canaries.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  Caller,
  callId,
  envelopeOf,
  requestsFor,
  startWalk,
  toOpenApiPath,
  WALK_ENV,
  type Operation,
  type Scene,
} from '../../test/walk.js';

/**
 * Issue 37 #1, the data scope: an account whose role's scope is `own` reads and changes nothing of
 * the clients of other salespeople, nor what hangs off them (orders, payments, carts, credit,
 * figures), whatever identifiers of theirs it sends. The walk reads the OpenAPI document, so every
 * list, detail, export, report and write that exists, and every one added later, is tried.
 * The account's role holds every grant of the administrator: only its data scope holds it back.
 */
let ctx: TestContext;
let ops: Operation[] = [];
const { q } = testCalls(() => ctx);
let mine: Branch;
let theirs: Branch;

/** The planted rows of another salesperson's client, and everything keyed by it, as one text per table. */
async function theirRows(): Promise<Record<string, string>> {
  const [client] = theirs.ids.rowIds;
  const tables: Record<string, string> = {
    clients: `select * from clients where id = $1`,
    members: `select * from members where client_id = $1`,
    orders: `select * from orders where client_id = $1`,
    order_lines: `select * from order_lines where order_id in (select id from orders where client_id = $1)`,
    order_events: `select * from order_events where order_id in (select id from orders where client_id = $1)`,
    order_notes: `select * from order_notes where order_id in (select id from orders where client_id = $1)`,
    payments: `select * from payments where client_id = $1`,
    carts: `select * from carts where client_id = $1`,
    credit_applications: `select * from credit_applications where client_id = $1`,
  };
  const out: Record<string, string> = {};
  for (const [table, text] of Object.entries(tables)) {
    const rows = await q(`${text} order by 1`, [client]);
    out[table] = JSON.stringify(rows);
  }
  return out;
}

beforeAll(async () => {
  ctx = await createTestContext({ ...WALK_ENV });
  ops = await startWalk(ctx);
  await q(
    `insert into roles (gscode, code, name, name_en, data_scope) values ('001', 'scoped', '本人数据', 'Own data', 'own')`,
  );
  await q(
    `insert into role_menus (role_id, menu_id, active)
     select (select id from roles where gscode = '001' and code = 'scoped'), menu_id, active
       from role_menus where role_id = (select id from roles where gscode = '001' and code = 'admin')`,
  );
  await addAccount(q, { userName: 'scoped', roleCode: 'scoped' });
  const [{ id }] = await q(`select id from users where gscode = '001' and user_name = 'scoped'`);
  mine = await plantClientRows(ctx, {
    gscode: '001',
    tag: 'MINE',
    salespersonId: id,
    idBase: 910_000_000,
    amount: '610001.11',
  });
  const [{ id: admin }] = await q(`select id from users where gscode = '001' and user_name = 'admin'`);
  theirs = await plantClientRows(ctx, {
    gscode: '001',
    tag: 'THEIRS',
    salespersonId: admin,
    idBase: 920_000_000,
    amount: '620002.22',
  });
}, 120_000);
afterAll(() => ctx.close());

describe('an account of an own data scope', () => {
  it('reads none of the rows of another salesperson and changes none, whatever of theirs it sends', async () => {
    const scene: Scene = { own: { ...mine.ids, userNames: ['scoped'] }, target: theirs.ids };
    const scoped = new Caller('001', 'scoped');
    const before = await theirRows();
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const op of ops.filter((o) => !o.isPublic)) {
      // 'min': lists with no filter (every row in reach); 'full': every filter and write field set.
      const reqs = [...requestsFor(op, scene, 'min'), ...requestsFor(op, scene, 'full')];
      for (const req of reqs.filter((r, i) => reqs.findIndex((x) => x.label === r.label) === i)) {
        const res = await scoped.call(req);
        const name = `${op.id}: ${req.label}`;
        if (res.statusCode >= 500 || envelopeOf(res.body).code === Code.SESSION_INVALID)
          problems.push(`${name} → HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
        const leaked = theirs.markers.filter((m) => res.body.includes(m));
        if (leaked.length) problems.push(`${name} → leaked ${leaked.join(', ')}: ${res.body.slice(0, 300)}`);
        for (const m of mine.markers) if (res.body.includes(m)) seen.add(op.id);
      }
    }
    expect(problems).toEqual([]);
    expect(await theirRows()).toEqual(before);
    // The scope holds back, it does not hide everything: the account's own client is in its lists.
    for (const call of [Clients, OrderList, PaymentList, CartList, CheckCreditList]) {
      const id = callId(call.method, toOpenApiPath(call.path));
      expect(seen, `${id} shows the account's own rows`).toContain(id);
    }
  }, 600_000);
});
