import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { errorText } from './runs.js';
import { TASK_LIST } from './registry.js';
import { startRun } from './runner.js';

/** How often each server process looks which tasks are due. */
export const TICK_MS = 60_000;

/**
 * The one scheduler of the periodic work (issue 37 #9): every server process looks at start and
 * every TICK_MS which task is due for which scope (the record's last start and the task's
 * interval, or the task's own test: the backup schedule) and runs it, one after the other. Of
 * several processes looking at once, the record's claim lets one run each (runs.ts). Returns the
 * function that stops it.
 */
export function scheduleTasks(db: Db, config: Config, log: (message: string) => void): () => void {
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      await runDue(db, config, log);
    } catch (err) {
      log(`Scheduled tasks: the look failed, tried again in a minute: ${errorText(err)}`);
    } finally {
      busy = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** One look: every task and scope that is due, run (and awaited) in turn. */
export async function runDue(db: Db, config: Config, log: (message: string) => void = () => {}): Promise<void> {
  const { rows } = await db.execute(sql`select gscode from branches where status = 1 order by gscode`);
  const branches = rows.map((r) => String(r.gscode));
  for (const t of TASK_LIST) {
    const scopes = t.scope === 'platform' ? [''] : branches;
    // The scopes whose last run started within the interval are not due: one read, not a claim each.
    const { rows: recent } = t.body.due
      ? { rows: [] }
      : await db.execute(sql`
          select distinct gscode from task_runs
           where task = ${t.code} and started_at > now() - make_interval(mins => ${t.everyMinutes})`);
    const skip = new Set(recent.map((r) => String(r.gscode)));
    for (const scope of scopes) {
      if (skip.has(scope)) continue;
      try {
        if (t.body.due && !(await t.body.due({ db, config, scope }))) continue;
        await startRun(db, config, t.code, scope, { trigger: 'timer', startedBy: '', wait: true, log });
      } catch (err) {
        log(`${t.en}${scope ? ` (branch ${scope})` : ''}: could not start: ${errorText(err)}`);
      }
    }
  }
}
