import type { FastifyInstance } from 'fastify';
import { RunTask, TaskList, TaskRuns, TASKS, type TaskCode, type TaskRow } from '@bo/contract';
import { AppError } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { registerCall, type Deps } from '../../route.js';
import { TASK_LIST } from './registry.js';
import { startRun, settleRuns } from './runner.js';
import { lastRuns, listRuns, type ScopeKey } from './runs.js';

/**
 * The scheduled tasks page's calls (issue 37 #9). A platform task is the platform owner's branch's
 * alone: another branch does not see it, and reading or running it is refused (403, logged). A
 * branch task is always the caller's own branch's: no call names another branch.
 */
export async function tasksRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  // The server's close waits for the runs "run now" started in this process.
  app.addHook('onClose', async () => settleRuns());

  /** The scope the caller sees `task` in, or a refusal. */
  const scopeOf = (task: TaskCode, session: Session): ScopeKey => {
    if (TASKS[task].scope === 'branch') return session.gscode;
    if (!session.platformOwner) throw new AppError('taskPlatformOnly', {}, 403);
    return '';
  };

  registerCall(app, deps, TaskList, async (req) => {
    const s = req.session;
    const visible = TASK_LIST.filter((t) => t.scope === 'branch' || s.platformOwner);
    const pairs = visible.map((t) => ({ task: t.code, scope: t.scope === 'platform' ? '' : s.gscode }));
    const runs = await lastRuns(db, pairs);
    const now = Date.now();
    const tasks: TaskRow[] = [];
    for (const [i, t] of visible.entries()) {
      const scope = pairs[i].scope;
      const { last, running } = runs.get(`${t.code}\n${scope}`) ?? { last: null, running: false };
      const every = t.everyMinutes >= 1440 ? '每天' : '每小时';
      const everyEn = t.everyMinutes >= 1440 ? 'Every day' : 'Every hour';
      const next = t.body.next
        ? await t.body.next({ db, config, scope })
        : last
          ? {
              at: new Date(Math.max(Date.parse(last.startedAt) + t.everyMinutes * 60_000, now)),
              note: `${every}，从上次开始时算起`,
              noteEn: `${everyEn}, counted from the last start`,
            }
          : {
              at: new Date(now),
              note: `${every}；尚未运行过，服务器下一次检查时运行`,
              noteEn: `${everyEn}; not run yet: at the server's next look`,
            };
      tasks.push({
        task: t.code,
        scope: t.scope,
        name: t.cn,
        nameEn: t.en,
        what: t.what,
        whatEn: t.whatEn,
        everyMinutes: t.everyMinutes,
        running,
        lastRun: last,
        nextRunAt: next.at ? next.at.toISOString() : null,
        note: next.note,
        noteEn: next.noteEn,
      });
    }
    return { tasks };
  });

  registerCall(app, deps, TaskRuns, async (req) => {
    const { task, page, pageSize, order } = req.query;
    return listRuns(db, task, scopeOf(task, req.session), { page, pageSize, order });
  });

  registerCall(
    app,
    deps,
    RunTask,
    async (req) => {
      const { task } = req.body;
      const s = req.session;
      req.audit = { targetId: task };
      const scope = scopeOf(task, s);
      if (scope) req.audit = { targetId: `${task} ${scope}` };
      const claim = await startRun(db, config, task, scope, {
        trigger: 'manual',
        startedBy: `${s.gscode}/${s.userName}`,
        wait: false,
        log: (m) => req.log.info(m),
      });
      if (!claim.claimed) {
        if (claim.why === 'tooSoon') throw new AppError('taskTooSoon', {}, 409);
        throw new AppError('taskRunning', {}, 409);
      }
      req.audit = { targetId: scope ? `${task} ${scope}` : task, after: { runId: claim.run.id } };
      return claim.run;
    },
    { audit: 'run task now' },
  );
}
