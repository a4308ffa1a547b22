import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls } from '../../../test/calls.js';
import { sendMessage } from './send.js';

/**
 * Messages, notices and to-dos (issue 14 #4): who sees what (branch, role, user, mark), unread
 * counts, the panel, the list's filters, marking read one by one and all at once, sending
 * notices and messages with their checks, and the refusals (no mark, bad input, another
 * branch's account or message), each changing nothing.
 */
let ctx: TestContext;
type Headers = Record<string, string>;
type Row = Record<string, any>;
const { q } = testCalls(() => ctx);
const { get, post } = testCalls(() => ctx);
const ok = async (res: Awaited<ReturnType<typeof get>>) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(0);
  return res.json().data;
};
const list = async (h: Headers, qs: string) =>
  (await ok(await get(`/api/Message/List?pageSize=100&${qs}`, h))) as {
    list: Row[];
    total: number;
    summary: { unread: number };
  };
const ids = async (h: Headers, qs: string) => (await list(h, qs)).list.map((r) => r.id);
const counts = async (h: Headers) => ok(await get('/api/Message/Counts', h));
const snapshot = async () =>
  JSON.stringify([
    await q('select * from messages order by id'),
    await q('select user_id, message_id from message_reads order by 1, 2'),
  ]);

interface Who {
  ID: number;
  headers: Headers;
}
let admin: Who;
let operator: Who;
let viewer: Who;
let admin2: Who;
let operator2: Who;

const notice = async (fields: Row, h = admin.headers) =>
  (await ok(await post('/api/Message/SendNotice', h, { title: '通知', body: '', audience: 'all', ...fields })))
    .id as number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('001', 'admin');
  operator = await ctx.login('001', 'operator');
  viewer = await ctx.login('001', 'viewer');
  admin2 = await ctx.login('002', 'admin');
  operator2 = await ctx.login('002', 'operator');
});
afterAll(() => ctx?.close());

describe('who sees what', () => {
  it('a notice to everyone reaches every account of the branch, unread, and no other branch', async () => {
    const id = await notice({ title: '周日维护', body: '02:00 起停机一小时' });
    for (const who of [admin, operator, viewer]) {
      const row = (await list(who.headers, 'tab=notice')).list.find((r) => r.id === id);
      expect(row).toMatchObject({
        kind: 'notice',
        title: '周日维护',
        body: '02:00 起停机一小时',
        senderName: '上海管理员',
        toRoles: null,
        readAt: null,
        state: null,
      });
    }
    for (const who of [admin2, operator2]) expect(await ids(who.headers, 'tab=notice')).not.toContain(id);
  });

  it('a notice to roles reaches those roles only (not even its sender of another role)', async () => {
    const id = await notice({ title: '操作员培训', audience: 'roles', roles: ['operator'] });
    expect(await ids(operator.headers, 'tab=notice')).toContain(id);
    expect(await ids(viewer.headers, 'tab=notice')).not.toContain(id);
    expect(await ids(admin.headers, 'tab=notice')).not.toContain(id);
    // The same role code in another branch is another role.
    expect(await ids(operator2.headers, 'tab=notice')).not.toContain(id);
  });

  it('a message reaches its one addressee', async () => {
    const { id } = await ok(
      await post('/api/Message/Send', admin.headers, { userId: viewer.ID, title: '请核对报表', body: '本月' }),
    );
    expect((await list(viewer.headers, 'tab=message')).list).toEqual([
      expect.objectContaining({ id, kind: 'message', title: '请核对报表', readAt: null }),
    ]);
    for (const who of [admin, operator, admin2]) expect(await ids(who.headers, 'tab=message')).not.toContain(id);
    // A message never shows on the notice or to-do tab.
    expect(await ids(viewer.headers, 'tab=notice')).not.toContain(id);
  });

  it('a to-do reaches the holders of its mark in its branch, or its one user', async () => {
    const forMark = await sendMessage(ctx.db, {
      gscode: '001',
      kind: 'todo',
      title: '权限申请',
      titleEn: 'Power request',
      toMark: 'role:edit',
      todoKind: 'power',
      refId: 7,
    });
    const forUser = await sendMessage(ctx.db, {
      gscode: '001',
      kind: 'todo',
      title: '信用申请',
      toUserId: operator.ID,
      todoKind: 'credit',
      refId: 3,
    });
    const elsewhere = await sendMessage(ctx.db, {
      gscode: '002',
      kind: 'todo',
      title: '杭州待办',
      toMark: 'role:edit',
      todoKind: 'power',
      refId: 8,
    });
    expect(await ids(admin.headers, 'tab=todo')).toEqual([forMark]);
    // The operator does not hold role:edit; the viewer holds no buttons at all.
    expect(await ids(operator.headers, 'tab=todo')).toEqual([forUser]);
    expect(await ids(viewer.headers, 'tab=todo')).toEqual([]);
    expect(await ids(admin2.headers, 'tab=todo')).toEqual([elsewhere]);
    const row = (await list(admin.headers, 'tab=todo')).list[0];
    expect(row).toMatchObject({ todoKind: 'power', refId: 7, state: 'open', titleEn: 'Power request', doneBy: null });
  });
});

