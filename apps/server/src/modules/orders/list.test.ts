import { inWords } from '../../../test/calls.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';

/**
 * The order list against a reference computed here from the rows themselves: every filter alone
 * and combined, every sort both ways, paging, and the total and summary row (read from the rollup
 * order_sums or from the orders) equal to the direct sums, also after state changes and payments.
 * 400 orders of 001 over four months in Shanghai time (some a minute before or after local midnight),
 * and orders of 002 that must never show.
 */
let ctx: TestContext;
let admin: Record<string, string>;
let other: Record<string, string>;

interface Ref {
  id: number;
  orderno: string;
  day: string;
  created: number;
  status: number;
  pay_state: number;
  channel: string;
  salesperson_id: number | null;
  guestcode: string;
  qty: number;
  amount: number;
  paid: number;
}
let refs: Ref[] = [];
const PAY = ['unpaid', 'partial', 'paid'];
const cents = (s: string) => Math.round(Number(s) * 100);
const money = (c: number) => (c / 100).toFixed(2);

async function loadRefs() {
  const { rows } = await ctx.db.execute(sql`
    select o.id, o.orderno, (o.created_at at time zone 'Asia/Shanghai')::date::text as day, extract(epoch from o.created_at) as created,
           o.status, o.pay_state, o.channel, o.salesperson_id, c.guestcode, o.qty, o.amount::text as amount, o.paid::text as paid
      from orders o join clients c on c.id = o.client_id where o.gscode = '001'`);
  refs = rows.map((r) => ({
    id: Number(r.id),
    orderno: String(r.orderno),
    day: String(r.day),
    created: Number(r.created),
    status: Number(r.status),
    pay_state: Number(r.pay_state),
    channel: String(r.channel),
    salesperson_id: r.salesperson_id === null ? null : Number(r.salesperson_id),
    guestcode: String(r.guestcode),
    qty: Number(r.qty),
    amount: cents(String(r.amount)),
    paid: cents(String(r.paid)),
  }));
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.db;
  await db.execute(sql`
    insert into clients (gscode, guestcode, guestname, longname) values
      ('001', 'K1', '甲', '甲公司'), ('001', 'K2', '乙', '乙公司'), ('001', 'K3', '丙', '丙公司'), ('002', 'X1', '杭州', '杭州公司')`);
  const { rows: users } = await db.execute(sql`select id from users where gscode = '001' order by id`);
  const sp = users.map((u) => Number(u.id));
  // Deterministic variety: hash-based values per row.
  await db.execute(sql`
    insert into orders (gscode, orderno, client_id, status, amount, qty, items, paid, pay_state, channel, salesperson_id, created_at)
    select '001', 'N' || lpad(g::text, 4, '0') || (case when g % 7 = 0 then '_x' else '' end),
      (select id from clients where gscode = '001' and guestcode = 'K' || (1 + g % 3)),
      (array[0, 1, 2, 3, 4, 9])[1 + (g * 7) % 6],
      a.amount, 100 * (1 + g % 5), '标准名片',
      case g % 3 when 0 then 0 when 1 then round(a.amount / 2, 2) else a.amount end, g % 3,
      (array['pc', 'mobile', 'miniapp', 'counter'])[1 + (g * 5) % 4],
      case when g % 4 = 0 then null else (${sp[0]}::int + ((g / 4) % 2) * (${sp[1]}::int - ${sp[0]}::int)) end,
      case when g % 50 = 0 then timestamptz '2026-03-31 23:59:30+08' when g % 50 = 1 then timestamptz '2026-04-01 00:00:30+08'
           else timestamptz '2026-02-01 00:00+08' + make_interval(mins => (g * 431) % (120 * 1440)) end
      from generate_series(1, 400) g, lateral (select round((10 + (g * 37) % 997 + ((g * 13) % 100) / 100.0)::numeric, 2) as amount) a`);
  await db.execute(sql`
    insert into orders (gscode, orderno, client_id, status, amount, created_at)
    select '002', 'N' || lpad(g::text, 4, '0'), (select id from clients where guestcode = 'X1'), 1, 999.99, timestamptz '2026-03-01 10:00+08'
      from generate_series(1, 20) g`);
  admin = (await ctx.login('001', 'admin')).headers;
  other = (await ctx.login('002', 'admin')).headers;
  await loadRefs();
});
afterAll(() => ctx.close());

