import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_CODES, type TaskRow, type TaskRun } from '@bo/contract';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { addAccount } from '../../../test/accounts.js';
import { testCalls, type Headers } from '../../../test/calls.js';
import { settleRuns, startRun } from './runner.js';
import { claimRun, purgeRuns, STALE_ERROR } from './runs.js';
import { runDue } from './timer.js';
import { checkRollups } from './rollup-check.js';

/**
 * Scheduled work (issue 37 #9) on a real database: the registry as each caller sees it, the record
 * of runs the timer and "run now" write, every refusal (no mark, a platform task from a branch,
 * another branch's runs, a run under way, run now again at once), two starts at once giving one
 * run, a stale run closed, the record kept bounded, and the roll-up check repairing a drifted row.
 */
let ctx: TestContext;
const { q, get, post, ok, refused } = testCalls(() => ctx);

let owner: Headers;
let admin1: Headers;
let admin2: Headers;

const tasks = async (headers: Headers) => {
  const res = await get('/api/Safeguard/Tasks', headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { tasks: TaskRow[] }).tasks;
};
const runs = async (headers: Headers, task: string) => {
  const res = await get(`/api/Safeguard/TaskRuns?task=${task}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: TaskRun[]; total: number };
};
/** Moves the task's runs back in time, so run now's 30-second gap is over. */
const age = (task: string, minutes = 5) =>
  q(`update task_runs set started_at = started_at - make_interval(mins => $2) where task = $1`, [task, minutes]);

beforeAll(async () => {
  ctx = await createTestContext();
  owner = (await ctx.login('000', 'owner')).headers;
  admin1 = (await ctx.login('001', 'admin')).headers;
  admin2 = (await ctx.login('002', 'admin')).headers;
});
afterAll(async () => {
  await settleRuns();
  await ctx?.close();
});

describe('the registry as each caller sees it', () => {
  it('gives the platform owner every task, a branch administrator its branch tasks only', async () => {
    const all = await tasks(owner);
    expect(all.map((t) => t.task)).toEqual(TASK_CODES);
    expect(all.filter((t) => t.scope === 'platform').map((t) => t.task)).toEqual(['log-retention', 'backup']);
    const branch = await tasks(admin1);
    expect(branch.map((t) => t.task)).toEqual(['cart-todos', 'rollup-check']);
    for (const t of [...all, ...branch]) {
      expect(t.name).not.toBe('');
      expect(t.nameEn).toMatch(/^[A-Z]/);
      expect(t.lastRun).toBeNull();
      expect(t.running).toBe(false);
    }
    // Never run: due at the next look; the daily backup never saved: off, no next run.
    expect(branch[0].nextRunAt).not.toBeNull();
    const backup = all.find((t) => t.task === 'backup')!;
    expect(backup.nextRunAt).toBeNull();
    expect(backup.noteEn).toMatch(/off/);
  });

  it('refuses the list and the runs without the page mark, and run now without its button mark', async () => {
    const viewer = (await ctx.login('001', 'viewer')).headers;
    expect((await get('/api/Safeguard/Tasks', viewer)).statusCode).toBe(403);
    expect((await get('/api/Safeguard/TaskRuns?task=cart-todos', viewer)).statusCode).toBe(403);
    await refused('/api/Safeguard/RunTask', viewer, { task: 'cart-todos' }, 403);
    // The operator sees the page once granted, without the run now button.
    await addAccount(q, { gscode: '001', userName: 'taskop', roleCode: 'operator' });
    await q(
      `update role_menus set active = true where role_id = (select id from roles where gscode = '001' and code = 'operator')
          and menu_id in (select id from menus where permission = 'safeguard:tasks')`,
    );
    const op = (await ctx.login('001', 'taskop')).headers;
    expect((await tasks(op)).length).toBe(2);
    const msg = await refused('/api/Safeguard/RunTask', op, { task: 'rollup-check' }, 403);
    expect(msg).toMatch(/Run now/);
    const [denied] = await q(
      `select outcome from operation_log where gscode = '001' and user_name = 'taskop' order by id desc limit 1`,
    );
    expect(denied.outcome).toBe('denied');
    expect(Number((await q(`select count(*)::int as n from task_runs`))[0].n)).toBe(0);
  });

  it("refuses a platform task to a branch's administrator: its runs and run now (403, logged)", async () => {
    await refused('/api/Safeguard/RunTask', admin1, { task: 'log-retention' }, 403);
    await refused('/api/Safeguard/RunTask', admin1, { task: 'backup' }, 403);
    const res = await get('/api/Safeguard/TaskRuns?task=log-retention', admin1);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toMatch(/platform owner/);
    const logged = await q(
      `select action, outcome from operation_log where gscode = '001' and user_name = 'admin' and outcome = 'denied' order by id`,
    );
    expect(logged.length).toBeGreaterThanOrEqual(3);
    expect(Number((await q(`select count(*)::int as n from task_runs`))[0].n)).toBe(0);
  });
});

describe('run now and the record', () => {
  it('runs a platform task in the background and records its result, the process and who pressed', async () => {
    await q(`update login_log set at = now() - interval '400 days' where id in (select id from login_log limit 3)`);
    const run = (await ok('/api/Safeguard/RunTask', owner, { task: 'log-retention' })) as TaskRun;
    expect(run.outcome).toBe('running');
    expect(run.trigger).toBe('manual');
    expect(run.startedBy).toBe('000/owner');
    expect(run.scope).toBe('');
    await settleRuns();
    const [row] = (await runs(owner, 'log-retention')).list;
    expect(row.id).toBe(run.id);
    expect(row.outcome).toBe('ok');
    expect(row.finishedAt).not.toBeNull();
    expect(row.resultEn).toMatch(/^\d[\d,]* log rows removed/);
    expect(row.result).toMatch(/行日志/);
    expect(row.process).toMatch(/:\d+:\d+$/);
    const listed = (await tasks(owner)).find((t) => t.task === 'log-retention')!;
    expect(listed.lastRun?.id).toBe(run.id);
    expect(Date.parse(listed.nextRunAt!)).toBeGreaterThan(Date.parse(run.startedAt) + 23 * 3_600_000);
    const [audit] = await q(
      `select action, target_id, outcome from operation_log where path = '/api/Safeguard/RunTask' and outcome = 'ok' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ action: 'run task now', target_id: 'log-retention', outcome: 'ok' });
  });

  it('refuses run now again within 30 seconds (409), and lets it once the gap is over', async () => {
    const msg = await refused('/api/Safeguard/RunTask', owner, { task: 'log-retention' }, 409);
    expect(msg).toMatch(/moments ago/);
    await age('log-retention');
    await ok('/api/Safeguard/RunTask', owner, { task: 'log-retention' });
    await settleRuns();
    expect((await runs(owner, 'log-retention')).total).toBe(2);
  });

  it('keeps each branch to its own runs of a branch task', async () => {
    const mine = (await ok('/api/Safeguard/RunTask', admin1, { task: 'rollup-check' })) as TaskRun;
    expect(mine.scope).toBe('001');
    await settleRuns();
    const seen1 = await runs(admin1, 'rollup-check');
    expect(seen1.list.map((r) => r.scope)).toEqual(['001']);
    expect(seen1.list[0].resultEn).toMatch(/roll-up rows checked, all match/);
    // Branch 002 sees none of 001's runs and may run its own at once (its own scope).
    expect((await runs(admin2, 'rollup-check')).total).toBe(0);
    expect((await tasks(admin2)).find((t) => t.task === 'rollup-check')!.lastRun).toBeNull();
    const theirs = (await ok('/api/Safeguard/RunTask', admin2, { task: 'rollup-check' })) as TaskRun;
    expect(theirs.scope).toBe('002');
    await settleRuns();
    // The platform owner's branch task is its own branch's too (000), not 001's.
    expect((await runs(owner, 'rollup-check')).total).toBe(0);
    // No call names another branch: a gscode in the query is refused by the schema or ignored.
    const res = await get('/api/Safeguard/TaskRuns?task=rollup-check&gscode=002', admin1);
    expect(res.statusCode === 400 || res.json().data.list.every((r: TaskRun) => r.scope === '001')).toBe(true);
  });

  it('refuses run now while the task runs for that scope (409), whoever started it', async () => {
    await age('cart-todos');
    const running = await claimRun(ctx.db, 'cart-todos', '001', {
      trigger: 'timer',
      startedBy: '',
      process: 'another:1:1',
      staleAfterMs: 30 * 60_000,
    });
    expect(running.claimed).toBe(true);
    const msg = await refused('/api/Safeguard/RunTask', admin1, { task: 'cart-todos' }, 409);
    expect(msg).toMatch(/is running/);
    expect((await tasks(admin1)).find((t) => t.task === 'cart-todos')!.running).toBe(true);
    // Another branch's run of the same task is not held up.
    await ok('/api/Safeguard/RunTask', admin2, { task: 'cart-todos' });
    await settleRuns();
  });

  it('closes a stale run (its process stopped) as failed and runs again', async () => {
    await q(
      `update task_runs set started_at = now() - interval '2 hours' where task = 'cart-todos' and gscode = '001'`,
    );
    const run = (await ok('/api/Safeguard/RunTask', admin1, { task: 'cart-todos' })) as TaskRun;
    await settleRuns();
    const { list } = await runs(admin1, 'cart-todos');
    expect(list[0]).toMatchObject({ id: run.id, outcome: 'ok' });
    expect(list[1]).toMatchObject({ outcome: 'failed', error: STALE_ERROR, process: 'another:1:1' });
  });

  it('gives one run of two starts at once (two run nows, or run now and the timer)', async () => {
    await age('rollup-check');
    const [a, b] = await Promise.all([
      post('/api/Safeguard/RunTask', admin1, { task: 'rollup-check' }),
      post('/api/Safeguard/RunTask', admin1, { task: 'rollup-check' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    await settleRuns();
    await age('rollup-check', 2 * 24 * 60);
    const before = Number((await q(`select count(*)::int as n from task_runs where task = 'rollup-check'`))[0].n);
    // "At once": the claimed run is held inside its body (it reads order_sums, locked here) until the
    // other start has been answered, however slowly each is scheduled. Otherwise a run done before
    // the other start even looked would rightly leave room for a second run.
    const holder = await ctx.db.$client.connect();
    let both: Awaited<ReturnType<typeof startRun>>[];
    try {
      await holder.query('begin');
      await holder.query('lock table order_sums in access exclusive mode');
      const starts = [
        startRun(ctx.db, ctx.config, 'rollup-check', '001', { trigger: 'timer', startedBy: '', wait: true }),
        startRun(ctx.db, ctx.config, 'rollup-check', '001', { trigger: 'manual', startedBy: '001/admin', wait: true }),
      ];
      // The start that was not claimed answers at once; the claimed one waits for its body.
      expect((await Promise.race(starts)).claimed).toBe(false);
      await holder.query('commit');
      both = await Promise.all(starts);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      holder.release();
    }
    expect(both.filter((c) => c.claimed)).toHaveLength(1);
    const after = Number((await q(`select count(*)::int as n from task_runs where task = 'rollup-check'`))[0].n);
    expect(after).toBe(before + 1);
  });

  it('records a failure with its message only, no stack trace', async () => {
    await q(`alter table order_sums rename to order_sums_away`);
    try {
      await startRun(ctx.db, ctx.config, 'rollup-check', '002', { trigger: 'timer', startedBy: '', wait: true });
    } finally {
      await q(`alter table order_sums_away rename to order_sums`);
    }
    const [run] = (await runs(admin2, 'rollup-check')).list;
    expect(run.outcome).toBe('failed');
    expect(run.error).toMatch(/order_sums/);
    expect(run.error).not.toMatch(/\n|\bat .*\.ts:\d+/);
    expect(run.resultEn).toBe('');
  });
});

describe('the timer', () => {
  it('runs what is due once across two processes looking at once, and nothing again within the interval', async () => {
    await q(`delete from task_runs`);
    await Promise.all([runDue(ctx.db, ctx.config), runDue(ctx.db, ctx.config)]);
    const counted = await q(`select task, gscode, count(*)::int as n from task_runs group by 1, 2 order by 1, 2`);
    const branches = (await q(`select gscode from branches where status = 1`)).length;
    // Log retention once; cart to-dos and the roll-up check once per open branch; no backup (off).
    expect(counted.every((r) => r.n === 1)).toBe(true);
    expect(counted.filter((r) => r.task === 'log-retention')).toHaveLength(1);
    expect(counted.filter((r) => r.task === 'rollup-check')).toHaveLength(branches);
    expect(counted.filter((r) => r.task === 'backup')).toHaveLength(0);
    const all = await q(`select trigger, outcome from task_runs`);
    expect(all.every((r) => r.trigger === 'timer' && r.outcome === 'ok')).toBe(true);
    await runDue(ctx.db, ctx.config);
    expect(Number((await q(`select count(*)::int as n from task_runs`))[0].n)).toBe(counted.length);
  });

  it('makes the daily backup when the schedule says, recorded once, then not again that day', async () => {
    await q(
      `insert into branch_documents (gscode, kind, value, version, updated_by)
       values ('000', 'backup', '{"enabled": true, "hour": 0, "keep": 3}', 1, 'owner')
       on conflict (gscode, kind) do update set value = excluded.value`,
    );
    const listed = (await tasks(owner)).find((t) => t.task === 'backup')!;
    expect(Date.parse(listed.nextRunAt!)).toBeLessThanOrEqual(Date.now() + 1000);
    await Promise.all([runDue(ctx.db, ctx.config), runDue(ctx.db, ctx.config)]);
    const made = await q(`select outcome, result_en from task_runs where task = 'backup'`);
    expect(made).toHaveLength(1);
    expect(made[0].outcome).toBe('ok');
    expect(made[0].result_en).toMatch(/^backup-.*rows/);
    const next = (await tasks(owner)).find((t) => t.task === 'backup')!;
    expect(Date.parse(next.nextRunAt!)).toBeGreaterThan(Date.now());
    await runDue(ctx.db, ctx.config);
    expect(await q(`select 1 from task_runs where task = 'backup'`)).toHaveLength(1);
  });
});

describe('keeping the record bounded', () => {
  it("deletes runs older than the days, keeping each task and scope's newest few", async () => {
    await q(`delete from task_runs`);
    await q(
      `insert into task_runs (task, gscode, trigger, started_at, finished_at, outcome)
       select 'cart-todos', '002', 'timer', now() - make_interval(days => 100 + g), now() - make_interval(days => 100 + g), 'ok'
         from generate_series(1, 30) g`,
    );
    await q(
      `insert into task_runs (task, gscode, trigger, started_at, finished_at, outcome)
       values ('cart-todos', '001', 'timer', now() - interval '200 days', now() - interval '200 days', 'ok')`,
    );
    expect(await purgeRuns(ctx.db, 90, 20)).toBe(10);
    const left = await q(`select gscode, count(*)::int as n from task_runs group by 1 order by 1`);
    expect(left).toEqual([
      { gscode: '001', n: 1 },
      { gscode: '002', n: 20 },
    ]);
  });
});

describe('the roll-up check', () => {
  it('finds nothing on sums the triggers kept, and repairs a drifted row and a stray one', async () => {
    const [client] = await q(
      `insert into clients (gscode, guestcode, guestname, longname) values ('001', 'KROLL', '汇总核对客户', '汇总核对客户') returning id`,
    );
    for (const [n, days] of [
      [1, 0],
      [2, 3],
      [3, 20],
    ])
      await q(
        `insert into orders (gscode, orderno, client_id, status, amount, created_at)
         values ('001', 'ROLL-' || $2::int, $1, 1, 100 * $2::int, now() - make_interval(days => $3::int))`,
        [client.id, n, days],
      );
    const clean = await checkRollups(ctx.db, '001');
    expect(clean.repaired).toBe(0);
    expect(clean.checked).toBeGreaterThan(0);
    const before = await q(
      `select * from order_sums where gscode = '001' order by client_id, amount_band, grain, period, status, pay_state, channel, salesperson_id`,
    );
    await q(
      `update order_sums set amount = amount + 1 where ctid = (select ctid from order_sums where gscode = '001' and grain = 'd' order by period desc limit 1)`,
    );
    await q(
      `insert into order_sums (gscode, client_id, amount_band, grain, period, status, pay_state, channel, salesperson_id, n, qty, amount, paid)
       values ('001', 0, -1, 'd', current_date, 9, 9, 'stray', 0, 1, 1, 1, 0)`,
    );
    expect(await checkRollups(ctx.db, '001')).toEqual({ checked: clean.checked, repaired: 2 });
    expect(
      await q(
        `select * from order_sums where gscode = '001' order by client_id, amount_band, grain, period, status, pay_state, channel, salesperson_id`,
      ),
    ).toEqual(before);
  });
});
