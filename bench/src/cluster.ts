/**
 * Issue 38 #5: the cluster under load and under failure. `npm run bench:cluster` (re)starts the
 * cluster of deploy/ (PostgreSQL, pgbouncer, three API processes, HAProxy; the rate limit raised,
 * as one office of many operators would need it set), then:
 *
 * 1. OPERATORS operators (default 200) for SECONDS (60) through HAProxy, each a session of one of
 *    the six demo accounts, each pausing 0–500 ms between calls: menus, the console's figures,
 *    order-list filters and pages, and for administrators the client list, a message (a write
 *    with an Idempotency-Key) and now and then an export job. At half time one API process is killed
 *    with SIGKILL. Per call kind: calls, p50/p95/p99; every failure by status.
 * 2. Afterwards: every acknowledged message read back from PostgreSQL (lost, or written twice);
 *    the killed process started again and every session tried on each process directly; a
 *    message sent through one process and the time until consoles on the two others hear it.
 * 3. The same load for COMPARE_SECONDS (20) on one process (straight to :8081) and on three.
 *
 * Writes bench/results/cluster.json. Needs Debian's postgresql, pgbouncer and haproxy.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { writeResult } from './results.js';
import { pg, ROOT, signIn } from './server.js';

const OPERATORS = Number(process.env.OPERATORS ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 60);
const COMPARE_SECONDS = Number(process.env.COMPARE_SECONDS ?? 20);
const CONSOLE = 'http://127.0.0.1:8080';
const DIRECT = ['http://127.0.0.1:8081', 'http://127.0.0.1:8082', 'http://127.0.0.1:8083'];
const CLUSTER_DIR = path.join(ROOT, '.cluster');
const ACCOUNTS = ['001/admin', '001/operator', '001/viewer', '002/admin', '002/operator', '002/viewer'];

type Headers = Record<string, string>;
interface Operator {
  headers: Headers;
  gscode: string;
  reguserno: string;
  userId: number;
  admin: boolean;
}
type Kind = 'menus' | 'console' | 'orderList' | 'clientList' | 'write' | 'export';

const cluster = (command: string, env: Record<string, string> = {}) =>
  execFileSync('bash', [path.join(ROOT, 'deploy/cluster.sh'), command], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
const pidOf = (port: number) => Number(fs.readFileSync(path.join(CLUSTER_DIR, `api-${port}.pid`), 'utf8'));
const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10 : 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One call of `kind` for `op`; resolves to the HTTP status (0: no answer), and the title of an acknowledged write. */
async function callOnce(
  base: string,
  op: Operator,
  kind: Kind,
  n: number,
): Promise<{ status: number; wrote?: string }> {
  const page = 1 + (n % 5);
  const get = (p: string) => fetch(`${base}${p}`, { headers: op.headers });
  const post = (p: string, body: object) =>
    fetch(`${base}${p}`, {
      method: 'POST',
      headers: { ...op.headers, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(body),
    });
  let res: Response;
  let wrote: string | undefined;
  switch (kind) {
    case 'menus':
      res = await get('/api/LAdmin/Get_UserMenus');
      break;
    case 'console':
      res = await get(`/api/Reports/ReportData?guestcode=${op.reguserno}&gscode=${op.gscode}`);
      break;
    case 'orderList':
      res = await get(`/api/Order/List?page=${page}&pageSize=15${n % 2 ? '&status=0,1' : ''}`);
      break;
    case 'clientList':
      res = await get(`/api/UManage/Clients?page=${page}&pageSize=10&status=1`);
      break;
    case 'write': {
      const title = `bench ${crypto.randomUUID()}`;
      res = await post('/api/Message/Send', { userId: op.userId, title, body: 'cluster bench' });
      wrote = title;
      break;
    }
    case 'export':
      res = await post('/api/Job/Start', { kind: 'orderExport', params: { status: '0' } });
      break;
  }
  const body = (await res.json().catch(() => null)) as { code?: number } | null;
  const ok = res.status === 200 && body?.code === 0;
  return { status: ok ? 200 : res.status === 200 ? 299 : res.status, wrote: ok ? wrote : undefined };
}

function pickKind(op: Operator): Kind {
  const r = Math.random();
  if (op.admin && r < 0.005) return 'export';
  if (op.admin && r < 0.1) return 'write';
  if (r < 0.35) return 'menus';
  if (r < 0.55) return 'console';
  if (r < 0.85 || !op.admin) return 'orderList';
  // The client list's mark is the administrators' in the demo roles.
  return 'clientList';
}

/** The load: every operator calling `base` for `seconds`; `during` runs once at half time. */
async function load(base: string, operators: Operator[], seconds: number, during?: () => void) {
  const latencies = new Map<Kind, number[]>();
  const failures: Record<string, number> = {};
  const written: string[] = [];
  const unanswered: string[] = [];
  const end = Date.now() + seconds * 1000;
  let killedAt = Infinity;
  const half = setTimeout(
    () => {
      killedAt = performance.now();
      during?.();
    },
    (seconds * 1000) / 2,
  );
  /** Failed calls that were not under way when the process was killed (the issue allows none). */
  let failedOutsideKill = 0;
  const failedAround: string[] = [];
  let calls = 0;
  await Promise.all(
    operators.map(async (op, i) => {
      for (let n = i; Date.now() < end; n++) {
        const kind = pickKind(op);
        const t0 = performance.now();
        let status: number;
        try {
          const r = await callOnce(base, op, kind, n);
          status = r.status;
          if (r.wrote) written.push(r.wrote);
        } catch (e) {
          status = 0;
          // What a call without an answer met (a reset, a refused connection), a few of them.
          if (unanswered.length < 5) unanswered.push(String((e as { cause?: { code?: string } }).cause?.code ?? e));
        }
        calls++;
        if (status === 200) {
          if (!latencies.has(kind)) latencies.set(kind, []);
          latencies.get(kind)!.push(performance.now() - t0);
        } else {
          const key = `${kind} ${status === 0 ? 'no answer' : status}`;
          failures[key] = (failures[key] ?? 0) + 1;
          if (!(t0 <= killedAt && performance.now() >= killedAt)) failedOutsideKill++;
          // When each failed call started and ended, in ms from the kill (a few of them).
          if (failedAround.length < 10)
            failedAround.push(`${kind} ${Math.round(t0 - killedAt)}..${Math.round(performance.now() - killedAt)}`);
        }
        await sleep(Math.random() * 500);
      }
    }),
  );
  clearTimeout(half);
  const perKind = Object.fromEntries(
    [...latencies].map(([kind, ms]) => {
      ms.sort((a, b) => a - b);
      return [kind, { calls: ms.length, p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99) }];
    }),
  );
  return {
    seconds,
    calls,
    perSecond: Math.round(calls / seconds),
    perKind,
    failures,
    failedOutsideKill,
    failedAround,
    unanswered,
    written,
  };
}

