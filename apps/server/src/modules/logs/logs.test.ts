import { testCalls, inWords } from '../../../test/calls.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { readExportAnswer } from '../../../test/export-answer.js';

let ctx: TestContext;
let admin: Record<string, string>;
let viewer: Record<string, string>;
const { q } = testCalls(() => ctx);
const get = (url: string, headers = admin) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': 'en' } });
const ok = async (url: string, headers = admin) => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(0);
  return res.json().data;
};
const lastOp = async () =>
  (
    await q(
      `select user_name, gscode, method, path, action, target_id, outcome, diff from operation_log order by id desc limit 1`,
    )
  )[0];

beforeAll(async () => {
  ctx = await createTestContext();
  // Sign-in rows of both branches at known local times (Asia/Shanghai, UTC+8); wildcards in names.
  await q(`
    insert into login_log (gscode, at, user_name, ip, user_agent, success, reason) values
      ('001', '2026-03-01 23:30+08', 'zhang%', '10.1.1.1', 'Mozilla/5.0 (Windows NT 10.0) Chrome/120', false, 'bad_credentials'),
      ('001', '2026-03-02 00:30+08', 'zhangsan', '10.1.2.2', 'Mozilla/5.0 (iPhone) Safari/17', true, 'ok'),
      ('001', '2026-03-03 09:00+08', 'lisi', '192.168.0.9', 'curl/8', false, 'throttled'),
      ('001', '2026-03-04 09:00+08', 'wangwu', '10.1.3.3', '', false, 'disabled'),
      ('002', '2026-03-02 10:00+08', 'zhangsan', '10.1.2.2', 'Mozilla/5.0', true, 'ok')`);
  await q(`insert into clients (gscode, guestcode, guestname, longname, linkman) values
    ('001', 'L001', '日志客户', '上海日志客户有限公司', '王伟'), ('002', 'L901', '杭州客户', '杭州客户有限公司', '赵六')`);
  admin = (await ctx.login('001', 'admin')).headers;
  viewer = (await ctx.login('001', 'viewer')).headers;
  await ctx.login('002', 'admin');
});
afterAll(() => ctx.close());