const list = async (query: Record<string, string | number>, headers = admin) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/Order/List?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    list: { id: number; amount: string }[];
    total: number;
    summary: { qty: number; amount: string; paid: string };
  };
};

type Filters = Partial<
  Record<
    | 'from'
    | 'to'
    | 'status'
    | 'payState'
    | 'channel'
    | 'client'
    | 'orderno'
    | 'amountMin'
    | 'amountMax'
    | 'salesperson',
    string
  >
>;

function expected(f: Filters) {
  const inCsv = (csv: string | undefined, v: string) => !csv || csv.split(',').includes(v);
  return refs.filter(
    (r) =>
      (!f.from || r.day >= f.from) &&
      (!f.to || r.day <= f.to) &&
      inCsv(f.status, String(r.status)) &&
      inCsv(f.payState, PAY[r.pay_state]) &&
      inCsv(f.channel, r.channel) &&
      (!f.client || r.guestcode === f.client) &&
      (!f.orderno || r.orderno.startsWith(f.orderno)) &&
      (!f.amountMin || r.amount >= cents(f.amountMin)) &&
      (!f.amountMax || r.amount <= cents(f.amountMax)) &&
      (!f.salesperson || r.salesperson_id === Number(f.salesperson)),
  );
}

async function checkSums(f: Filters) {
  const want = expected(f);
  const got = await list({ ...f, pageSize: 500 });
  expect(got.total, JSON.stringify(f)).toBe(want.length);
  expect(got.summary, JSON.stringify(f)).toEqual({
    qty: want.reduce((s, r) => s + r.qty, 0),
    amount: money(want.reduce((s, r) => s + r.amount, 0)),
    paid: money(want.reduce((s, r) => s + r.paid, 0)),
  });
  expect(got.list.map((r) => r.id).sort((a, b) => a - b)).toEqual(want.map((r) => r.id).sort((a, b) => a - b));
}

const spId = () => String(refs.find((r) => r.salesperson_id !== null)!.salesperson_id);
const FILTERS = (): Filters[] => [
  {},
  { from: '2026-03-01' },
  { to: '2026-03-31' },
  { from: '2026-03-01', to: '2026-03-31' },
  { from: '2026-04-01', to: '2026-04-01' },
  { from: '2026-02-15', to: '2026-04-10' },
  { from: '2026-02-01', to: '2026-05-31' },
  { from: '2026-03-31', to: '2026-03-31' },
  // Months in part: as their days, or as the month less its other days (rollup-periods.ts).
  { from: '2026-03-03', to: '2026-03-29' },
  { from: '2026-02-20', to: '2026-04-25' },
  { from: '2026-03-02' },
  { to: '2026-04-27' },
  { from: '2026-04-02', to: '2026-03-30' },
  { amountMin: '500', from: '2026-03-02', to: '2026-04-28', status: '0,1,2,3,4' },
  { status: '9' },
  { status: '0,1,2' },
  { payState: 'partial' },
  { payState: 'unpaid,paid' },
  { channel: 'counter' },
  { channel: 'pc,mobile' },
  { client: 'K2' },
  { client: 'X1' },
  { client: 'nobody' },
  { orderno: 'N01' },
  { orderno: 'N0007_' },
  { orderno: 'N%' },
  { amountMin: '500' },
  { amountMax: '100.50' },
  { amountMin: '200', amountMax: '300' },
  // Amount bands (edges 10, 20, 50, 100, 200, 500, 1000): ranges on edges, between them, and both.
  { amountMin: '20', amountMax: '199.99' },
  { amountMin: '19.99', amountMax: '200' },
  { amountMin: '1000' },
  { amountMax: '9.99' },
  { amountMin: '0', amountMax: '0' },
  { amountMin: '50.01', amountMax: '499.99', status: '1,2,4', payState: 'paid,partial' },
  { amountMin: '50', from: '2026-03-05', to: '2026-04-10', channel: 'pc,mobile' },
  { amountMin: '100', to: '2026-03-31', salesperson: spId() },
  { client: 'K1', amountMin: '500' },
  { salesperson: spId() },
  { from: '2026-02-10', to: '2026-03-20', status: '4,9', channel: 'pc', client: 'K1' },
  { from: '2026-03-05', status: '1', payState: 'paid', salesperson: spId() },
  { client: 'K3', amountMin: '100', orderno: 'N0' },
];

