import { TASKS, type TaskCode } from '@bo/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { PROCESS_ID } from '../safeguard/public.js';
import { TASK_BODIES } from './registry.js';
import { claimRun, dropRun, errorText, finishRun, type Claim, type ScopeKey } from './runs.js';

/** Runs of this process not yet ended: the server's close waits for them (settleRuns). */
const inFlight = new Set<Promise<void>>();

/**
 * Claims a run of `code` for `scope` in the record and, when claimed, runs its body and writes
 * its end (ok with its result, failed with its error's message, or dropped when nothing was due).
 * `wait`: answer once the run has ended (the timer); else at once, the run going on in the
 * background ("run now"). Never throws for the body's failure: that is the run's record.
 */
export async function startRun(
  db: Db,
  config: Config,
  code: TaskCode,
  scope: ScopeKey,
  o: { trigger: 'timer' | 'manual'; startedBy: string; wait: boolean; log?: (message: string) => void },
): Promise<Claim> {
  const body = TASK_BODIES[code];
  const claim = await claimRun(db, code, scope, {
    trigger: o.trigger,
    startedBy: o.startedBy,
    process: PROCESS_ID,
    staleAfterMs: body.staleAfterMs,
    everyMs: o.trigger === 'timer' && !body.due ? TASKS[code].everyMinutes * 60_000 : undefined,
  });
  if (!claim.claimed) return claim;
  const id = claim.run.id;
  const where = `${TASKS[code].en}${scope ? ` (branch ${scope})` : ''}`;
  const work = (async () => {
    try {
      const done = await body.run({ db, config, scope, trigger: o.trigger, startedBy: o.startedBy });
      if (!done) return await dropRun(db, id);
      await finishRun(db, id, { outcome: 'ok', ...done });
      if (!scope) o.log?.(`${where}: ${done.resultEn}.`);
    } catch (err) {
      o.log?.(`${where} failed: ${errorText(err)}`);
      await finishRun(db, id, { outcome: 'failed', error: errorText(err) });
    }
  })().catch((err: unknown) => o.log?.(`${where}: the end of run ${id} was not recorded: ${errorText(err)}`));
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work));
  if (o.wait) await work;
  return claim;
}

/** Waits for this process's runs in flight (the server's close, tests). */
export async function settleRuns(): Promise<void> {
  await Promise.all([...inFlight]);
}