describe('LoginDslog (the sign-in log)', () => {
  it("lists the branch's sign-ins newest first with account, outcome, IP and browser, and the total", async () => {
    const d = await ok('/api/UManage/LoginDslog?pageSize=100');
    const [{ n }] = await q<{ n: number }>(`select count(*)::int as n from login_log where gscode = '001'`);
    expect(d.total).toBe(n);
    expect(d.summary).toEqual({});
    const ats = d.list.map((r: { at: string }) => Date.parse(r.at));
    expect([...ats].sort((a, b) => b - a)).toEqual(ats);
    expect(d.list.find((r: { userName: string }) => r.userName === 'lisi')).toMatchObject({
      ip: '192.168.0.9',
      userAgent: 'curl/8',
      success: false,
      reason: 'throttled',
    });
    const asc = await ok('/api/UManage/LoginDslog?pageSize=100&sort=time&order=asc');
    expect(asc.list.map((r: { id: number }) => r.id)).toEqual([...d.list.map((r: { id: number }) => r.id)].reverse());
  });

  it('filters by account and IP prefix (wildcards taken literally), outcome and local days', async () => {
    const names = async (qs: string) =>
      (await ok(`/api/UManage/LoginDslog?pageSize=100&${qs}`)).list.map((r: { userName: string }) => r.userName);
    expect(await names('userName=zhang%25')).toEqual(['zhang%']);
    expect(await names('userName=ZHANG')).toEqual(['zhangsan', 'zhang%']);
    expect(await names('ip=10.1.&from=2026-03-01&to=2026-03-31')).toEqual(['wangwu', 'zhangsan', 'zhang%']);
    expect(await names('outcome=throttled,disabled')).toEqual(['wangwu', 'lisi']);
    // 23:30 on 1 March in Shanghai is 15:30 UTC: the branch's day, not UTC's, decides.
    expect(await names('from=2026-03-01&to=2026-03-01')).toEqual(['zhang%']);
    expect(await names('from=2026-03-02&to=2026-03-02')).toEqual(['zhangsan']);
  });

  it("never shows another branch's rows, whatever branch the query names", async () => {
    const d = await ok('/api/UManage/LoginDslog?pageSize=500&gscode=002&guestcode=C002&userName=zhangsan');
    expect(d.list.map((r: { ip: string; at: string }) => r.at)).toEqual([
      new Date('2026-03-02T00:30:00+08:00').toISOString(),
    ]);
    const other = (await ctx.login('002', 'admin')).headers;
    const theirs = await ok('/api/UManage/LoginDslog?pageSize=500', other);
    const [{ n }] = await q<{ n: number }>(`select count(*)::int as n from login_log where gscode = '002'`);
    expect(theirs.total).toBe(n);
    expect(theirs.list.some((r: { userName: string }) => r.userName === 'lisi')).toBe(false);
  });

  it('answers bad input with HTTP 400 naming the field', async () => {
    for (const [qs, field] of [
      ['outcome=nope', 'outcome'],
      ['from=2026-02-30', 'from'],
      ['to=0000-01-01', 'to'],
      ['pageSize=7', 'pageSize'],
      ['sort=ip', 'sort'],
      ['page=0', 'page'],
      [`userName=${'x'.repeat(51)}`, 'userName'],
      [`ip=${'1'.repeat(46)}`, 'ip'],
    ]) {
      const res = await get(`/api/UManage/LoginDslog?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().msg, qs).toContain(inWords(field));
    }
  });
});

describe('OperationLog', () => {
  it('shows an edit with its human title, target and before/after, and filters by action, account and outcome', async () => {
    const client = await ok('/api/UManage/ClientInfo?guestcode=L001');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/UManage/UpdateClient',
      headers: admin,
      payload: { ...client, linkman: '日志测试' },
    });
    expect(res.json().code, res.body).toBe(0);
    const d = await ok('/api/System/OperationLog?action=POST%20/api/UManage/UpdateClient');
    expect(d.list[0]).toMatchObject({
      userName: 'admin',
      gscode: '001',
      method: 'POST',
      path: '/api/UManage/UpdateClient',
      outcome: 'ok',
      title: { cn: '编辑客户', en: 'Edit client' },
      targetId: client.guestcode,
      diff: { linkman: [client.linkman, '日志测试'] },
    });
    expect(d.list[0].durationMs).toBeGreaterThanOrEqual(0);
    expect(d.actions).toContainEqual({
      key: 'POST /api/UManage/UpdateClient',
      title: { cn: '编辑客户', en: 'Edit client' },
    });
    expect(d.actions).toContainEqual({
      key: 'GET /api/System/OperationLogExport',
      title: { cn: '导出操作日志', en: 'Export operation log' },
    });
    expect((await ok('/api/System/OperationLog?action=POST%20/api/UManage/UpdateClient&userName=view')).total).toBe(0);
    expect(
      (await ok('/api/System/OperationLog?action=POST%20/api/UManage/UpdateClient&outcome=denied,error')).total,
    ).toBe(0);
  });

  it('logs refusals as "denied": a missing mark, another branch named in a read, another branch\'s record in a change', async () => {
    expect((await get('/api/System/OperationLogExport', viewer)).statusCode).toBe(403);
    expect(await lastOp()).toMatchObject({
      user_name: 'viewer',
      gscode: '001',
      path: '/api/System/OperationLogExport',
      outcome: 'denied',
    });

    expect((await get('/api/UManage/ClientInfo?guestcode=x&gscode=002')).statusCode).toBe(403);
    expect(await lastOp()).toMatchObject({
      user_name: 'admin',
      gscode: '001',
      method: 'GET',
      path: '/api/UManage/ClientInfo',
      outcome: 'denied',
    });

    const [theirs] = await q(
      `select guestcode, guestname, longname, linkman from clients where gscode = '002' order by id limit 1`,
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/UManage/UpdateClient',
      headers: admin,
      payload: { guestcode: theirs.guestcode, guestname: 'x', longname: 'y' },
    });
    expect(res.json().code).toBe(8);
    expect(await lastOp()).toMatchObject({
      user_name: 'admin',
      gscode: '001',
      path: '/api/UManage/UpdateClient',
      target_id: theirs.guestcode,
      outcome: 'denied',
    });
    expect(
      (
        await q(`select guestname, linkman from clients where gscode = '002' and guestcode = $1`, [theirs.guestcode])
      )[0],
    ).toEqual({ guestname: theirs.guestname, linkman: theirs.linkman });

    const denied = await ok('/api/System/OperationLog?outcome=denied&pageSize=100');
    expect(denied.list.map((r: { path: string }) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/System/OperationLogExport',
        '/api/UManage/ClientInfo',
        '/api/UManage/UpdateClient',
      ]),
    );
    expect(denied.list.find((r: { path: string }) => r.path === '/api/UManage/ClientInfo').title).toEqual({
      cn: '查看客户',
      en: 'View client',
    });
  });

  it('shows a change of a secret as a masked pair, never the secret, and the list still answers', async () => {
    const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: admin, payload });
    const added = await post('/api/LAdmin/upxtusers', {
      userName: 'log-secret',
      nickName: '日志',
      roleCode: 'viewer',
      password: 'Vq8#Tz-2pWm!',
    });
    expect(added.json().code, added.body).toBe(0);
    const d = await ok('/api/System/OperationLog?action=POST%20/api/LAdmin/upxtusers&pageSize=10');
    expect(d.list[0].diff.password).toEqual([null, '***']);
    expect(JSON.stringify(d)).not.toContain('Vq8#Tz-2pWm!');
  });

  it('gives an action the catalogue does not name no title (the console shows a generic label)', async () => {
    await q(
      `insert into operation_log (gscode, user_name, method, path, action, outcome) values ('001', 'admin', 'POST', '/api/Gone/Away', 'old action', 'ok')`,
    );
    const d = await ok('/api/System/OperationLog?pageSize=500');
    expect(d.list.find((r: { path: string }) => r.path === '/api/Gone/Away')).toMatchObject({
      title: null,
      method: 'POST',
    });
  });

  it("never shows another branch's rows, whatever the query names", async () => {
    await q(
      `insert into operation_log (gscode, user_name, method, path, action, outcome) values ('002', 'spy-002', 'POST', '/api/UManage/UpdateClient', 'edit client', 'ok')`,
    );
    const d = await ok('/api/System/OperationLog?pageSize=500&gscode=002&userName=spy');
    expect(d.total).toBe(0);
    const all = await ok('/api/System/OperationLog?pageSize=500');
    expect(all.list.every((r: { gscode: string }) => r.gscode === '001')).toBe(true);
  });

  it('answers bad input with HTTP 400 naming the field', async () => {
    for (const [qs, field] of [
      ['action=DROP%20TABLE', 'action'],
      ['action=POST%20/etc/passwd', 'action'],
      ['outcome=ok,maybe', 'outcome'],
      ['from=2026-13-01', 'from'],
      ['pageSize=1000', 'pageSize'],
      ['order=sideways', 'order'],
    ]) {
      const res = await get(`/api/System/OperationLog?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().msg, qs).toContain(inWords(field));
    }
  });
});

