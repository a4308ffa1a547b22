import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { multipartBody } from '../../../test/images.js';
import { testCalls, type Headers } from '../../../test/calls.js';
import { seedYearPlan } from '../../seed/year-plan.js';
import { fromCents, toCents } from '../../money.js';
import { planClock, rateOf } from './service.js';

/**
 * The year plan (issue 15 #4): the actual figures are what the orders say (local months, the
 * cancelled left out, a salesperson's line only their orders), completion per month and year to
 * date, a line saved with the version seen (409 otherwise), last year copied with a growth, an
 * .xlsx imported with every bad cell listed and nothing written; another branch's salesperson,
 * a caller without the mark and bad input change nothing; every change audited.
 */
let ctx: TestContext;
type Row = Record<string, any>;
const { q, get, post, ok } = testCalls(() => ctx);
const read = async (year: number, headers = admin) => {
  const res = await get(`/api/Plan/YearPlan?year=${year}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    year: number;
    ytdMonths: number;
    hasTargets: boolean;
    lastYearHasTargets: boolean;
    lines: Row[];
  };
};
const line = (y: { lines: Row[] }, id: number) => y.lines.find((l) => l.salespersonId === id)!;
const snapshot = async () =>
  JSON.stringify(await q(`select * from year_plans order by gscode, year, salesperson_id, month`));
const lastLog = async (path: string) =>
  (
    await q(`select target_id, outcome, diff, action from operation_log where path = $1 order by id desc limit 1`, [
      path,
    ])
  )[0];
const months = (amount: (m: number) => string, orders: (m: number) => number) =>
  Array.from({ length: 12 }, (_, i) => ({ amount: amount(i + 1), orders: orders(i + 1) }));

let admin: Headers;
let admin2: Headers;
let operator: Headers;
let salesA: number;
let salesB: number;
let other: number;
const sh = (local: string) => `${local}:00+08:00`;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('001', 'admin')).headers;
  admin2 = (await ctx.login('002', 'admin')).headers;
  operator = (await ctx.login('001', 'operator')).headers;
  [salesA, salesB] = (
    await q(`select id from users where gscode = '001' and user_name in ('operator', 'viewer') order by user_name`)
  ).map((r) => Number(r.id));
  other = Number((await q(`select id from users where gscode = '002' and user_name = 'operator'`))[0].id);
  // 15 June 2026 in Shanghai: year to date is January … June.
  planClock.now = () => new Date(sh('2026-06-15 10:00'));
  const [c1] = await q(
    `insert into clients (gscode, guestcode, guestname, longname) values ('001', 'YP1', '计划客户', '计划客户公司') returning id`,
  );
  const [c2] = await q(
    `insert into clients (gscode, guestcode, guestname, longname) values ('002', 'YP2', '别家客户', '别家客户公司') returning id`,
  );
  await q(
    `insert into orders (gscode, orderno, client_id, status, amount, salesperson_id, created_at) values
    ('001', 'p1', $1, 4, 100.10, $3, $4), ('001', 'p2', $1, 1, 200.20, $5, $6),
    ('001', 'p3', $1, 9, 5000.00, $3, $7), ('001', 'p4', $1, 2, 0.05, null, $8),
    ('001', 'p5', $1, 4, 300.00, $3, $9), ('001', 'p6', $1, 4, 999.99, $3, $10),
    ('002', 'p7', $2, 4, 777.77, $11, $7)`,
    [
      c1.id,
      c2.id,
      salesA,
      sh('2026-03-31 23:30'),
      salesB,
      sh('2026-03-02 09:00'),
      sh('2026-03-10 09:00'),
      sh('2026-03-15 12:00'),
      sh('2026-04-01 00:10'),
      sh('2025-12-31 23:59'),
      other,
    ],
  );
});
afterAll(() => {
  // Test files share a process (vitest.config.ts, isolate: false): the next one gets the real clock.
  planClock.now = () => new Date();
  return ctx?.close();
});

describe('money and completion', () => {
  it('sums in cents and rounds completion half up to two decimals', () => {
    expect(fromCents(toCents('0.1') + toCents('0.2'))).toBe('0.30');
    expect(fromCents(toCents('9999999999.99') * 12n)).toBe('119999999999.88');
    expect(rateOf(1n, 3n)).toBe('33.33');
    expect(rateOf(2n, 3n)).toBe('66.67');
    expect(rateOf(5n, 0n)).toBeNull();
    expect(rateOf(250n, 100n)).toBe('250.00');
  });
});

describe('reading a year', () => {
  it('shows the actual of each local month from the orders, cancelled ones left out, before any target', async () => {
    const y = await read(2026);
    expect(y).toMatchObject({ year: 2026, ytdMonths: 6, hasTargets: false, lastYearHasTargets: false });
    // The branch line first, then every staff account of the branch, none set yet.
    expect(y.lines[0].salespersonId).toBe(0);
    expect(y.lines.map((l) => l.salespersonId)).toEqual(expect.arrayContaining([salesA, salesB]));
    expect(y.lines.every((l) => l.version === 0)).toBe(true);
    const branch = y.lines[0];
    expect(branch).toMatchObject({ salespersonId: 0, name: '', version: 0 });
    // March: p1 (23:30 local on the 31st), p2 and p4; p3 is cancelled; p5 is 1 April local (31 March UTC).
    expect(branch.months[2]).toMatchObject({
      month: 3,
      amount: '0.00',
      orders: 0,
      actualAmount: '300.35',
      actualOrders: 3,
      amountRate: null,
      ordersRate: null,
    });
    expect(branch.months[3]).toMatchObject({ month: 4, actualAmount: '300.00', actualOrders: 1 });
    expect(branch.total).toMatchObject({ actualAmount: '600.35', actualOrders: 4 });
    // What the orders themselves say, the same local months.
    const [march] =
      await q(`select count(*)::int as n, sum(amount)::text as a from orders where gscode = '001' and status <> 9
      and (created_at at time zone 'Asia/Shanghai') >= '2026-03-01' and (created_at at time zone 'Asia/Shanghai') < '2026-04-01'`);
    expect([branch.months[2].actualOrders, branch.months[2].actualAmount]).toEqual([march.n, march.a]);
    // Last year's order (31 Dec 2025 local) is 2025's.
    expect((await read(2025)).lines[0].months[11]).toMatchObject({ actualAmount: '999.99', actualOrders: 1 });
    expect((await read(2025)).ytdMonths).toBe(12);
    expect((await read(2027)).ytdMonths).toBe(0);
  });

  it('another branch sees only its own orders and plan', async () => {
    const y = await read(2026, admin2);
    expect(y.lines.map((l) => l.salespersonId)).not.toContain(salesA);
    expect(y.lines[0].total).toMatchObject({ actualAmount: '777.77', actualOrders: 1 });
  });

  it('refuses a year out of range and a caller without the page mark', async () => {
    expect((await get('/api/Plan/YearPlan?year=1999', admin)).statusCode).toBe(400);
    expect((await get('/api/Plan/YearPlan?year=abc', admin)).statusCode).toBe(400);
    // The read-only role is not given the plan page.
    const viewer = (await ctx.login('001', 'viewer')).headers;
    expect((await get('/api/Plan/YearPlan?year=2026', viewer)).statusCode).toBe(403);
    expect((await get('/api/Plan/Salespeople', viewer)).statusCode).toBe(403);
  });
});

describe('setting a line', () => {
  it('saves the branch line with version 0 → 1 and computes completion per month and year to date', async () => {
    const body = {
      year: 2026,
      salespersonId: 0,
      version: 0,
      months: months(
        (m) => (m === 3 ? '600.70' : '1000'),
        (m) => (m === 3 ? 4 : 10),
      ),
    };
    expect(await ok('/api/Plan/SaveLine', admin, body)).toEqual({ version: 1 });
    const y = await read(2026);
    expect(y.hasTargets).toBe(true);
    const b = y.lines[0];
    expect(b.version).toBe(1);
    expect(b.updatedBy).toBe('admin');
    expect(b.months[2]).toMatchObject({
      amount: '600.70',
      orders: 4,
      actualAmount: '300.35',
      actualOrders: 3,
      amountRate: '50.00',
      ordersRate: '75.00',
    });
    expect(b.months[3]).toMatchObject({ amount: '1000.00', orders: 10, amountRate: '30.00', ordersRate: '10.00' });
    // Year to date: January … June, targets 5 × 1000 + 600.70 and 5 × 10 + 4.
    expect(b.ytd).toMatchObject({
      amount: '5600.70',
      orders: 54,
      actualAmount: '600.35',
      actualOrders: 4,
      amountRate: '10.72',
      ordersRate: '7.41',
    });
    expect(b.total).toMatchObject({ amount: '11600.70', orders: 114 });
    const log = await lastLog('/api/Plan/SaveLine');
    expect(log).toMatchObject({ target_id: '2026:0', outcome: 'ok', action: 'save year plan' });
    expect(log.diff.m3).toEqual([null, '600.70 / 4']);
  });

  it('refuses a stale version (409) and changes nothing', async () => {
    const before = await snapshot();
    const res = await post('/api/Plan/SaveLine', admin, {
      year: 2026,
      salespersonId: 0,
      version: 0,
      months: months(
        () => '1',
        () => 1,
      ),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/changed by someone else/);
    expect(await snapshot()).toBe(before);
    // With the version seen it saves, and the log keeps what changed.
    await ok('/api/Plan/SaveLine', admin, {
      year: 2026,
      salespersonId: 0,
      version: 1,
      months: months(
        (m) => (m === 3 ? '600.70' : '1000'),
        (m) => (m === 1 ? 11 : m === 3 ? 4 : 10),
      ),
    });
    const log = await lastLog('/api/Plan/SaveLine');
    expect(log.diff).toEqual({ m1: ['1000.00 / 10', '1000.00 / 11'] });
  });

  it("a salesperson's line counts only that salesperson's orders", async () => {
    await ok('/api/Plan/SaveLine', admin, {
      year: 2026,
      salespersonId: salesA,
      version: 0,
      months: months(
        () => '200.20',
        () => 2,
      ),
    });
    const y = await read(2026);
    const a = line(y, salesA);
    // salesB has no targets, yet its line shows its actual (p2 in March).
    expect(line(y, salesB)).toMatchObject({ version: 0 });
    expect(line(y, salesB).months[2]).toMatchObject({
      amount: '0.00',
      actualAmount: '200.20',
      actualOrders: 1,
      amountRate: null,
    });
    expect(a.name).toBe('上海操作员');
    // March: p1 only (p3 cancelled); April: p5.
    expect(a.months[2]).toMatchObject({
      actualAmount: '100.10',
      actualOrders: 1,
      amountRate: '50.00',
      ordersRate: '50.00',
    });
    expect(a.months[3]).toMatchObject({ actualAmount: '300.00', actualOrders: 1, amountRate: '149.85' });
  });

  it("refuses another branch's salesperson (404), a missing one, bad input and a caller without the mark; nothing changes", async () => {
    const before = await snapshot();
    const good = {
      year: 2026,
      salespersonId: 0,
      version: 2,
      months: months(
        () => '1',
        () => 1,
      ),
    };
    const other404 = await post('/api/Plan/SaveLine', admin, { ...good, salespersonId: other, version: 0 });
    expect(other404.statusCode).toBe(404);
    expect(other404.json().msg).toMatch(/no such salesperson/);
    expect((await lastLog('/api/Plan/SaveLine')).outcome).toBe('denied');
    expect((await post('/api/Plan/SaveLine', admin, { ...good, salespersonId: 99999999, version: 0 })).statusCode).toBe(
      404,
    );
    for (const bad of [
      { ...good, months: good.months.slice(0, 11) },
      {
        ...good,
        months: months(
          () => '-1',
          () => 1,
        ),
      },
      {
        ...good,
        months: months(
          () => '1.234',
          () => 1,
        ),
      },
      {
        ...good,
        months: months(
          () => '12345678901',
          () => 1,
        ),
      },
      {
        ...good,
        months: months(
          () => '1',
          () => -1,
        ),
      },
      {
        ...good,
        months: months(
          () => '1',
          () => 1.5,
        ),
      },
      { ...good, year: 2101 },
      { ...good, gscode: '002' },
    ]) {
      const res = await post('/api/Plan/SaveLine', admin, bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    const refused = await post('/api/Plan/SaveLine', operator, good);
    expect(refused.statusCode).toBe(403);
    // The other branch's admin writes its own plan, never 001's.
    await ok('/api/Plan/SaveLine', admin2, { ...good, version: 0 });
    const after = JSON.parse(await snapshot()) as Row[];
    expect(JSON.stringify(after.filter((r) => r.gscode === '001'))).toBe(
      JSON.stringify((JSON.parse(before) as Row[]).filter((r) => r.gscode === '001')),
    );
    expect((await read(2026)).lines[0].version).toBe(2);
  });

  it("lists the branch's salespeople only", async () => {
    const res = await get('/api/Plan/Salespeople', admin);
    const ids = (res.json().data as Row[]).map((r) => r.id);
    expect(ids).toContain(salesA);
    expect(ids).not.toContain(other);
    // A disabled account stays while orders name it (salesB sold in March); one without orders goes.
    await q(`update users set status = 0 where id = $1`, [salesB]);
    const [idle] = await q(
      `insert into users (gscode, user_name, nick_name, reguserno, role_code, password_hash, status)
      select gscode, 'yp-idle', '停用无单', reguserno, role_code, password_hash, 0 from users where id = $1 returning id`,
      [salesA],
    );
    const after = ((await get('/api/Plan/Salespeople', admin)).json().data as Row[]).map((r) => r.id);
    expect(after).toContain(salesB);
    expect(after).not.toContain(Number(idle.id));
    expect((await read(2026)).lines.map((l) => l.salespersonId)).not.toContain(Number(idle.id));
    await q(`update users set status = 1 where id = $1`, [salesB]);
  });
});

describe('copying last year', () => {
  it('copies with a growth, rounding to cents and whole orders; refuses an existing year unless replacing', async () => {
    await ok('/api/Plan/SaveLine', admin, {
      year: 2027,
      salespersonId: 0,
      version: 0,
      months: months(
        () => '0',
        () => 0,
      ),
    });
    const y0 = await read(2027);
    expect(y0.hasTargets).toBe(false);
    expect(y0.lastYearHasTargets).toBe(true);
    expect(await ok('/api/Plan/CopyLastYear', admin, { year: 2027, growth: '12.5' })).toEqual({ lines: 2 });
    const y = await read(2027);
    const [b, a] = [y.lines[0], line(y, salesA)];
    // 600.70 × 1.125 = 675.7875 → 675.79; 4 × 1.125 = 4.5 → 5; 11 × 1.125 = 12.375 → 12.
    expect(b.months[2]).toMatchObject({ amount: '675.79', orders: 5 });
    expect(b.months[0]).toMatchObject({ amount: '1125.00', orders: 12 });
    expect(b.version).toBe(2);
    expect(a).toMatchObject({ salespersonId: salesA, version: 1 });
    expect(a.months[0]).toMatchObject({ amount: '225.23', orders: 2 });
    expect(await lastLog('/api/Plan/CopyLastYear')).toMatchObject({
      target_id: '2027',
      outcome: 'ok',
      action: 'copy year plan',
    });

    const before = await snapshot();
    const again = await post('/api/Plan/CopyLastYear', admin, { year: 2027, growth: '0' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toMatch(/already has targets/);
    expect(await snapshot()).toBe(before);
    expect(await ok('/api/Plan/CopyLastYear', admin, { year: 2027, growth: '-50', replace: true })).toEqual({
      lines: 2,
    });
    expect((await read(2027)).lines[0].months[2]).toMatchObject({ amount: '300.35', orders: 2 });
    expect((await read(2027)).lines[0].version).toBe(3);
  });

  it('refuses a growth out of range, a year with nothing to copy and a caller without the mark; nothing changes', async () => {
    const before = await snapshot();
    for (const growth of ['-100', '-100.5', '1000.01', '1e3', '', 'abc', '10.555']) {
      expect(
        (await post('/api/Plan/CopyLastYear', admin, { year: 2027, growth, replace: true })).statusCode,
        growth,
      ).toBe(400);
    }
    expect((await post('/api/Plan/CopyLastYear', admin, { year: 2030, growth: '10' })).statusCode).toBe(409);
    expect(
      (await post('/api/Plan/CopyLastYear', operator, { year: 2027, growth: '10', replace: true })).statusCode,
    ).toBe(403);
    expect(await snapshot()).toBe(before);
    // 1000 % is the most: eleven times.
    expect(await ok('/api/Plan/CopyLastYear', admin, { year: 2027, growth: '1000', replace: true })).toEqual({
      lines: 2,
    });
    expect((await read(2027)).lines[0].months[2]).toMatchObject({ amount: '6607.70', orders: 44 });
  });
});

describe('importing an .xlsx', () => {
  const xlsx = async (rows: (string | number | null)[][]) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('2028');
    for (const r of rows) sheet.addRow(r);
    return Buffer.from(await book.xlsx.writeBuffer());
  };
  const upload = async (year: number, content: Buffer, headers = admin) => {
    const { payload, headers: h } = multipartBody([
      {
        field: 'file',
        filename: 'plan.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content,
      },
    ]);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/Plan/Import?year=${year}`,
      headers: { ...headers, ...h, 'accept-language': 'en' },
      payload,
    });
  };
  const head = ['ID', 'Name', 'Measure', ...Array.from({ length: 12 }, (_, i) => `M${i + 1}`), 'Year'];
  const sheetLine = (id: number | string, measure: string, v: (m: number) => number | string) => [
    id,
    'x',
    measure,
    ...Array.from({ length: 12 }, (_, i) => v(i + 1)),
  ];

  it('lists every bad cell by row and writes nothing', async () => {
    const before = await snapshot();
    const res = await upload(
      2028,
      await xlsx([
        ['Year', 2028],
        head,
        sheetLine(0, 'Sales amount', () => 100),
        sheetLine(0, '订单数', (m) => (m === 2 ? -3 : 1)),
        sheetLine(other, 'Orders', () => 1),
        sheetLine(salesA, 'amount', (m) => (m === 12 ? '12.345' : 5)),
        sheetLine(salesA, 'Bananas', () => 1),
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ written: false, lines: 0 });
    // The last: the salesperson's line has no orders row (the bad measure's row names none).
    expect(data.errors.map((e: Row) => e.cell)).toEqual(['E4', 'A5', 'O6', 'C7', 'C6']);
    expect(data.errors[0]).toMatchObject({ row: 4, message: expect.stringMatching(/orders -3 are invalid/) });
    expect(data.errors[1].message).toMatch(/neither the branch/);
    expect(await snapshot()).toBe(before);
    // A file of another year.
    const wrongYear = (
      await upload(
        2029,
        await xlsx([['Year', 2028], head, sheetLine(0, 'amount', () => 1), sheetLine(0, 'orders', () => 1)]),
      )
    ).json().data;
    expect(wrongYear.errors).toEqual([
      expect.objectContaining({ cell: 'B1', message: expect.stringMatching(/year 2029/) }),
    ]);
    // A line with one measure only.
    const missing = (await upload(2028, await xlsx([['Year', 2028], head, sheetLine(0, 'amount', () => 1)]))).json()
      .data;
    expect(missing.errors).toEqual([
      expect.objectContaining({ cell: 'C3', message: expect.stringMatching(/no "Orders" row/) }),
    ]);
    expect(await snapshot()).toBe(before);
  });

  it('sets the lines of a good file, empty cells as 0, each line a new version; refuses a caller without the mark', async () => {
    const content = await xlsx([
      ['年度', 2028],
      head,
      sheetLine(0, '销售额', (m) => (m === 5 ? '' : 1000.5)),
      sheetLine(0, '订单数', () => 7),
      sheetLine(salesA, 'orders', () => 2),
      sheetLine(salesA, 'amount', () => '99.90'),
    ]);
    expect((await upload(2028, content, operator)).statusCode).toBe(403);
    const data = (await upload(2028, content)).json().data;
    expect(data).toEqual({ written: true, lines: 2, errors: [], moreErrors: 0 });
    const y = await read(2028);
    expect(y.lines[0].months[0]).toMatchObject({ amount: '1000.50', orders: 7 });
    expect(y.lines[0].months[4]).toMatchObject({ amount: '0.00', orders: 7 });
    expect(y.lines[0].version).toBe(1);
    expect(line(y, salesA)).toMatchObject({ salespersonId: salesA, version: 1 });
    expect(line(y, salesA).total).toMatchObject({ amount: '1198.80', orders: 24 });
    expect(await lastLog('/api/Plan/Import')).toMatchObject({
      target_id: '2028',
      outcome: 'ok',
      action: 'import year plan',
    });
    expect((await upload(2028, content)).json().data.written).toBe(true);
    expect((await read(2028)).lines[0].version).toBe(2);
  });

  it('refuses a file that is not an .xlsx', async () => {
    const res = await upload(2028, Buffer.from('id,name\n0,x\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/not an Excel workbook/);
  });
});

describe('the demo seed', () => {
  it("plans this year from last year's actual plus 10 %, for the branch and each salesperson who sold", async () => {
    await seedYearPlan(ctx.db, '002', new Date(sh('2027-02-01 10:00')));
    const y = await read(2027, admin2);
    expect(y.lines.filter((l) => l.version > 0).map((l) => l.salespersonId)).toEqual([0, other]);
    // March 2026: 777.77 in one order → 855.55 → 900 and 1.1 → 2 orders.
    expect(y.lines[0].months[2]).toMatchObject({ amount: '900.00', orders: 2 });
    expect(line(y, other).months[2]).toMatchObject({ amount: '900.00', orders: 2 });
    expect(y.lines[0].months[0]).toMatchObject({ amount: '0.00', orders: 0 });
    // Last year's plan is its actual, rounded: there is something to copy.
    expect(y.lastYearHasTargets).toBe(true);
    expect(line(await read(2026, admin2), other).months[2]).toMatchObject({ amount: '800.00', orders: 1 });
  });
});