describe('counts, panel and list', () => {
  it('counts unread per tab and open to-dos; the panel shows the newest few with the same counts', async () => {
    const before = await counts(operator.headers);
    await notice({ title: '计数测试' });
    const after = await counts(operator.headers);
    expect(after.unread.notice).toBe(before.unread.notice + 1);
    expect(after.unread.message).toBe(before.unread.message);
    expect(after.openTodos).toBe(1);
    const panel = await ok(await get('/api/Message/Panel', operator.headers));
    expect(panel.counts).toEqual(after);
    expect(panel.notice[0].title).toBe('计数测试');
    expect(panel.notice.length).toBeLessThanOrEqual(5);
    expect(panel.todo.map((r: Row) => r.title)).toEqual(['信用申请']);
  });

  it('the panel shows at most five of a tab, newest first', async () => {
    for (let i = 1; i <= 6; i++) await notice({ title: `批量 ${i}`, audience: 'roles', roles: ['viewer'] });
    const panel = await ok(await get('/api/Message/Panel', viewer.headers));
    expect(panel.notice.map((r: Row) => r.title)).toEqual(['批量 6', '批量 5', '批量 4', '批量 3', '批量 2']);
  });

  it('filters by unread, title, to-do state and day; pages with the total and its unread count', async () => {
    const all = await list(viewer.headers, 'tab=notice');
    expect(all.total).toBe(all.list.length);
    expect(all.summary.unread).toBe(all.total);
    expect((await list(viewer.headers, 'tab=notice&q=批量')).total).toBe(6);
    expect((await list(viewer.headers, 'tab=notice&q=%25')).total).toBe(0);
    const page2 = await ok(
      await get('/api/Message/List?tab=notice&q=批量&pageSize=10&page=1&sort=title&order=asc', viewer.headers),
    );
    expect(page2.list.map((r: Row) => r.title).slice(0, 2)).toEqual(['批量 1', '批量 2']);
    expect((await list(viewer.headers, `tab=notice&from=2020-01-01&to=2020-12-31`)).total).toBe(0);
    expect((await list(viewer.headers, `tab=notice&from=2020-01-01`)).total).toBe(all.total);
    await sendMessage(ctx.db, {
      gscode: '001',
      kind: 'todo',
      title: '已办',
      toUserId: viewer.ID,
      todoKind: 'cart',
      refId: 1,
    });
    await q(`update messages set state = 'done', done_by = 'admin', done_at = now() where title = '已办'`);
    await sendMessage(ctx.db, {
      gscode: '001',
      kind: 'todo',
      title: '未办',
      toUserId: viewer.ID,
      todoKind: 'cart',
      refId: 2,
    });
    expect((await list(viewer.headers, 'tab=todo&state=done')).list.map((r) => r.title)).toEqual(['已办']);
    expect((await list(viewer.headers, 'tab=todo&state=open')).list.map((r) => r.title)).toEqual(['未办']);
    expect((await counts(viewer.headers)).openTodos).toBe(1);
  });

  it('refuses a list without a tab or with bad words, naming the field', async () => {
    expect((await get('/api/Message/List', viewer.headers)).statusCode).toBe(400);
    const bad = await get('/api/Message/List?tab=spam', viewer.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/Tab/);
    expect((await get(`/api/Message/List?tab=notice&q=${'x'.repeat(51)}`, viewer.headers)).statusCode).toBe(400);
    expect((await get('/api/Message/List?tab=notice&unread=yes', viewer.headers)).statusCode).toBe(400);
  });
});