const SORT_KEY: Record<string, (r: Ref) => number | string> = {
  time: (r) => r.created,
  amount: (r) => r.amount,
  paid: (r) => r.paid,
  orderno: (r) => r.orderno,
};

/** The ids of `rows` in the list's order for a sort: its column, then the id, both in the sort's direction. */
function sortedIds(rows: Ref[], sort: string, order: string): number[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const x = SORT_KEY[sort](a),
        y = SORT_KEY[sort](b);
      return (x < y ? -1 : x > y ? 1 : 0) * sign || (a.id - b.id) * sign;
    })
    .map((r) => r.id);
}

describe('OrderList', () => {
  it('total and summary row equal the direct sums, and the rows are the filtered set, for every filter alone and combined', async () => {
    for (const f of FILTERS()) await checkSums(f);
  });

  it('sorts by each offered column both ways (id breaking ties) and pages without overlap', async () => {
    for (const sort of ['time', 'amount', 'paid', 'orderno']) {
      for (const order of ['asc', 'desc']) {
        const want = sortedIds(refs, sort, order);
        const p1 = await list({ sort, order, pageSize: 15, page: 1 });
        const p3 = await list({ sort, order, pageSize: 15, page: 3 });
        expect(
          p1.list.map((r) => r.id),
          `${sort} ${order}`,
        ).toEqual(want.slice(0, 15));
        expect(
          p3.list.map((r) => r.id),
          `${sort} ${order}`,
        ).toEqual(want.slice(30, 45));
      }
    }
    // Default: newest first, 10 rows.
    const d = await list({});
    expect(d.list.map((r) => r.id)).toEqual(
      [...refs]
        .sort((a, b) => b.created - a.created || b.id - a.id)
        .slice(0, 10)
        .map((r) => r.id),
    );
  });

  it('pages several states sorted by time or amount exactly as OFFSET over the whole filtered set', async () => {
    const lists: Filters[] = [
      { status: '0,1,2' },
      { status: '9,4', channel: 'pc,mobile', from: '2026-02-20' },
      { status: '1,3', amountMin: '100' },
    ];
    for (const f of lists) {
      for (const sort of ['time', 'amount']) {
        for (const order of ['asc', 'desc']) {
          const want = sortedIds(expected(f), sort, order);
          for (const page of [1, 2, 4]) {
            const got = await list({ ...(f as Record<string, string>), sort, order, pageSize: 15, page });
            expect(
              got.list.map((r) => r.id),
              `${JSON.stringify(f)} ${sort} ${order} page ${page}`,
            ).toEqual(want.slice((page - 1) * 15, page * 15));
          }
        }
      }
    }
  });

  it('pages an amount range that covers no whole band, by every sort both ways, exactly as OFFSET over the whole filtered set', async () => {
    // The total of these counts every order in the range (no band of the rollup lies inside, summary.ts).
    const ranges: Filters[] = [
      { amountMin: '200', amountMax: '300' },
      { amountMin: '210.5', amountMax: '480', status: '1,2', from: '2026-03-01' },
      { amountMin: '100.01', amountMax: '199' },
    ];
    for (const f of ranges) {
      for (const sort of ['time', 'amount', 'paid', 'orderno']) {
        for (const order of ['asc', 'desc']) {
          const want = sortedIds(expected(f), sort, order);
          expect(want.length, JSON.stringify(f)).toBeGreaterThan(10);
          for (const page of [1, 2]) {
            const got = await list({ ...(f as Record<string, string>), sort, order, pageSize: 10, page });
            expect(
              got.list.map((r) => r.id),
              `${JSON.stringify(f)} ${sort} ${order} page ${page}`,
            ).toEqual(want.slice((page - 1) * 10, page * 10));
            expect(got.total).toBe(want.length);
          }
        }
      }
    }
  });

  it('a page past the end is empty and keeps the total', async () => {
    const got = await list({ page: 100, pageSize: 10 });
    expect(got.list).toEqual([]);
    expect(got.total).toBe(400);
  });

  it('rows carry the client, the salesperson and the money as exact strings', async () => {
    const got = await list({ sort: 'orderno', order: 'asc', pageSize: 10 });
    const r = got.list[0] as Record<string, unknown>;
    expect(r).toMatchObject({
      orderno: 'N0001',
      guestcode: 'K2',
      guestname: '乙',
      items: '标准名片',
      qty: 200,
      channel: expect.any(String),
      version: 0,
    });
    expect(String(r.amount)).toMatch(/^\d+\.\d{2}$/);
    expect(String(r.created_at)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(r.salesperson).not.toBe('');
  });

  it("another branch sees none of 001's orders, whatever it filters", async () => {
    const got = await list({ pageSize: 500 }, other);
    expect(got.total).toBe(20);
    expect(got.list.every((r) => (r as unknown as { guestcode: string }).guestcode === 'X1')).toBe(true);
    expect((await list({ client: 'K1' }, other)).total).toBe(0);
    expect((await list({ orderno: 'N0001' }, other)).total).toBe(1);
  });

  it('refuses bad input with a message naming the field, and a page too deep', async () => {
    for (const q of [
      'status=5',
      'payState=maybe',
      'sort=client',
      'pageSize=7',
      'amountMin=1e9',
      'from=2026-02-30',
      'page=10001',
      'salesperson=-1',
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/Order/List?${q}`,
        headers: { ...admin, 'accept-language': 'en' },
      });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().msg, q).toContain(inWords(q.split('=')[0]));
    }
  });

  it('after state changes, payments and deleted orders the rollup still equals the direct sums', async () => {
    const db = ctx.db;
    await db.execute(
      sql`update orders set status = 9, version = version + 1 where gscode = '001' and id % 5 = 0 and status in (0, 1)`,
    );
    await db.execute(sql`update orders set paid = amount, pay_state = 2 where gscode = '001' and id % 7 = 1`);
    await db.execute(
      sql`update orders set salesperson_id = null, channel = 'counter' where gscode = '001' and id % 11 = 2`,
    );
    await db.execute(
      sql`update orders set created_at = created_at + interval '20 days' where gscode = '001' and id % 13 = 3`,
    );
    await db.execute(sql`update orders set amount = amount + 900 where gscode = '001' and id % 19 = 5`);
    await db.execute(
      sql`update orders set amount = 10, created_at = created_at - interval '40 days' where gscode = '001' and id % 23 = 6`,
    );
    await db.execute(sql`delete from orders where gscode = '001' and id % 17 = 4`);
    await loadRefs();
    for (const f of FILTERS()) await checkSums(f);
    // And equal to a rebuild from scratch.
    const keyOrder = sql`order by gscode, client_id, amount_band, grain, period, status, pay_state, channel, salesperson_id`;
    const before = await db.execute(sql`select * from order_sums where gscode = '001' ${keyOrder}`);
    await db.execute(sql`select order_sums_rebuild('001')`);
    const after = await db.execute(sql`select * from order_sums where gscode = '001' ${keyOrder}`);
    expect(before.rows.length).toBeGreaterThan(0);
    expect(before.rows).toEqual(after.rows);
  });

  it("follows the branch's time zone: a change of it moves orders between days", async () => {
    await ctx.db.execute(sql`update branches set timezone = 'UTC' where gscode = '001'`);
    try {
      const { rows } = await ctx.db.execute(
        sql`select count(*)::int as n from orders where gscode = '001' and (created_at at time zone 'UTC')::date = '2026-03-31'`,
      );
      expect((await list({ from: '2026-03-31', to: '2026-03-31' })).total).toBe(rows[0].n);
    } finally {
      await ctx.db.execute(sql`update branches set timezone = 'Asia/Shanghai' where gscode = '001'`);
    }
  });
});
