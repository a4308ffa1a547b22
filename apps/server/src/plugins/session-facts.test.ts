import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchSettings, PowersData, UploadRules } from '@bo/contract';
import { buildApp } from '../app.js';
import { connect } from '../db/client.js';
import { addAccount } from '../../test/accounts.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { FACTS_MAX_AGE_MS, SESSION_CHANNEL, SessionFacts } from './session-facts.js';

/**
 * Issue 38 #7: each process keeps sessions, marks and menus, and forgets them when they change
 * anywhere. Two processes on one database: a change made through A is refused by B within 1 s,
 * though B had just used the session (so kept it).
 */
describe('sessions kept by each process, forgotten by all when they change', () => {
  let ctx: TestContext;
  let b: Awaited<ReturnType<typeof buildApp>>;
  let bDb: ReturnType<typeof connect>;
  type Headers = Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestContext();
    // A second server process: its own pool and its own listening connection.
    bDb = connect(ctx.db.$client.options.connectionString!, 3);
    b = await buildApp({ db: bDb, config: ctx.config, logger: false, listenUrl: ctx.listenUrl });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await bDb.$client.end();
    await ctx.close();
  });

  const call = async (app: typeof b, method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => {
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json<{ code: number; data: unknown }>() };
  };
  const menusOn = (app: typeof b, headers: Headers) => call(app, 'GET', '/api/LAdmin/Get_UserMenus', headers);

  /** Waits until `ask` holds on B, asking every 10 ms; fails after 1 s. */
  async function refusedByB(ask: () => Promise<boolean>): Promise<void> {
    const deadline = performance.now() + 1000;
    for (;;) {
      if (await ask()) return;
      if (performance.now() > deadline) throw new Error('process B still accepts after 1 s');
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  it('a sign-out through one process ends the session on the other', async () => {
    const user = await ctx.login('001', 'operator');
    expect((await menusOn(b, user.headers)).body.code).toBe(0);
    expect((await menusOn(b, user.headers)).body.code).toBe(0);
    expect((await call(ctx.app, 'POST', '/api/LAdmin/AdminLogout', user.headers, {})).body.code).toBe(0);
    // On A at once: its answer left after A heard its own change.
    expect((await menusOn(ctx.app, user.headers)).body.code).toBe(7);
    await refusedByB(async () => (await menusOn(b, user.headers)).body.code === 7);
  });

  /** A new operator account of 001, signed in, its session just used (so kept) by B. */
  async function operatorUsedOnB(userName: string) {
    await addAccount((text, values) => ctx.db.$client.query(text, values).then((r) => r.rows), {
      userName,
      roleCode: 'operator',
    });
    const user = await ctx.login('001', userName);
    expect((await menusOn(b, user.headers)).body.code).toBe(0);
    return user;
  }

  it("an administrator's password reset or disabling ends the account's sessions on the other process", async () => {
    const admin = await ctx.login('001', 'admin');
    const user = await operatorUsedOnB('facts_reset');
    const reset = await call(ctx.app, 'POST', '/api/LAdmin/ResetStaffPassword', admin.headers, {
      id: user.ID,
      password: 'Another-Pass-2026',
    });
    expect(reset.body).toMatchObject({ code: 0, data: { ended: 1 } });
    await refusedByB(async () => (await menusOn(b, user.headers)).body.code === 7);

    const other = await operatorUsedOnB('facts_off');
    const disabled = await call(ctx.app, 'POST', '/api/LAdmin/SetStaffStatus', admin.headers, {
      id: other.ID,
      status: 0,
    });
    expect(disabled.body).toMatchObject({ code: 0, data: { ended: 1 } });
    await refusedByB(async () => (await menusOn(b, other.headers)).body.code === 7);
  });

  it("a role's marks taken away through one process are refused by the other, and its menu follows", async () => {
    const admin = await ctx.login('001', 'admin');
    const operator = await ctx.login('001', 'operator');
    const before = await menusOn(b, operator.headers);
    expect(JSON.stringify(before.body)).toContain('user:loginlog');
    const loginLog = () => call(b, 'GET', '/api/UManage/LoginDslog?pageSize=10', operator.headers);
    expect((await loginLog()).status).toBe(200);

    const { rows } = await ctx.db.$client.query<{ id: number }>(
      `select id from roles where gscode = '001' and code = 'operator'`,
    );
    const powers = await call(ctx.app, 'GET', `/api/UManage/Powers?roleId=${rows[0].id}`, admin.headers);
    const { role } = powers.body.data as PowersData;
    const saved = await call(ctx.app, 'POST', '/api/UManage/SavePowers', admin.headers, {
      roleId: role.id,
      version: role.version,
      grants: [],
    });
    expect(saved.body.code).toBe(0);

    await refusedByB(async () => (await loginLog()).status === 403);
    const after = await menusOn(b, operator.headers);
    expect(after.body).toMatchObject({ code: 0, data: [], data2: [], data3: [] });
  });

  it("a branch's settings saved through one process are the other's within a second (its upload limit)", async () => {
    const admin = await ctx.login('001', 'admin');
    const rules = async () => (await call(b, 'GET', '/api/Upload/Rules', admin.headers)).body.data as UploadRules;
    const before = await rules();
    const seen = (await call(ctx.app, 'GET', '/api/Setting/Get', admin.headers)).body.data as {
      settings: BranchSettings;
      version: number;
    };
    const smaller = before.maxMb - 1;
    const saved = await call(ctx.app, 'POST', '/api/Setting/Save', admin.headers, {
      settings: { ...seen.settings, uploadMaxMb: smaller },
      version: seen.version,
    });
    expect(saved.body.code).toBe(0);
    await refusedByB(async () => (await rules()).maxMb === smaller);
  });

  it('answers a kept session and menu without reading them from the database again', async () => {
    const user = await ctx.login('001', 'operator');
    const first = await menusOn(b, user.headers);
    expect(first.body.code).toBe(0);
    // Were B to read either again, the call would fail: the functions it reads them with are gone.
    await ctx.db.$client.query('alter function bo_session_by_token(text) rename to bo_session_by_token_away');
    await ctx.db.$client.query('alter function bo_role_menus(text, text) rename to bo_role_menus_away');
    try {
      expect(await menusOn(b, user.headers)).toEqual(first);
    } finally {
      await ctx.db.$client.query('alter function bo_session_by_token_away(text) rename to bo_session_by_token');
      await ctx.db.$client.query('alter function bo_role_menus_away(text, text) rename to bo_role_menus');
    }
  });

  it('keeps nothing while it cannot hear changes: a session ended meanwhile is refused', async () => {
    const user = await ctx.login('001', 'operator');
    expect((await menusOn(b, user.headers)).body.code).toBe(0);
    await ctx.db.$client.query(`select pg_terminate_backend(pid) from pg_stat_activity
                                 where application_name = 'backoffice-listen' and datname = current_database()`);
    // Until B notices, it cannot know; once it has, it reads every session afresh.
    while (b.sessionFacts.state.active) await new Promise((r) => setTimeout(r, 5));
    await ctx.db.$client.query(`update sessions set ended_at = now() where token_hash = encode(sha256($1), 'hex')`, [
      user.headers['x-token'],
    ]);
    expect((await menusOn(b, user.headers)).body.code).toBe(7);
  });
});

