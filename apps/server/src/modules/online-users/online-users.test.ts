import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { addAccount } from '../../../test/accounts.js';
import { testCalls, type Headers } from '../../../test/calls.js';

/**
 * Online users (issue 37 #5): the branch's open sessions, and ending one of them. Every refusal a
 * caller could try (no mark, another branch's session, one's own, an account holding more marks)
 * changes nothing.
 */
let ctx: TestContext;
const { q, get, post, ok, refused } = testCalls(() => ctx);

interface Row {
  sessionId: number;
  userName: string;
  ip: string;
  userAgent: string;
  current: boolean;
  roleNameEn: string;
}
const list = async (headers: Headers, query = '') => {
  const res = await get(`/api/System/OnlineUsers?pageSize=50${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Row[]; total: number };
};
const menus = (headers: Headers) => get('/api/LAdmin/Get_UserMenus', headers);
const sessionOf = async (userName: string, gscode = '001') =>
  Number(
    (
      await q(
        `select s.id from sessions s join users u on u.id = s.user_id
          where u.user_name = $1 and u.gscode = $2 and s.ended_at is null order by s.id desc limit 1`,
        [userName, gscode],
      )
    )[0].id,
  );

let serial = 0;
/** An account of its own per test, in `role`. */
async function account(role = 'viewer', gscode = '001') {
  const userName = `on${++serial}`;
  await addAccount(q, { gscode, userName, roleCode: role });
  return userName;
}
async function roleWith(code: string, marks: string[]) {
  const [{ id }] = await q(`insert into roles (gscode, code, name, name_en) values ('001', $1, $1, $1) returning id`, [
    code,
  ]);
  await q(
    `insert into role_menus (role_id, menu_id, active) select $1, id, true from menus where permission = any($2::text[])`,
    [id, marks],
  );
}

let admin: Headers;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('001', 'admin')).headers;
});
afterAll(() => ctx.close());

describe('OnlineUsers', () => {
  it("lists the branch's open sessions only, this one marked, with role, address and device", async () => {
    const phoneUser = await account('operator');
    const phone = await ctx.app.inject({
      method: 'POST',
      url: '/api/LAdmin/AdminLogin',
      remoteAddress: '10.7.7.7',
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1' },
      payload: { gscode: '001', username: phoneUser, password: 'admin123' },
    });
    expect(phone.json().code, phone.body).toBe(0);
    const loggedOut = await account();
    await post('/api/LAdmin/AdminLogout', (await ctx.login('001', loggedOut)).headers);
    const idle = await account();
    await ctx.login('001', idle);
    await q(`update sessions set last_seen_at = now() - interval '3 hours' where id = $1`, [await sessionOf(idle)]);
    const disabled = await account();
    await ctx.login('001', disabled);
    await q(`update users set status = 0 where user_name = $1`, [disabled]);
    const elsewhere = await account('viewer', '002');
    await ctx.login('002', elsewhere);

    const { list: rows, total } = await list(admin);
    const names = rows.map((r) => r.userName);
    expect(names).toContain(phoneUser);
    for (const gone of [loggedOut, idle, disabled, elsewhere]) expect(names).not.toContain(gone);
    expect(total).toBe(rows.length);
    const [{ n }] = await q(
      `select count(*)::int as n from sessions s join users u on u.id = s.user_id and u.status = 1
        where s.gscode = '001' and s.ended_at is null and s.last_seen_at > now() - interval '2 hours'`,
    );
    expect(total).toBe(n);
    expect(rows.find((r) => r.userName === phoneUser)).toMatchObject({
      ip: '10.7.7.7',
      userAgent: expect.stringContaining('iPhone'),
      roleNameEn: expect.any(String),
      current: false,
    });
    expect(rows.filter((r) => r.current)).toHaveLength(1);
    expect(rows.find((r) => r.current)?.sessionId).toBe(await sessionOf('admin'));
  });

  it('filters by account and address, sorts by account, pages on the server', async () => {
    const a = await account();
    const b = await account();
    await ctx.login('001', a);
    await ctx.login('001', b);
    expect((await list(admin, `&userName=${a}`)).list.map((r) => r.userName)).toEqual([a]);
    expect((await list(admin, '&ip=10.255.')).total).toBe(0);
    const sorted = (await list(admin, '&sort=account&order=asc')).list.map((r) => r.userName);
    expect(sorted).toEqual([...sorted].sort());
    const all = await list(admin);
    const second = (await get('/api/System/OnlineUsers?pageSize=10&page=2', admin)).json().data;
    expect(second.total).toBe(all.total);
    expect(second.list.map((r: Row) => r.sessionId)).toEqual(all.list.slice(10, 20).map((r) => r.sessionId));
  });

  it('is refused to a role without the page (403), and says nothing', async () => {
    const viewer = (await ctx.login('001', await account('viewer'))).headers;
    const res = await get('/api/System/OnlineUsers', viewer);
    expect(res.statusCode).toBe(403);
    expect(res.json().data).toBeNull();
  });
});

describe('ForceLogout', () => {
  it('ends one session of the branch: that device is signed out at its next call, logged', async () => {
    const user = await account('operator');
    const there = (await ctx.login('001', user)).headers;
    const id = await sessionOf(user);
    expect(await ok('/api/System/ForceLogout', admin, { sessionId: id })).toEqual({ userName: user });
    expect((await menus(there)).json().code).toBe(7);
    expect((await list(admin)).list.map((r) => r.sessionId)).not.toContain(id);
    const [row] = await q(`select user_name, target_id, outcome from operation_log order by id desc limit 1`);
    expect(row).toMatchObject({ user_name: 'admin', outcome: 'ok', target_id: expect.stringContaining(user) });
  });

  it("refuses one's own session, another branch's and an unknown one, and ends nothing", async () => {
    const own = await sessionOf('admin');
    expect(await refused('/api/System/ForceLogout', admin, { sessionId: own }, 400)).toMatch(/log out/);
    const elsewhere = await account('viewer', '002');
    const there = (await ctx.login('002', elsewhere)).headers;
    const theirs = await sessionOf(elsewhere, '002');
    await refused('/api/System/ForceLogout', admin, { sessionId: theirs }, 404);
    await refused('/api/System/ForceLogout', admin, { sessionId: 987654321 }, 404);
    expect((await menus(admin)).json().code).toBe(0);
    expect((await menus(there)).json().code).toBe(0);
  });

  it('is refused without the sign-out mark, and for an account holding a mark the caller lacks', async () => {
    await roleWith('lookout', ['user:online']);
    await roleWith('bouncer', ['user:online', 'staff:signout']);
    const lookout = (await ctx.login('001', await account('lookout'))).headers;
    const bouncer = (await ctx.login('001', await account('bouncer'))).headers;
    const target = await account('operator');
    const there = (await ctx.login('001', target)).headers;
    const id = await sessionOf(target);
    // The page's mark shows the list; ending a session needs staff:signout.
    expect((await list(lookout)).list.map((r) => r.userName)).toContain(target);
    await refused('/api/System/ForceLogout', lookout, { sessionId: id }, 403);
    // The operator's role holds marks the bouncer lacks: "no mark you lack".
    const msg = await refused('/api/System/ForceLogout', bouncer, { sessionId: id }, 403);
    expect(msg).toContain(target);
    expect((await menus(there)).json().code).toBe(0);
    // A session of an account within the bouncer's power ends.
    const peer = await account('bouncer');
    const peerHeaders = (await ctx.login('001', peer)).headers;
    await ok('/api/System/ForceLogout', bouncer, { sessionId: await sessionOf(peer) });
    expect((await menus(peerHeaders)).json().code).toBe(7);
  });
});