/** Milliseconds until a console on each of `listeners` hears a message sent through `sender`. */
async function pushDelays(op: Operator, sender: string, listeners: string[]): Promise<number[]> {
  const title = `push ${crypto.randomUUID()}`;
  const abort = new AbortController();
  let sentAt = 0;
  const heard = listeners.map(async (base) => {
    const res = await fetch(`${base}/api/Push/Stream`, { headers: op.headers, signal: abort.signal });
    const reader = res.body!.getReader();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`${base}: the stream ended`);
      text += new TextDecoder().decode(value);
      if (sentAt && text.includes('event: push')) return Date.now() - sentAt;
    }
  });
  await sleep(500);
  sentAt = Date.now();
  const res = await fetch(`${sender}/api/Message/Send`, {
    method: 'POST',
    headers: { ...op.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ userId: op.userId, title, body: 'push' }),
  });
  if (((await res.json()) as { code: number }).code !== 0) throw new Error('the push message was refused');
  const delays = await Promise.race([Promise.all(heard), sleep(10_000).then(() => null)]);
  abort.abort();
  return delays ?? listeners.map(() => -1);
}

export async function runClusterBench() {
  cluster('stop');
  cluster('start', { RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000' });
  const operators: Operator[] = [];
  for (let i = 0; i < OPERATORS; i++) {
    const [gscode, account] = ACCOUNTS[i % ACCOUNTS.length].split('/');
    const { user, headers } = await signIn(CONSOLE, gscode, account);
    operators.push({ headers, gscode, reguserno: user.reguserno, userId: user.ID, admin: account === 'admin' });
  }
  console.log(`cluster bench: ${OPERATORS} operators for ${SECONDS} s; :8082 killed at ${SECONDS / 2} s`);
  let killedAt = 0;
  const run = await load(CONSOLE, operators, SECONDS, () => {
    killedAt = Date.now();
    process.kill(pidOf(8082), 'SIGKILL');
  });

  // Every acknowledged write, read back on the primary: none lost, none twice.
  const db = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5433/backoffice' });
  await db.connect();
  const { rows } = await db.query<{ title: string; n: number }>(
    'select title, count(*)::int as n from messages where title = any($1) group by title',
    [run.written],
  );
  await db.end();
  const found = new Map(rows.map((r) => [r.title, r.n]));
  const writes = {
    acknowledged: run.written.length,
    lost: run.written.filter((t) => !found.has(t)).length,
    twice: rows.filter((r) => r.n > 1).length,
  };

  // The killed process back; every session on every process.
  cluster('start', { RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000' });
  let sessionsRefused = 0;
  for (const op of operators)
    for (const base of DIRECT) {
      const body = (await (await fetch(`${base}/api/LAdmin/Get_UserMenus`, { headers: op.headers })).json()) as {
        code: number;
      };
      if (body.code !== 0) sessionsRefused++;
    }
  const admin = operators.find((o) => o.admin)!;
  const push = await pushDelays(admin, DIRECT[1], [DIRECT[0], DIRECT[2]]);

  const one = await load(DIRECT[0], operators, COMPARE_SECONDS);
  const three = await load(CONSOLE, operators, COMPARE_SECONDS);
  const strip = (r: Awaited<ReturnType<typeof load>>) => ({ ...r, written: r.written.length });
  const result = {
    operators: OPERATORS,
    killedAtSecond: killedAt ? SECONDS / 2 : null,
    run: strip(run),
    writes,
    sessions: { tried: operators.length * DIRECT.length, refused: sessionsRefused },
    pushMs: push,
    compare: { oneProcess: strip(one), threeProcesses: strip(three) },
  };
  const file = writeResult('cluster', result);
  console.log(JSON.stringify(result, null, 2));
  console.log(`cluster bench: written to ${file}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await runClusterBench();
