import { sql } from 'drizzle-orm';
import type { TaskCode, TaskOutcome, TaskRun, TaskTrigger } from '@bo/contract';
import { RUN_NOW_GAP_SECONDS } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { iso } from '../../db/row-values.js';
import { pageOf } from '../../db/sql-filters.js';

/**
 * The record of the scheduled tasks' runs (table task_runs): claiming a run, finishing it, reading
 * them and keeping the record bounded. A claim is made under a transaction-scoped advisory lock
 * per task and scope (as the cart to-dos and the backup schedule do) and backed by the unique
 * index over running rows, so of two processes, or the timer and "run now", one runs.
 */

/** '' for a platform task, else the branch code. */
export type ScopeKey = string;

export type Claim =
  { claimed: true; run: TaskRun } | { claimed: false; why: 'running' | 'tooSoon' | 'notDue'; running?: TaskRun };

export interface ClaimOptions {
  trigger: TaskTrigger;
  /** The account pressing "run now" ('' for the timer). */
  startedBy: string;
  process: string;
  /** A running row older than this is a run whose process stopped: it is closed as failed. */
  staleAfterMs: number;
  /** The timer's claim: only when no run of it started within this time (none: the task decides). */
  everyMs?: number;
}

const COLUMNS = sql`id, task, gscode, trigger, started_at, finished_at, outcome, result, result_en, error, process, started_by`;

export function runOf(r: Record<string, unknown>): TaskRun {
  return {
    id: Number(r.id),
    task: String(r.task) as TaskCode,
    scope: String(r.gscode),
    trigger: String(r.trigger) as TaskTrigger,
    startedAt: iso(r.started_at),
    finishedAt: r.finished_at ? iso(r.finished_at) : null,
    outcome: String(r.outcome) as TaskOutcome,
    result: String(r.result),
    resultEn: String(r.result_en),
    error: String(r.error),
    process: String(r.process),
    startedBy: String(r.started_by),
  };
}

/** The words a stale run is closed with (its process stopped, or hung, before it finished). */
export const STALE_ERROR = 'The server process running it stopped before it finished (no end recorded in time)';

/** Claims a run of `task` for `scope`: the new running row, or why not. */
export async function claimRun(db: Db, task: TaskCode, scope: ScopeKey, o: ClaimOptions): Promise<Claim> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`task-run\n${task}\n${scope}`}, 0))`);
    await tx.execute(sql`
      update task_runs set outcome = 'failed', finished_at = now(), error = ${STALE_ERROR}
       where task = ${task} and gscode = ${scope} and outcome = 'running'
         and started_at < now() - make_interval(secs => ${o.staleAfterMs / 1000})`);
    const { rows: running } = await tx.execute(
      sql`select ${COLUMNS} from task_runs where task = ${task} and gscode = ${scope} and outcome = 'running'`,
    );
    if (running.length) return { claimed: false, why: 'running', running: runOf(running[0]) } as const;
    if (o.trigger === 'manual') {
      const { rows } = await tx.execute(sql`
        select 1 from task_runs where task = ${task} and gscode = ${scope} and trigger = 'manual'
           and started_at > now() - make_interval(secs => ${RUN_NOW_GAP_SECONDS})`);
      if (rows.length) return { claimed: false, why: 'tooSoon' } as const;
    }
    if (o.everyMs !== undefined) {
      const { rows } = await tx.execute(sql`
        select 1 from task_runs where task = ${task} and gscode = ${scope}
           and started_at > now() - make_interval(secs => ${o.everyMs / 1000})`);
      if (rows.length) return { claimed: false, why: 'notDue' } as const;
    }
    const { rows } = await tx.execute(sql`
      insert into task_runs (task, gscode, trigger, process, started_by)
      values (${task}, ${scope}, ${o.trigger}, ${o.process}, ${o.startedBy})
      on conflict do nothing
      returning ${COLUMNS}`);
    if (!rows.length) return { claimed: false, why: 'running' } as const;
    return { claimed: true, run: runOf(rows[0]) } as const;
  });
}

/**
 * One line of an error's message, without a stack trace, at most 500 characters: the database's
 * own words when the query builder wrapped them (its message is "Failed query:" and the SQL).
 */
export function errorText(err: unknown): string {
  const inner = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const text = inner instanceof Error ? inner.message : String(inner);
  return (text.split('\n')[0] || 'failed').slice(0, 500);
}

/** Ends a run: its outcome and result words, or its error. */
export async function finishRun(
  db: Db,
  id: number,
  end: { outcome: 'ok'; result: string; resultEn: string } | { outcome: 'failed'; error: string },
): Promise<void> {
  const ok = end.outcome === 'ok';
  await db.execute(sql`
    update task_runs set outcome = ${end.outcome}, finished_at = now(),
           result = ${ok ? end.result : ''}, result_en = ${ok ? end.resultEn : ''}, error = ${ok ? '' : end.error}
     where id = ${id}`);
}

/** Removes a claimed run that found nothing due (the daily backup another process made meanwhile). */
export async function dropRun(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from task_runs where id = ${id} and outcome = 'running'`);
}

/** The newest run of each of `tasks` for its scope, and whether one is running. */
export async function lastRuns(
  db: Db,
  pairs: { task: TaskCode; scope: ScopeKey }[],
): Promise<Map<string, { last: TaskRun | null; running: boolean }>> {
  const out = new Map<string, { last: TaskRun | null; running: boolean }>();
  for (const p of pairs) {
    const { rows } = await db.execute(sql`
      select ${COLUMNS} from task_runs where task = ${p.task} and gscode = ${p.scope} order by started_at desc, id desc limit 1`);
    const last = rows.length ? runOf(rows[0]) : null;
    out.set(`${p.task}\n${p.scope}`, { last, running: last?.outcome === 'running' });
  }
  return out;
}

/** One page of a task's runs for a scope, newest first (or oldest first with order asc). */
export async function listRuns(
  db: Db,
  task: TaskCode,
  scope: ScopeKey,
  page: { page: number; pageSize: number; order?: 'asc' | 'desc' },
): Promise<{ list: TaskRun[]; total: number; summary: Record<string, never> }> {
  const dir = page.order === 'asc' ? sql`asc` : sql`desc`;
  const { rows } = await db.execute(sql`
    select ${COLUMNS} from task_runs where task = ${task} and gscode = ${scope}
     order by started_at ${dir}, id ${dir} ${pageOf(page)}`);
  const { rows: n } = await db.execute(
    sql`select count(*)::int as n from task_runs where task = ${task} and gscode = ${scope}`,
  );
  return { list: rows.map(runOf), total: Number(n[0].n), summary: {} };
}

/**
 * Deletes finished runs older than `days`, keeping each task and scope's newest `keep` whatever
 * their age (so a task that runs rarely still shows its last runs). Returns how many went.
 */
export async function purgeRuns(db: Db, days: number, keep = 20): Promise<number> {
  const { rowCount } = await db.execute(sql`
    delete from task_runs r using (
      select id, row_number() over (partition by task, gscode order by started_at desc, id desc) as k from task_runs
    ) o
     where r.id = o.id and o.k > ${keep} and r.outcome <> 'running'
       and r.started_at < now() - make_interval(days => ${days})`);
  return rowCount ?? 0;
}