/** The rules of what is kept, with a listener and a clock the test moves. */
describe('FactsCache', () => {
  type Fact = { user: number; gscode: string };
  let clock = 0;
  function setup() {
    const handlers = new Map<string, (payload: string) => void>();
    const hooks: { listening?: (info: { reconnect: boolean }) => void; lost?: () => void }[] = [];
    const listener = {
      on: (channel: string, handler: (payload: string) => void) => void handlers.set(channel, handler),
      watch: (h: (typeof hooks)[number]) => void hooks.push(h),
    };
    const db = { $client: { query: async () => ({ rows: [] }) } } as never;
    const facts = new SessionFacts(db, listener, { warn: () => {} }, () => clock);
    const cache = facts.cache<Fact>((_, v, c) =>
      c.kind === 'user' ? v.user === c.id : c.kind === 'branch' && v.gscode === c.gscode,
    );
    let loads = 0;
    const read = (key: string, value: Fact = { user: 1, gscode: '001' }) =>
      cache.read(key, async () => {
        loads++;
        return value;
      });
    return {
      cache,
      read,
      loads: () => loads,
      listen: () => hooks.forEach((h) => h.listening?.({ reconnect: false })),
      lose: () => hooks.forEach((h) => h.lost?.()),
      say: (payload: string) => handlers.get(SESSION_CHANNEL)!(payload),
    };
  }

  it('keeps nothing until it listens, and forgets everything when listening is lost', async () => {
    const t = setup();
    await t.read('a');
    await t.read('a');
    expect(t.loads()).toBe(2);
    t.listen();
    await t.read('a');
    await t.read('a');
    expect(t.loads()).toBe(3);
    t.lose();
    await t.read('a');
    await t.read('a');
    expect(t.loads()).toBe(5);
  });

  it('forgets what a change names, and everything on "*" or on a change it cannot read', async () => {
    const t = setup();
    t.listen();
    await t.read('a', { user: 1, gscode: '001' });
    await t.read('b', { user: 2, gscode: '002' });
    t.say('u:3');
    t.say('g:003');
    t.say('sync:someone-else:1');
    await t.read('a');
    await t.read('b');
    expect(t.loads()).toBe(2);
    t.say('u:1');
    await t.read('a');
    await t.read('b');
    expect(t.loads()).toBe(3);
    t.say('g:002');
    await t.read('b');
    expect(t.loads()).toBe(4);
    for (const payload of ['*', 'x:1', 'u:not-a-number']) {
      await t.read('a');
      const before = t.loads();
      t.say(payload);
      await t.read('a');
      expect(t.loads(), payload).toBe(before + 1);
    }
  });

  it('does not keep a read that began before a change was heard: it may hold what the change replaced', async () => {
    const t = setup();
    t.listen();
    let answer!: (v: Fact) => void;
    const slow = t.cache.read('a', () => new Promise<Fact>((resolve) => (answer = resolve)));
    t.say('u:9');
    answer({ user: 1, gscode: '001' });
    expect((await slow)?.value).toEqual({ user: 1, gscode: '001' });
    await t.read('a');
    await t.read('a');
    expect(t.loads()).toBe(1);
    // Nor one begun before listening was lost and found again: changes in between went unheard.
    const slower = t.cache.read('b', () => new Promise<Fact>((resolve) => (answer = resolve)));
    t.lose();
    t.listen();
    answer({ user: 1, gscode: '001' });
    await slower;
    await t.read('b');
    expect(t.loads()).toBe(2);
  });

  it('reads an entry again once it is older than a minute, whatever was heard', async () => {
    const t = setup();
    t.listen();
    clock = 1000;
    await t.read('a');
    clock += FACTS_MAX_AGE_MS;
    await t.read('a');
    expect(t.loads()).toBe(1);
    clock += 1;
    await t.read('a');
    expect(t.loads()).toBe(2);
  });
});
