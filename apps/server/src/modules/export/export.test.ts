import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPORT_CONTENT_TYPE, ExportFrameDecoder, type DecodedFrame } from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { exportFileName, localMinuteFormatter } from './names.js';
import { streamExport } from './service.js';
import type { Session } from '../../plugins/session.js';
import { MONEY_FORMAT, type ExportColumn } from './xlsx.js';

/**
 * The generic export service over throw-away queries (generate_series): frames, the file,
 * the failure after the answer started, the browser leaving, the connection given back.
 * The order and payment exports have their own tests (orders-export.test.ts).
 */
interface Row {
  n: number;
  label: string;
  amount: string;
}
const columns: ExportColumn<Row>[] = [
  { header: 'No.', width: 8, value: (r) => r.n },
  { header: '名称', width: 20, value: (r) => r.label },
  { header: 'Amount', width: 14, value: (r) => Number(r.amount), numFmt: MONEY_FORMAT },
];
const rowsOf = (count: number) =>
  sql`select n, '行 ' || n as label, (n * 1000.5)::numeric(14,2)::text as amount from generate_series(1, ${count}::int) as n order by n`;

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  // A throw-away route on the real app (its plugins: errors, helmet, compression, logging).
  ctx = await createTestContext({}, (app) => {
    app.get<{ Querystring: { rows: string; failAt?: string; max?: string } }>('/test/export', async (req, reply) => {
      const count = Number(req.query.rows);
      const query = req.query.failAt
        ? sql`select n, 'x' as label, (1 / (n - ${Number(req.query.failAt)}::int))::text as amount from generate_series(1, ${count}::int) as n`
        : rowsOf(count);
      // The export's slots are its account's and branch's: the route has no session, so it names one.
      req.session = { userId: 1, gscode: '001' } as Session;
      return streamExport<Row>(ctx.db, req, reply, {
        query,
        toRow: (r) => r as unknown as Row,
        sheet: 'Rows',
        columns,
        ...(req.query.max ? { maxRows: Number(req.query.max) } : {}),
        fileName: 'rows-001-20261122-1530.xlsx',
        audit: { action: 'export test rows', filters: { rows: count } },
      });
    });
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

async function download(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + url, { headers });
  const decoder = new ExportFrameDecoder();
  const frames: DecodedFrame[] = [];
  for await (const chunk of res.body!) frames.push(...decoder.push(chunk));
  expect(decoder.buffered).toBe(0);
  return { res, frames };
}

const fileOf = (frames: DecodedFrame[]) => Buffer.concat(frames.flatMap((f) => (f.kind === 'data' ? [f.bytes] : [])));
const jsonFrames = (frames: DecodedFrame[]) => frames.filter((f) => f.kind !== 'data');
const inUse = () => ctx.db.$client.totalCount - ctx.db.$client.idleCount;
const openTransactions = async () =>
  (
    await ctx.db.execute(sql`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and state like 'idle in transaction%' and pid <> pg_backend_pid()`)
  ).rows[0].n;

async function auditRows(action: string) {
  const { rows } = await ctx.db.execute(
    sql`select outcome, diff from operation_log where action = ${action} order by id`,
  );
  return rows as {
    outcome: string;
    diff: { filters: [null, unknown]; rows: [null, number]; cancelled?: [null, boolean] };
  }[];
}

describe('export service', () => {
  it('streams the whole set as frames: progress every 2,000 rows, the file, then end', async () => {
    const { res, frames } = await download('/test/export?rows=4500');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(EXPORT_CONTENT_TYPE);
    // Frames are never held back by on-the-fly compression (the file inside is a zip already).
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(jsonFrames(frames)).toEqual([
      { kind: 'progress', value: { done: 0, total: 4500 } },
      { kind: 'progress', value: { done: 2000, total: 4500 } },
      { kind: 'progress', value: { done: 4000, total: 4500 } },
      { kind: 'progress', value: { done: 4500, total: 4500 } },
      { kind: 'end', value: { rows: 4500, fileName: 'rows-001-20261122-1530.xlsx' } },
    ]);
    expect(frames.at(-1)!.kind).toBe('end');

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fileOf(frames) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Rows')!;
    expect(sheet.rowCount).toBe(4501);
    expect(sheet.getRow(1).values).toEqual([undefined, 'No.', '名称', 'Amount']);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, '行 1', 1000.5]);
    expect(sheet.getRow(4501).values).toEqual([undefined, 4500, '行 4500', 4502250]);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').numFmt).toBeUndefined();
    expect(inUse()).toBe(0);
  });

  it('writes the export to the operation log with its filters and row count', async () => {
    expect(await auditRows('export test rows')).toContainEqual({
      outcome: 'ok',
      diff: { filters: [null, { rows: 4500 }], rows: [null, 4500] },
    });
  });

  it('exports an empty set as a file with only the header row', async () => {
    const { frames } = await download('/test/export?rows=0');
    expect(jsonFrames(frames)).toEqual([
      { kind: 'progress', value: { done: 0, total: 0 } },
      { kind: 'end', value: { rows: 0, fileName: 'rows-001-20261122-1530.xlsx' } },
    ]);
    // The zip writer's few hundred small pieces travel gathered in one data frame.
    expect(frames.filter((f) => f.kind === 'data')).toHaveLength(1);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fileOf(frames) as unknown as ArrayBuffer);
    expect(book.getWorksheet('Rows')!.rowCount).toBe(1);
  });

  it('refuses a set larger than one sheet holds with a clear message, before any frame, and gives the connection back', async () => {
    const res = await fetch(`${base}/test/export?rows=3000&max=2999`, { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({
      code: 8,
      data: null,
      msg: 'The filtered set has 3000 rows, more than one Excel sheet holds (2999); narrow the filters and export again',
    });
    expect(inUse()).toBe(0);
    expect(await openTransactions()).toBe(0);
  });

  it('ends with an error frame, in the caller’s language, when a batch fails after the answer started; the connection is given back', async () => {
    const { res, frames } = await download('/test/export?rows=5000&failAt=3000', { 'accept-language': 'en' });
    expect(res.status).toBe(200);
    const kinds = jsonFrames(frames);
    expect(kinds.slice(0, 2)).toEqual([
      { kind: 'progress', value: { done: 0, total: 5000 } },
      { kind: 'progress', value: { done: 2000, total: 5000 } },
    ]);
    expect(kinds.at(-1)).toEqual({
      kind: 'error',
      value: { msg: expect.stringMatching(/^The export failed; please try again \(request id .+\)$/) },
    });
    expect(kinds.some((f) => f.kind === 'end')).toBe(false);
    expect(inUse()).toBe(0);
    expect(await openTransactions()).toBe(0);
    expect((await auditRows('export test rows')).at(-1)).toMatchObject({
      outcome: 'error',
      diff: { rows: [null, 2000] },
    });
  });

  it('stops fetching and rolls back when the browser goes away; the connection is given back', async () => {
    const total = 200_000;
    const seen = await new Promise<DecodedFrame[]>((resolve, reject) => {
      const req = http.get(`${base}/test/export?rows=${total}`, (res) => {
        const decoder = new ExportFrameDecoder();
        const frames: DecodedFrame[] = [];
        res.on('data', (chunk: Buffer) => {
          frames.push(...decoder.push(chunk));
          // Leave once the second batch is announced: the server is mid-export.
          if (frames.some((f) => f.kind === 'progress' && f.value.done >= 2000)) {
            req.destroy();
            resolve(frames);
          }
        });
      });
      req.on('error', () => {});
      req.on('close', () => reject(new Error('closed before any progress')));
    });
    expect(seen.some((f) => f.kind === 'end')).toBe(false);
    await vi.waitFor(
      async () => {
        const last = (await auditRows('export test rows')).at(-1);
        expect(last).toMatchObject({
          outcome: 'ok',
          diff: { filters: [null, { rows: total }], cancelled: [null, true] },
        });
      },
      { timeout: 20_000, interval: 50 },
    );
    const last = (await auditRows('export test rows')).at(-1)!;
    expect(last.diff.rows[1]).toBeLessThan(total);
    expect(inUse()).toBe(0);
    expect(await openTransactions()).toBe(0);
  });
});

describe('export names', () => {
  it('names the file by what, branch and the branch’s local minute', () => {
    const at = new Date('2026-11-22T07:30:45Z');
    expect(exportFileName('orders', '001', 'Asia/Shanghai', at)).toBe('orders-001-20261122-1530.xlsx');
    expect(exportFileName('payments', '0/1', 'Europe/London', at)).toBe('payments-0_1-20261122-0730.xlsx');
  });

  it('writes times as YYYY-MM-DD HH:mm in the branch’s time zone, midnight as 00', () => {
    const local = localMinuteFormatter('Asia/Shanghai');
    expect(local('2026-11-21T16:00:00Z')).toBe('2026-11-22 00:00');
    expect(local(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22 23:59');
    // Across a daylight-saving change (London, 29 March 2026: 01:00 UTC becomes 02:00 local).
    const london = localMinuteFormatter('Europe/London');
    expect(london('2026-03-29T00:59:00Z')).toBe('2026-03-29 00:59');
    expect(london('2026-03-29T01:00:00Z')).toBe('2026-03-29 02:00');
    expect(london('2026-10-25T00:30:00Z')).toBe('2026-10-25 01:30');
    expect(london('2026-10-25T01:30:00Z')).toBe('2026-10-25 01:30');
  });
});
