import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { testCalls, type Headers } from '../../../test/calls.js';

/**
 * Power requests (issue 14 #3): save_power_sq writes one pending request and a to-do for the
 * holders of role:edit; an administrator of the branch approves (the role's grant turns active,
 * its version moves, the role's consoles hear a menu push, the requester a message) or rejects
 * with a reason. Refusals change nothing. Also the to-dos of credit applications.
 */
let ctx: TestContext;
const { q, get, post } = testCalls(() => ctx);

interface Who {
  headers: Headers;
  ID: number;
  reguserno: string;
  gscode: string;
}
let op2: Who; // operator of 002: operator OP003 bound
let viewer1: Who; // read-only of 001: account login, no operator bound
let admin1: Who;
let admin2: Who;
let viewer2: Who;

const ask = (who: Who, powers: string, over: Record<string, string> = {}) => {
  const params = new URLSearchParams({
    action: 'save_power_sq',
    powers,
    menunames: 'page',
    guestcode: who.reguserno,
    gscode: who.gscode,
    ...over,
  });
  return get(`/api/open/OpenApi.ashx/save_power_sq?${params}`, who.headers);
};
const decide = (who: Who, id: number, approve: boolean, reason?: string) =>
  post('/api/Power/Decide', who.headers, reason === undefined ? { id, approve } : { id, approve, reason });

/** Everything a refusal must leave as it was. */
const snapshot = async () =>
  JSON.stringify(
    await q(`select
  (select json_agg(p order by id) from power_requests p) as requests,
  (select json_agg(m order by id) from messages m) as messages,
  (select json_agg(json_build_object('r', rm.role_id, 'm', rm.menu_id, 'a', rm.active) order by rm.role_id, rm.menu_id) from role_menus rm) as grants,
  (select json_agg(json_build_object('id', id, 'v', version) order by id) from roles) as roles`),
  );

const grantOf = async (gscode: string, role: string, mark: string) =>
  (
    await q(
      `select rm.active, r.version from role_menus rm join roles r on r.id = rm.role_id join menus m on m.id = rm.menu_id
             where r.gscode = $1 and r.code = $2 and m.permission = $3 and m.menutype = 'menu'`,
      [gscode, role, mark],
    )
  )[0];

const menuItem = async (who: Who, url: string) => {
  const res = await get(`/api/LAdmin/Get_UserMenus?guestcode=${who.reguserno}&gscode=${who.gscode}`, who.headers);
  const body = res.json();
  return [...body.data, ...body.data2, ...body.data3].find((m: { url: string }) => m.url === url);
};

/** Push events on the console's channel, heard on a connection of their own. */
let listener: pg.Client;
const heard: Record<string, unknown>[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  op2 = await ctx.login('002', 'operator');
  viewer1 = await ctx.login('001', 'viewer');
  admin1 = await ctx.login('001', 'admin');
  admin2 = await ctx.login('002', 'admin');
  viewer2 = await ctx.login('002', 'viewer');
  listener = new pg.Client({ connectionString: ctx.listenUrl });
  await listener.connect();
  listener.on('notification', (n) => heard.push(JSON.parse(n.payload ?? '{}')));
  await listener.query('listen bo_push');
});
afterAll(async () => {
  await listener.end();
  await ctx.close();
});

/** The notification of a committed transaction arrives asynchronously: wait for it (no timing assertion). */
async function untilHeard(match: (e: Record<string, unknown>) => boolean) {
  for (let i = 0; i < 200 && !heard.some(match); i++) await new Promise((r) => setTimeout(r, 10));
  return heard.some(match);
}

let roleRequest: number;

