import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { JobRow } from '@bo/contract';
import { testCalls } from '../../../test/calls.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { PROCESS_ID } from '../safeguard/public.js';

/**
 * Issue 40's promise, tried with a real process: the process running a job is killed (SIGKILL, no
 * chance to give the job back), and the job still finishes, once, on another process (this test's
 * own, which plays the other server) as soon as the dead process's lease has run out.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const WORKER = path.resolve(here, '../../../test/job-worker.ts');
const LEASE_SECONDS = 2;
let ctx: TestContext;
const { q, get, ok } = testCalls(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext({ JOB_LEASE_SECONDS: String(LEASE_SECONDS) });
  await q(`insert into clients (gscode, guestcode, guestname, longname) values ('001', 'K1', '甲', '甲公司')`);
  await q(`
    insert into orders (gscode, orderno, client_id, status, amount, qty, items, created_at)
    select '001', 'K' || lpad(g::text, 6, '0'), (select id from clients where guestcode = 'K1'), 1, 100 + g, 1,
           md5(g::text), timestamptz '2026-11-01 00:00+08' + make_interval(secs => g)
      from generate_series(1, 60000) g`);
});
afterAll(() => ctx?.close());

/** Reads the database until `check` holds (the other process's progress is only seen there). */
async function until<T>(what: string, read: () => Promise<T>, check: (v: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (check(v)) return v;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms (last: ${JSON.stringify(v)})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('finishes once, on another process, a job whose process was killed while running it', async () => {
  const admin = (await ctx.login('001', 'admin')).headers;
  const { id } = (await ok('/api/Job/Start', admin, { kind: 'orderExport', params: {} })) as { id: number };
  const worker = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: {
      ...process.env,
      DATABASE_URL: ctx.config.DATABASE_URL,
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      JOB_WORKERS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => worker.on('exit', (_code, signal) => resolve(signal)));
  try {
    // The worker has taken the job and written some of its rows.
    const taken = await until(
      'the worker takes the job and writes rows',
      async () => (await q(`select state, process, done from jobs where id = $1`, [id]))[0],
      (j) => j.state === 'running' && j.process !== PROCESS_ID && j.done > 0,
    );
    expect(taken.process).not.toBe(PROCESS_ID);
  } finally {
    worker.kill('SIGKILL');
  }
  expect(await exited).toBe('SIGKILL');
  // Nothing gives the job back: its lease runs out, and this process's next look takes it over.
  await until(
    'the dead lease runs out',
    async () => (await q(`select lease_until < now() as out from jobs where id = $1`, [id]))[0].out as boolean,
    Boolean,
    LEASE_SECONDS * 1000 + 5000,
  );
  await ctx.app.jobs.drain();
  const row = (await get(`/api/Job/Get?id=${id}`, admin)).json().data as JobRow;
  expect(row).toMatchObject({ state: 'done', rows: 60000 });
  const [job] = await q(`select attempt, process from jobs where id = $1`, [id]);
  expect(job).toEqual({ attempt: 2, process: PROCESS_ID });
  // Once: one file (the second run's pieces only), one log row, one message.
  expect(await q(`select distinct attempt from job_files where job_id = $1`, [id])).toEqual([{ attempt: 2 }]);
  const [logs] = await q(`select count(*)::int as n from operation_log where action = 'export orders'`);
  expect(logs.n).toBe(1);
  const [told] = await q(`select count(*)::int as n from messages where title_en = 'Order export done'`);
  expect(told.n).toBe(1);
});
