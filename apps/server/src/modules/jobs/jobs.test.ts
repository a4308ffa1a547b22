import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JOB_LIMITS, type JobRow, type UserInfo } from '@bo/contract';
import { testCalls } from '../../../test/calls.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { multipartBody } from '../../../test/images.js';
import { PROCESS_ID } from '../safeguard/public.js';
import { appendFile, claimJob, endJob, purgeExpiredJobs } from './store.js';

/**
 * Exports and imports as jobs (issue 40): a job started by a call runs to its end on the runner,
 * its file is the starter's (and the branch administrator's) to download; refusals change nothing;
 * a run whose lease ran out is taken over, and the run it replaced can no longer write or finish.
 */
let ctx: TestContext;
let admin: Record<string, string>;
let operator: Record<string, string>;
let viewer: Record<string, string>;
let other: Record<string, string>;
const { q, get, post, ok, refused } = testCalls(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext({ JOB_LEASE_SECONDS: '2', EXPORTS_PER_ACCOUNT: '1' });
  admin = (await ctx.login('001', 'admin')).headers;
  operator = (await ctx.login('001', 'operator')).headers;
  viewer = (await ctx.login('001', 'viewer')).headers;
  other = (await ctx.login('002', 'admin')).headers;
  await q(`insert into clients (gscode, guestcode, guestname, longname) values ('001', 'J1', '甲', '甲公司')`);
  await q(`
    insert into orders (gscode, orderno, client_id, status, amount, qty, items, created_at)
    select '001', 'J' || lpad(g::text, 6, '0'), (select id from clients where guestcode = 'J1'), 1, 100 + g, 1, 'card',
           timestamptz '2026-11-01 00:00+08' + make_interval(mins => g)
      from generate_series(1, 5000) g`);
});
afterAll(() => ctx.close());
// Each test starts with no job open, so the per-account caps do not carry over.
beforeEach(() => q(`delete from jobs`));

const start = (headers: Record<string, string>, kind: string, params: object = {}) =>
  ok('/api/Job/Start', headers, { kind, params }) as Promise<{ id: number }>;