describe('save_power_sq', () => {
  it('refuses an account-login user without a bound operator (spec §6), writing nothing', async () => {
    const before = await snapshot();
    const res = await ask(viewer1, 'role:list');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(8);
    expect(res.json().msg).toContain('bind an operator');
    expect(await snapshot()).toBe(before);
  });

  it('writes a pending request and a to-do for the holders of role:edit, and answers res_code 1 with the message (spec §7, §8)', async () => {
    const res = await ask(op2, 'role:list');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 0, res_code: 1, data: { already: false } });
    expect(body.res_msg).toContain('sent to the administrators');
    roleRequest = body.data.id;
    const [row] = await q(
      `select gscode, user_id, role_code, state, powers, menunames from power_requests where id = $1`,
      [roleRequest],
    );
    expect(row).toEqual({
      gscode: '002',
      user_id: op2.ID,
      role_code: 'operator',
      state: 'pending',
      powers: 'role:list',
      menunames: 'page',
    });
    const todos = await q(
      `select kind, to_mark, todo_kind, state, title, title_en, sender_id from messages where todo_kind = 'power' and ref_id = $1`,
      [roleRequest],
    );
    expect(todos).toHaveLength(1);
    expect(todos[0]).toMatchObject({ kind: 'todo', to_mark: 'role:edit', state: 'open', sender_id: op2.ID });
    // The page is named from the menu, not from what the request said.
    expect(todos[0].title).toContain('角色权限');
    expect(todos[0].title_en).toContain('"Roles"');
    const [log] = await q(
      `select action, outcome, target_id from operation_log where path = '/api/open/OpenApi.ashx/save_power_sq' order by id desc limit 1`,
    );
    expect(log).toEqual({ action: 'request power', outcome: 'ok', target_id: String(roleRequest) });
    expect(await untilHeard((e) => e.kind === 'message' && e.gscode === '002' && e.mark === 'role:edit')).toBe(true);
  });

  it('asking again while it is pending writes nothing and says it was sent', async () => {
    const before = await snapshot();
    const res = await ask(op2, 'role:list');
    expect(res.json()).toMatchObject({ code: 0, res_code: 1, data: { id: roleRequest, already: true } });
    expect(res.json().res_msg).toContain('already asked');
    expect(await snapshot()).toBe(before);
  });

  it('refuses a crafted gscode or guestcode (403), a page the role already has (409), one it is not granted or an unknown mark (404)', async () => {
    const before = await snapshot();
    const cases: [Record<string, string>, string, number][] = [
      [{ gscode: '001' }, 'role:list', 403],
      [{ guestcode: admin1.reguserno }, 'role:list', 403],
      [{}, 'order:list', 409],
      [{}, 'menu:api', 404],
      [{}, 'nope:nothing', 404],
      [{}, '/no/such/page', 404],
    ];
    for (const [over, powers, status] of cases) {
      const res = await ask(op2, powers, over);
      expect(res.statusCode, `${powers} ${JSON.stringify(over)}: ${res.body}`).toBe(status);
      expect(res.json().code).toBe(8);
    }
    // Malformed: no action, the wrong action, an over-long mark.
    for (const bad of [
      'powers=role:list',
      'action=other&powers=role:list&guestcode=x&gscode=002',
      `action=save_power_sq&powers=${'x'.repeat(101)}&guestcode=x&gscode=002`,
    ]) {
      expect((await get(`/api/open/OpenApi.ashx/save_power_sq?${bad}`, op2.headers)).statusCode).toBe(400);
    }
    expect(await snapshot()).toBe(before);
  });

  it('also finds a page by its route (a menu row outside the route catalogue)', async () => {
    const res = await ask(op2, '/safeguard/server');
    expect(res.json()).toMatchObject({ code: 0, res_code: 1, data: { already: false } });
    const [row] = await q(`select m.url from power_requests p join menus m on m.id = p.menu_id where p.id = $1`, [
      res.json().data.id,
    ]);
    expect(row.url).toBe('/safeguard/server');
  });
});