describe('reading', () => {
  it('marks the ids the user sees read for that user only; ids of others are ignored', async () => {
    const mine = (await list(viewer.headers, 'tab=notice')).list[0].id;
    const theirs = (await list(operator.headers, 'tab=todo')).list[0].id; // the operator's own to-do
    const otherBranch = (await list(admin2.headers, 'tab=todo')).list[0].id;
    const before = await counts(viewer.headers);
    expect(
      await ok(await post('/api/Message/Read', viewer.headers, { ids: [mine, theirs, otherBranch, 999_999] })),
    ).toEqual({ read: 1 });
    expect(await ok(await post('/api/Message/Read', viewer.headers, { ids: [mine] }))).toEqual({ read: 0 });
    expect((await counts(viewer.headers)).unread.notice).toBe(before.unread.notice - 1);
    expect(
      (await q('select message_id from message_reads where user_id = $1', [viewer.ID])).map((r) =>
        Number(r.message_id),
      ),
    ).toEqual([mine]);
    // The others' read state is theirs: the operator's to-do is still unread to the operator.
    expect((await list(operator.headers, 'tab=todo')).list[0].readAt).toBeNull();
    const row = (await list(viewer.headers, 'tab=notice')).list.find((r) => r.id === mine)!;
    expect(row.readAt).not.toBeNull();
    expect(await ids(viewer.headers, 'tab=notice&unread=1')).not.toContain(mine);
  });

  it('marks one tab read, then everything; other users keep their unread', async () => {
    const operatorBefore = await counts(operator.headers);
    const { read } = await ok(await post('/api/Message/ReadAll', viewer.headers, { tab: 'notice' }));
    expect(read).toBeGreaterThan(0);
    let c = await counts(viewer.headers);
    expect(c.unread.notice).toBe(0);
    expect(c.unread.message + c.unread.todo).toBeGreaterThan(0);
    await ok(await post('/api/Message/ReadAll', viewer.headers, {}));
    c = await counts(viewer.headers);
    expect(c.unread).toEqual({ notice: 0, message: 0, todo: 0 });
    expect(c.openTodos).toBe(1);
    expect(await counts(operator.headers)).toEqual(operatorBefore);
    expect(await ok(await post('/api/Message/ReadAll', viewer.headers, {}))).toEqual({ read: 0 });
  });

  it('refuses malformed reads and changes nothing', async () => {
    const before = await snapshot();
    for (const payload of [
      { ids: [] },
      { ids: ['1'] },
      { ids: [0] },
      { ids: Array.from({ length: 501 }, (_, i) => i + 1) },
      { ids: [1], userId: admin.ID },
    ]) {
      expect(
        (await post('/api/Message/Read', viewer.headers, payload)).statusCode,
        JSON.stringify(payload).slice(0, 40),
      ).toBe(400);
    }
    expect((await post('/api/Message/ReadAll', viewer.headers, { tab: 'all' })).statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('needs a session', async () => {
    expect((await get('/api/Message/Counts', {})).json().code).toBe(7);
    expect((await post('/api/Message/ReadAll', {}, {})).json().code).toBe(7);
  });
});

describe('sending', () => {
  it('audits a notice and a message with what was sent', async () => {
    const id = await notice({ title: '审计通知', body: '正文', audience: 'roles', roles: ['viewer', 'operator'] });
    const [log] = await q(
      `select action, target_id, outcome, diff from operation_log where path = '/api/Message/SendNotice' order by id desc limit 1`,
    );
    expect(log).toMatchObject({ action: 'send notice', target_id: String(id), outcome: 'ok' });
    expect(log.diff).toMatchObject({ title: [null, '审计通知'], to: [null, ['viewer', 'operator']] });
    const { id: mid } = await ok(
      await post('/api/Message/Send', admin.headers, { userId: operator.ID, title: '审计消息' }),
    );
    const [log2] = await q(
      `select action, target_id, outcome, diff from operation_log where path = '/api/Message/Send' order by id desc limit 1`,
    );
    expect(log2).toMatchObject({ action: 'send message', target_id: String(mid), outcome: 'ok' });
    expect(log2.diff).toMatchObject({ to: [null, 'operator'] });
  });

  it('refuses without the mark notice:send, and the page list needs no more than a session', async () => {
    const before = await snapshot();
    const res = await post('/api/Message/SendNotice', operator.headers, { title: '越权', audience: 'all' });
    expect(res.statusCode).toBe(403);
    expect((await post('/api/Message/Send', viewer.headers, { userId: admin.ID, title: '越权' })).statusCode).toBe(403);
    expect((await get('/api/Message/Audience', operator.headers)).statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const before = await snapshot();
    const cases: [object, RegExp][] = [
      [{ title: '', audience: 'all' }, /Title/],
      [{ title: 'x'.repeat(101), audience: 'all' }, /Title/],
      [{ title: 'ok', body: 'x'.repeat(2001), audience: 'all' }, /Body/],
      [{ title: 'ok', audience: 'roles' }, /role/i],
      [{ title: 'ok', audience: 'roles', roles: [] }, /role/i],
      [{ title: 'ok', audience: 'everyone' }, /Audience/],
      [{ title: 'ok', audience: 'roles', roles: ['Bad Role'] }, /Roles/],
      [{ title: 'ok', audience: 'all', gscode: '002' }, /gscode/],
    ];
    for (const [payload, msg] of cases) {
      const res = await post('/api/Message/SendNotice', admin.headers, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().msg).toMatch(msg);
    }
    const unknown = await post('/api/Message/SendNotice', admin.headers, {
      title: 'ok',
      audience: 'roles',
      roles: ['operator', 'ghost'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('This branch has no such roles: ghost');
    expect(await snapshot()).toBe(before);
  });

  it("a role of another branch only is unknown here; another branch's account is 404; a disabled one refused", async () => {
    await q(`insert into roles (gscode, code, name, name_en) values ('002', 'hz-only', '杭州专用', 'Hangzhou only')`);
    const [other] = await q(`select id from users where gscode = '002' and user_name = 'viewer'`);
    const before = await snapshot();
    expect(
      (await post('/api/Message/SendNotice', admin.headers, { title: 'ok', audience: 'roles', roles: ['hz-only'] }))
        .statusCode,
    ).toBe(400);
    const res = await post('/api/Message/Send', admin.headers, { userId: other.id, title: '串门' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('This branch has no such account');
    await q(`update users set status = 0 where id = $1`, [viewer.ID]);
    try {
      const off = await post('/api/Message/Send', admin.headers, { userId: viewer.ID, title: '停用' });
      expect(off.statusCode).toBe(400);
      expect(off.json().msg).toMatch(/viewer is disabled/);
    } finally {
      await q(`update users set status = 1 where id = $1`, [viewer.ID]);
    }
    expect(await snapshot()).toBe(before);
    const [log] = await q(
      `select outcome from operation_log where path = '/api/Message/Send' order by id desc limit 1`,
    );
    expect(log.outcome).toBe('error');
  });

  it("offers the branch's roles and active accounts, never another branch's", async () => {
    const a = await ok(await get('/api/Message/Audience', admin.headers));
    expect(a.roles.map((r: Row) => r.code)).toEqual(['admin', 'operator', 'viewer']);
    expect(a.users.map((u: Row) => u.userName).sort()).toEqual(['admin', 'operator', 'viewer']);
    expect(a.users.find((u: Row) => u.userName === 'operator')).toMatchObject({
      id: operator.ID,
      roleCode: 'operator',
    });
  });
});