const job = async (headers: Record<string, string>, id: number) => {
  const res = await get(`/api/Job/Get?id=${id}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as JobRow;
};
const download = (headers: Record<string, string>, id: number, file = 'result') =>
  get(`/api/Job/Download?id=${id}&file=${file}`, headers);
const sheetOf = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book.worksheets[0];
};

describe('an export job', () => {
  it('writes the whole filtered set into a file its starter downloads, logs it and tells the starter', async () => {
    const { id } = await start(admin, 'orderExport', { orderno: 'J000', status: '1,2', sort: 'orderno', order: 'asc' });
    expect((await job(admin, id)).state).toBe('queued');
    await ctx.app.jobs.drain();
    const row = await job(admin, id);
    expect(row).toMatchObject({ state: 'done', rows: 999, done: 999, total: 999, message: '' });
    expect(row.fileName).toMatch(/\.xlsx$/);
    // Kept as started, for a retry: the list of states as the address has it.
    expect(row.params).toMatchObject({ orderno: 'J000', status: '1,2' });
    const res = await download(admin, id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(row.fileName);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.rowCount).toBe(1000);
    expect(sheet.getRow(2).getCell(1).value).toBe('J000001');
    const [log] = await q(`select user_name, diff from operation_log where action = 'export orders'`);
    expect(log.user_name).toBe('admin');
    const [told] = await q(
      `select title_en, body_en from messages where to_user_id = (select id from users where gscode = '001' and user_name = 'admin') and title_en like 'Order export%'`,
    );
    expect(told.title_en).toBe('Order export done');
    expect(told.body_en).toContain(row.fileName);
  });

  it('exports the carts the list shows, abandoned ones named so', async () => {
    await q(`
      insert into carts (gscode, client_id, items, item_count, qty, amount, updated_at)
      select '001', (select id from clients where guestcode = 'J1'), 'card', 1, g, 10 * g, now() - make_interval(days => g * 10)
        from generate_series(1, 3) g`);
    const { id } = await start(admin, 'cartExport', { abandoned: 'yes', sort: 'amount', order: 'asc' });
    await ctx.app.jobs.drain();
    const row = await job(admin, id);
    expect(row.state, row.message).toBe('done');
    const sheet = await sheetOf((await download(admin, id)).rawPayload);
    // The branch's abandon days are 7 by default: the carts untouched 10, 20 and 30 days.
    expect(sheet.getColumn(6).values.slice(2)).toEqual([10, 20, 30]);
    expect(sheet.getRow(2).getCell(10).value).toBe('Yes');
  });

  it("is its starter's and the branch administrator's to download, and nobody else's", async () => {
    const { id } = await start(operator, 'paymentExport');
    await ctx.app.jobs.drain();
    expect((await download(operator, id)).statusCode).toBe(200);
    expect((await download(admin, id)).statusCode).toBe(200);
    const [op] = await q(
      `select count(*)::int as n from operation_log where action = 'download a job file' and target_id = $1`,
      [String(id)],
    );
    expect(op.n).toBe(2);
    // Another branch's administrator, and another account of the branch that is not an administrator.
    const { id: adminsJob } = await start(admin, 'clientExport');
    await ctx.app.jobs.drain();
    expect((await download(other, adminsJob)).statusCode).toBe(404);
    expect((await download(operator, adminsJob)).statusCode).toBe(404);
    expect((await get(`/api/Job/Get?id=${adminsJob}`, operator)).statusCode).toBe(404);
    // A job's list is the account's own.
    const list = (await get('/api/Job/List', operator)).json().data as JobRow[];
    expect(list.map((j) => j.id)).toEqual([id]);
  });

  it('is refused without the export mark, with bad params, and beyond the open jobs of an account', async () => {
    await refused('/api/Job/Start', viewer, { kind: 'orderExport', params: {} }, 403);
    const bad = await refused('/api/Job/Start', admin, { kind: 'orderExport', params: { sort: 'nope' } }, 400);
    expect(bad).toMatch(/sort/i);
    await refused('/api/Job/Start', admin, { kind: 'noSuchKind', params: {} }, 400);
    expect((await q(`select count(*)::int as n from jobs`))[0].n).toBe(0);
    for (let i = 0; i < ctx.config.JOBS_OPEN_PER_ACCOUNT; i++) await start(admin, 'loginLogExport');
    await refused('/api/Job/Start', admin, { kind: 'loginLogExport', params: {} }, 429);
  });

  it('fails, without a file, when its starter lost the mark before it ran', async () => {
    const { id } = await start(operator, 'orderExport');
    await q(`
      update role_menus set active = false
       where role_id = (select id from roles where gscode = '001' and code = 'operator')
         and menu_id in (select id from menus where permission = 'order:export')`);
    try {
      await ctx.app.jobs.drain();
      const row = await job(operator, id);
      expect(row.state).toBe('failed');
      expect(row.message).toContain('no longer has this permission');
      expect((await download(operator, id)).statusCode).toBe(409);
    } finally {
      await q(`
        update role_menus set active = true
         where role_id = (select id from roles where gscode = '001' and code = 'operator')
           and menu_id in (select id from menus where permission = 'order:export')`);
    }
  });
});

describe('cancelling', () => {
  it('ends a queued job at once, again answers it as it is; a finished one cannot be, another account’s is not found', async () => {
    const { id } = await start(admin, 'operationLogExport');
    expect((await post('/api/Job/Cancel', other, { id })).statusCode).toBe(404);
    const row = (await ok('/api/Job/Cancel', admin, { id })) as JobRow;
    expect(row.state).toBe('cancelled');
    await ctx.app.jobs.drain();
    expect((await job(admin, id)).state).toBe('cancelled');
    expect(((await ok('/api/Job/Cancel', admin, { id })) as JobRow).state).toBe('cancelled');
    const { id: done } = await start(admin, 'operationLogExport');
    await ctx.app.jobs.drain();
    expect(await refused('/api/Job/Cancel', admin, { id: done }, 409)).toContain('has ended');
  });
});

describe('running slots and takeover', () => {
  it('runs one job of an account at a time (EXPORTS_PER_ACCOUNT=1) while another account’s runs beside it', async () => {
    const a = await start(admin, 'orderExport');
    const b = await start(admin, 'orderExport');
    const c = await start(operator, 'orderExport');
    const o = { process: 'test', perAccount: 1, perBranch: 4, leaseSeconds: 60 };
    expect((await claimJob(ctx.db, o))?.job.id).toBe(a.id);
    // b waits for a's slot; c, another account's, is next.
    expect((await claimJob(ctx.db, o))?.job.id).toBe(c.id);
    expect(await claimJob(ctx.db, o)).toBeNull();
    expect((await job(admin, b.id)).state).toBe('queued');
  });

  it('takes over a job whose process stopped renewing, runs it once, and fences the old run out', async () => {
    const { id } = await start(admin, 'orderExport', { orderno: 'J0000' });
    // A process claims it, writes a piece of its file, then dies (its lease of 1 s is never renewed).
    const dead = (await claimJob(ctx.db, { process: 'dead', perAccount: 1, perBranch: 4, leaseSeconds: 1 }))!;
    expect(await appendFile(ctx.db, dead, 'result', 0, Buffer.from('half a file'))).toBe(true);
    await q(`update jobs set lease_until = now() - interval '1 second' where id = $1`, [id]);
    await ctx.app.jobs.drain();
    const row = await job(admin, id);
    expect(row).toMatchObject({ state: 'done', rows: 99 });
    const [j] = await q(`select attempt, process from jobs where id = $1`, [id]);
    expect(j).toEqual({ attempt: 2, process: PROCESS_ID });
    // The dead run's piece is gone; the old run can neither write nor end the job any more.
    const attempts = await q(`select distinct attempt from job_files where job_id = $1`, [id]);
    expect(attempts).toEqual([{ attempt: 2 }]);
    expect(await appendFile(ctx.db, dead, 'result', 1, Buffer.from('late'))).toBe(false);
    expect(await endJob(ctx.db, dead, { state: 'failed' }, 7)).toBe(false);
    expect((await job(admin, id)).state).toBe('done');
    const sheet = await sheetOf((await download(admin, id)).rawPayload);
    expect(sheet.rowCount).toBe(100);
    // One run finished it: one log row, one message.
    const [logs] = await q(
      `select count(*)::int as n from operation_log where action = 'export orders' and target_id = $1`,
      [String(id)],
    );
    expect(logs.n).toBe(1);
  });

  it(`gives up a job whose processes died ${JOB_LIMITS.maxAttempts} times`, async () => {
    const { id } = await start(admin, 'orderExport');
    await q(
      `update jobs set state = 'running', attempt = $2, lease_until = now() - interval '1 second' where id = $1`,
      [id, JOB_LIMITS.maxAttempts],
    );
    await ctx.app.jobs.drain();
    const row = await job(admin, id);
    expect(row.state).toBe('failed');
    expect(row.message).toContain(`stopped ${JOB_LIMITS.maxAttempts} times`);
  });
});

describe('an import job', () => {
  const sheet = async (rows: (string | number | null)[][]) => {
    const book = new ExcelJS.Workbook();
    const s = book.addWorksheet('Clients');
    for (const r of rows) s.addRow(r);
    return Buffer.from(await book.xlsx.writeBuffer());
  };
  const keep = async (headers: Record<string, string>, content: Buffer) => {
    const body = multipartBody([
      { field: 'file', filename: 'clients.xlsx', type: 'application/octet-stream', content },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Excel/ClientImportSheet',
      headers: { ...headers, ...body.headers, 'accept-language': 'en' },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.fileId as number;
  };

  it('writes the good rows, lists the refused ones and puts every refusal in an error sheet', async () => {
    const name = `导入甲${Date.now()}`;
    const fileId = await keep(
      admin,
      await sheet([
        ['客户名称', '公司全称', '信用额度'],
        [`${name}1`, '一公司', 100],
        [`${name}2`, '', 'many'],
        [`${name}3`, '三公司', 300],
        [`${name}1`, '重复公司', 0],
      ]),
    );
    const { id } = await start(admin, 'clientImport', {
      fileId,
      columns: 'guestname,longname,maxprice',
      mode: 'valid',
    });
    await ctx.app.jobs.drain();
    const row = await job(admin, id);
    expect(row).toMatchObject({ state: 'done', mode: 'valid', rows: 4, added: 2, updated: 0, refused: 2 });
    expect(row.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'B'],
      [3, 'C'],
      [5, 'A'],
    ]);
    expect(row.errorFileName).toBe('clients-refused.xlsx');
    const added = await q(`select guestname from clients where guestname like $1 order by guestname`, [`${name}%`]);
    expect(added.map((c) => c.guestname)).toEqual([`${name}1`, `${name}3`]);
    const errors = await sheetOf((await download(admin, id, 'errors')).rawPayload);
    expect(errors.getRow(1).values).toEqual([undefined, 'Row', 'Column', 'Header', 'Reason']);
    expect(errors.rowCount).toBe(4);
    expect(errors.getRow(4).getCell(1).value).toBe(5);
    expect(String(errors.getRow(4).getCell(4).value)).toContain('row 2');
    // An import has no result file, and its log row counts what it wrote.
    expect((await download(admin, id)).statusCode).toBe(409);
    const [log] = await q(`select diff from operation_log where action = 'import clients' order by id desc limit 1`);
    expect(JSON.stringify(log.diff)).toContain('"written"');
  });

  it('in mode all writes nothing when any row is bad', async () => {
    const name = `导入乙${Date.now()}`;
    const fileId = await keep(
      admin,
      await sheet([
        ['客户名称', '公司全称', '信用额度'],
        [`${name}1`, '一', 1],
        [`${name}2`, '二', 'x'],
      ]),
    );
    const { id } = await start(admin, 'clientImport', { fileId, columns: 'guestname,longname,maxprice', mode: 'all' });
    await ctx.app.jobs.drain();
    const row = await job(admin, id);
    expect(row, row.message).toMatchObject({ state: 'done', added: 0, refused: 1 });
    expect(await q(`select 1 from clients where guestname like $1`, [`${name}%`])).toEqual([]);
  });

  it("is refused another account's sheet, and without the import mark", async () => {
    const fileId = await keep(admin, await sheet([['客户名称'], ['x']]));
    const params = { fileId, columns: 'guestname', mode: 'check' };
    // A mapping that leaves a required field out is refused before anything runs.
    expect(await refused('/api/Job/Start', admin, { kind: 'clientImport', params }, 400)).toContain('Company name');
    await refused('/api/Job/Start', viewer, { kind: 'clientImport', params }, 403);
    const msg = await refused('/api/Job/Start', other, { kind: 'clientImport', params }, 400);
    expect(msg).toContain('uploaded sheet is gone');
    expect((await q(`select count(*)::int as n from jobs`))[0].n).toBe(0);
  });
});

describe('a read-only view and retention', () => {
  it('lets the platform owner viewing a branch export as a job, in its name, but not import', async () => {
    const owner = (await ctx.login('000', 'owner')).headers;
    const v = (await ok('/api/Platform/ViewBranch', owner, { gscode: '001', reason: 'monthly check' })) as UserInfo;
    const viewing = { 'x-token': v.token, 'x-user-id': String(v.ID) };
    const { id } = await start(viewing, 'clientExport');
    await ctx.app.jobs.drain();
    expect((await job(viewing, id)).state).toBe('done');
    const [log] = await q(
      `select user_name, gscode from operation_log where action = 'export clients' order by id desc limit 1`,
    );
    expect(log).toEqual({ user_name: '000/owner', gscode: '001' });
    const fileId = 1; // any id: the view is refused before the sheet is looked at
    const msg = await refused(
      '/api/Job/Start',
      viewing,
      { kind: 'clientImport', params: { fileId, columns: 'guestname', mode: 'valid' } },
      403,
    );
    expect(msg).toMatch(/Read-only/);
  });

  it(`keeps an account's newest ${JOB_LIMITS.listed} ended jobs and ${JOB_LIMITS.keptSheets} sheets, so starting and uploading cannot fill the database`, async () => {
    await q(`
      insert into jobs (gscode, user_id, role_code, lang, kind, params, state, expires_at)
      select '001', (select id from users where gscode = '001' and user_name = 'admin'), 'admin', 'en', 'orderExport', '{}', 'done', now() + interval '7 days'
        from generate_series(1, 60)`);
    await start(admin, 'orderExport');
    const [jobs] = await q(`select count(*)::int as n from jobs`);
    expect(jobs.n).toBe(JOB_LIMITS.listed);
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Clients').addRow(['客户名称']);
    const content = Buffer.from(await book.xlsx.writeBuffer());
    const ids: number[] = [];
    for (let i = 0; i <= JOB_LIMITS.keptSheets; i++) {
      const body = multipartBody([{ field: 'file', filename: 'c.xlsx', type: 'application/octet-stream', content }]);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/Excel/ClientImportSheet',
        headers: { ...operator, ...body.headers },
        payload: body.payload,
      });
      ids.push(res.json().data.fileId as number);
    }
    const kept = await q(
      `select id from job_uploads where user_id = (select id from users where gscode = '001' and user_name = 'operator')`,
    );
    expect(kept.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(ids.slice(1));
  });

  it('deletes a job and its files once its time is over, not before', async () => {
    const { id } = await start(admin, 'loginLogExport');
    await ctx.app.jobs.drain();
    expect(await purgeExpiredJobs(ctx.db)).toBe(0);
    await q(`update jobs set expires_at = now() - interval '1 second' where id = $1`, [id]);
    expect(await purgeExpiredJobs(ctx.db)).toBe(1);
    expect(await q(`select 1 from job_files where job_id = $1`, [id])).toEqual([]);
    expect((await get(`/api/Job/Get?id=${id}`, admin)).statusCode).toBe(404);
  });
});