describe('Decide', () => {
  it('refuses a caller without role:edit (403) and an administrator of another branch (404), changing nothing', async () => {
    const before = await snapshot();
    for (const who of [op2, viewer2]) {
      expect((await decide(who, roleRequest, true)).statusCode).toBe(403);
      expect((await get(`/api/Power/Get?id=${roleRequest}`, who.headers)).statusCode).toBe(403);
    }
    expect((await decide(admin1, roleRequest, true)).statusCode).toBe(404);
    expect((await decide(admin1, roleRequest, false, 'no')).statusCode).toBe(404);
    expect((await get(`/api/Power/Get?id=${roleRequest}`, admin1.headers)).statusCode).toBe(404);
    expect((await decide(admin2, roleRequest, false)).statusCode).toBe(400);
    expect((await decide(admin2, roleRequest, false, '   ')).statusCode).toBe(400);
    expect((await decide(admin2, roleRequest, false, 'x'.repeat(201))).statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('shows the request to the branch administrator: page, requester, role and how many accounts it has', async () => {
    const res = await get(`/api/Power/Get?id=${roleRequest}`, admin2.headers);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().data;
    expect(v).toMatchObject({
      id: roleRequest,
      state: 'pending',
      page: { url: '/user/role', title_en: 'Roles', mark: 'role:list' },
      requester: { id: op2.ID, userName: 'operator' },
      role: { code: 'operator' },
    });
    const [{ n }] = await q(`select count(*)::int as n from users where gscode = '002' and role_code = 'operator'`);
    expect(v.role.users).toBe(n);
  });

  it('approving activates the role grant, bumps its version, settles the to-do, tells the requester, and the menu opens the page at once', async () => {
    const other = await addOperator('002', 'operator_b');
    const second = (await ask(other, 'role:list')).json().data.id as number;
    expect((await get('/api/UManage/Roles?page=1&pageSize=10', op2.headers)).statusCode).toBe(403);
    expect(await menuItem(op2, '/user/role')).toMatchObject({ active: false, permission: [] });
    const before = await grantOf('002', 'operator', 'role:list');
    expect(before.active).toBe(false);
    const other001 = await grantOf('001', 'operator', 'role:list');

    heard.length = 0;
    const res = await decide(admin2, roleRequest, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'approved', decidedBy: expect.stringContaining('admin') });

    const after = await grantOf('002', 'operator', 'role:list');
    expect(after).toEqual({ active: true, version: before.version + 1 });
    // The other branch's operator role is untouched.
    expect(await grantOf('001', 'operator', 'role:list')).toEqual(other001);
    // The same session, no new sign-in: marks come from the database per request.
    expect((await get('/api/UManage/Roles?page=1&pageSize=10', op2.headers)).statusCode).toBe(200);
    expect(await menuItem(op2, '/user/role')).toMatchObject({
      active: true,
      permission: expect.arrayContaining(['role:list']),
    });

    // Both requests for the page by the role are settled: every account of the role got it.
    const states = await q(`select id, state from power_requests where id = any($1) order by id`, [
      [roleRequest, second],
    ]);
    expect(states.map((s) => s.state)).toEqual(['approved', 'approved']);
    const todos = await q(`select state, done_by from messages where todo_kind = 'power' and ref_id = any($1)`, [
      [roleRequest, second],
    ]);
    expect(todos).toHaveLength(2);
    expect(todos.every((t) => t.state === 'done' && String(t.done_by).includes('admin'))).toBe(true);
    for (const who of [op2, other]) {
      const [m] = await q(
        `select kind, title_en, sender_id from messages where kind = 'message' and to_user_id = $1 order by id desc limit 1`,
        [who.ID],
      );
      expect(m).toMatchObject({ kind: 'message', sender_id: admin2.ID });
      expect(m.title_en).toContain('"Roles" was approved');
    }
    expect(
      await untilHeard((e) => e.kind === 'menu' && e.gscode === '002' && JSON.stringify(e.roles) === '["operator"]'),
    ).toBe(true);
    const [log] = await q(
      `select action, outcome, target_id, diff from operation_log where path = '/api/Power/Decide' and outcome = 'ok' order by id desc limit 1`,
    );
    expect(log).toMatchObject({ action: 'decide power request', target_id: String(roleRequest) });
    expect(log.diff.state).toEqual(['pending', 'approved']);
  });

  it('deciding twice is refused (409) and changes nothing; asking for the page now is refused as already granted', async () => {
    const before = await snapshot();
    const res = await decide(admin2, roleRequest, false, 'too late');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('approved by');
    expect((await decide(admin2, roleRequest, true)).statusCode).toBe(409);
    expect((await ask(op2, 'role:list')).statusCode).toBe(409);
    expect(await snapshot()).toBe(before);
  });

  it('rejecting keeps the grant inactive and sends the requester the reason', async () => {
    const id = (await ask(op2, 'user:admin')).json().data.id as number;
    const before = await grantOf('002', 'operator', 'user:admin');
    const res = await decide(admin2, id, false, '  请找店长  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'rejected', reason: '请找店长' });
    expect(await grantOf('002', 'operator', 'user:admin')).toEqual(before);
    const [m] = await q(
      `select title_en, body, body_en from messages where kind = 'message' and to_user_id = $1 order by id desc limit 1`,
      [op2.ID],
    );
    expect(m.title_en).toContain('rejected');
    expect(m.body).toContain('请找店长');
    expect(m.body_en).toContain('Reason: 请找店长');
    const [todo] = await q(`select state from messages where todo_kind = 'power' and ref_id = $1`, [id]);
    expect(todo.state).toBe('done');
    // Rejected: a new request may be sent.
    expect((await ask(op2, 'user:admin')).json()).toMatchObject({ res_code: 1, data: { already: false } });
  });

  it("refuses approving a request of the approver's own role (403) or one whose grant was taken away meanwhile (409)", async () => {
    // operator_b is given role:edit: it may now decide, but not for its own role (like a save of powers).
    await q(`insert into role_menus (role_id, menu_id, active)
             select r.id, m.id, true from roles r, menus m where r.gscode = '002' and r.code = 'operator' and m.permission = 'role:edit' and m.menutype = 'button'`);
    const [{ id: pendingOwn }] = await q(
      `select id from power_requests where gscode = '002' and state = 'pending' and powers = 'user:admin'`,
    );
    const b = await ctx.login('002', 'operator_b');
    let before = await snapshot();
    const own = await decide(b, pendingOwn, true);
    expect(own.statusCode, own.body).toBe(403);
    expect(own.json().msg).toContain('your own role');
    expect(await snapshot()).toBe(before);
    await q(`delete from role_menus rm using roles r, menus m where rm.role_id = r.id and rm.menu_id = m.id
              and r.gscode = '002' and r.code = 'operator' and m.permission = 'role:edit'`);

    const id = (await ask(op2, 'system:setting')).json().data.id as number;
    await q(`delete from role_menus rm using roles r, menus m where rm.role_id = r.id and rm.menu_id = m.id
              and r.gscode = '002' and r.code = 'operator' and m.permission = 'system:setting' and m.menutype = 'menu'`);
    before = await snapshot();
    const res = await decide(admin2, id, true);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('no longer lists');
    expect(await snapshot()).toBe(before);
    // It can still be rejected.
    expect((await decide(admin2, id, false, 'gone')).statusCode).toBe(200);
  });
});

describe('credit applications', () => {
  it('a new application is a to-do for the holders of credit:audit; auditing it settles the to-do; a refused one writes none', async () => {
    await q(
      `insert into clients (gscode, guestcode, guestname, longname, status, isyuejie, maxprice) values ('002', 'H0100', '西湖印务', '西湖印务有限公司', 1, 0, 0)`,
    );
    const applied = await post('/api/UManage/ApplyCredit', op2.headers, {
      guestcode: 'H0100',
      isyuejie: 1,
      maxprice: '5000',
      maxdays: 30,
    });
    expect(applied.json().code, applied.body).toBe(0);
    const id = applied.json().data.id as number;
    const [todo] = await q(
      `select kind, to_mark, state, title_en, gscode from messages where todo_kind = 'credit' and ref_id = $1`,
      [id],
    );
    expect(todo).toMatchObject({ kind: 'todo', to_mark: 'credit:audit', state: 'open', gscode: '002' });
    expect(todo.title_en).toContain('H0100');

    const before = await q(`select count(*)::int as n from messages where todo_kind = 'credit'`);
    expect(
      (
        await post('/api/UManage/ApplyCredit', op2.headers, {
          guestcode: 'H0100',
          isyuejie: 1,
          maxprice: '1',
          maxdays: 1,
        })
      ).statusCode,
    ).toBe(409);
    expect(await q(`select count(*)::int as n from messages where todo_kind = 'credit'`)).toEqual(before);

    // Another branch's reviewer cannot audit it, and the to-do stays open.
    expect((await post('/api/UManage/fun_AuditPass', admin1.headers, { id, pass: true })).statusCode).toBe(404);
    expect((await q(`select state from messages where todo_kind = 'credit' and ref_id = $1`, [id]))[0].state).toBe(
      'open',
    );

    const audited = await post('/api/UManage/fun_AuditPass', admin2.headers, { id, pass: true });
    expect(audited.json().code, audited.body).toBe(0);
    const [done] = await q(`select state, done_by from messages where todo_kind = 'credit' and ref_id = $1`, [id]);
    expect(done).toEqual({ state: 'done', done_by: 'admin' });
  });
});

/** Another account of the role in the branch, signed in (same password as the seeded ones). */
async function addOperator(gscode: string, userName: string): Promise<Who> {
  await q(
    `insert into users (gscode, user_name, nick_name, reguserno, role_code, operators, password_hash, logintype)
           select gscode, $2, $2, reguserno, role_code, 'OP009', password_hash, logintype from users where gscode = $1 and user_name = 'operator'`,
    [gscode, userName],
  );
  return ctx.login(gscode, userName);
}