describe('marks', () => {
  it('refuses each log call to a role without its mark (HTTP 403 naming its power) and logs the refusal', async () => {
    // The read-only role holds both pages but no button: no export.
    for (const [url, mark] of [
      ['/api/UManage/LoginDslogExport', 'Export login log'],
      ['/api/System/OperationLogExport', 'Export operation log'],
    ]) {
      const res = await get(url, viewer);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 8, data: null });
      expect(res.json().msg).toContain(mark);
    }
    // Without the pages' grants, neither list.
    await q(`delete from role_menus where role_id = (select id from roles where gscode = '001' and code = 'viewer')
              and menu_id in (select id from menus where permission in ('user:loginlog', 'system:log'))`);
    for (const [url, power] of [
      ['/api/UManage/LoginDslog', 'Login log'],
      ['/api/System/OperationLog', 'Operation log'],
    ]) {
      const res = await get(url, viewer);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().msg).toContain(power);
      expect(await lastOp()).toMatchObject({ user_name: 'viewer', path: url, outcome: 'denied' });
    }
  });
});

describe('exports', () => {
  it('exports the filtered sign-in log with outcomes in words, and logs the export', async () => {
    const res = await get('/api/UManage/LoginDslogExport?outcome=throttled,disabled');
    const { text, problems } = await readExportAnswer(res);
    expect(problems).toEqual([]);
    expect(text).toContain('Time\tAccount\tOutcome\tIP address\tBrowser');
    expect(text).toContain('2026-03-04 09:00\twangwu\tAccount disabled\t10.1.3.3');
    expect(text).toContain('2026-03-03 09:00\tlisi\tToo many tries, paused\t192.168.0.9\tcurl/8');
    expect(text).not.toContain('zhangsan');
    expect(await lastOp()).toMatchObject({
      path: '/api/UManage/LoginDslogExport',
      outcome: 'ok',
      diff: { rows: [null, 2] },
    });
  });

  it('exports the operation log with human action titles and the change as text', async () => {
    const res = await get('/api/System/OperationLogExport?action=POST%20/api/UManage/UpdateClient&outcome=ok');
    const { text, problems } = await readExportAnswer(res);
    expect(problems).toEqual([]);
    expect(text).toContain('\tEdit client\t');
    expect(text).toContain('linkman: ');
    expect(text).toContain('"日志测试"');
    expect(text).not.toContain('spy-002');
  });
});
