import { TASK_RUN_KEEP_DAYS, TASKS, type TaskCode } from '@bo/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { backupNow, nextScheduledBackup, runScheduledBackup } from '../backups/public.js';
import { writeCartTodo } from '../carts/public.js';
import { purgeKeptSheets } from '../excel-import/public.js';
import { purgeExpiredJobs } from '../jobs/public.js';
import { purgeOldLogs, purgeSignInLeftovers } from '../logs/public.js';
import { checkRollups } from './rollup-check.js';
import { purgeRuns, type ScopeKey } from './runs.js';
import { purgeIdempotencyKeys } from '../../plugins/idempotency.js';

/**
 * The one registry of the periodic tasks' bodies (their names, scope and interval are the
 * contract's TASKS). Each body is a plain function of the database, the configuration and the
 * scope, answering what it did in both languages, so that it can move onto a job queue (issue
 * 40) as it is. modules/tasks/timer.ts runs them; "run now" (routes.ts) too.
 */

export interface TaskContext {
  db: Db;
  config: Config;
  /** '' for a platform task, else the branch. */
  scope: ScopeKey;
  trigger: 'timer' | 'manual';
  /** Who pressed "run now" (gscode/account), '' for the timer. */
  startedBy: string;
}

/** What a run did; null: nothing was due after all (the run is dropped from the record). */
export type TaskResult = { result: string; resultEn: string } | null;

export interface TaskBody {
  /** A running row older than this is closed as failed (its process stopped). */
  staleAfterMs: number;
  run: (ctx: TaskContext) => Promise<TaskResult>;
  /**
   * The timer's own test of whether the task is due (the daily backup's schedule); without it the
   * task is due once no run of it started within its interval.
   */
  due?: (ctx: Omit<TaskContext, 'trigger' | 'startedBy'>) => Promise<boolean>;
  /** The next timer run when the task decides it (the backup schedule), with a note. */
  next?: (
    ctx: Omit<TaskContext, 'trigger' | 'startedBy'>,
  ) => Promise<{ at: Date | null; note: string; noteEn: string }>;
}

const n = (v: number) => v.toLocaleString('en-US');
const MINUTE = 60_000;

export const TASK_BODIES: Record<TaskCode, TaskBody> = {
  'log-retention': {
    staleAfterMs: 60 * MINUTE,
    async run({ db, config }) {
      const days = config.LOG_RETENTION_DAYS;
      const logs = await purgeOldLogs(db, days);
      const left = await purgeSignInLeftovers(db, days);
      const runs = await purgeRuns(db, Math.max(days, TASK_RUN_KEEP_DAYS));
      // Jobs and the sheets kept for imports go when their own time is over (JOB_RETENTION_DAYS).
      const jobs = await purgeExpiredJobs(db);
      const sheets = await purgeKeptSheets(db);
      // The answers kept for writes sent again live 24 hours (plugins/idempotency.ts).
      const keys = await purgeIdempotencyKeys(db);
      const rows = logs.loginLog + logs.operationLog;
      return {
        result: `删除 ${n(rows)} 行日志（登录 ${n(logs.loginLog)}，操作 ${n(logs.operationLog)}），${n(left.sessions)} 个旧会话，${n(left.qr + left.softTokens)} 个过期二维码和令牌，${n(runs)} 条任务记录（保留 ${days} 天），${n(jobs)} 个过期的导出导入任务，${n(sheets)} 份导入表格和 ${n(keys)} 个幂等键`,
        resultEn: `${n(rows)} log rows removed (sign-in ${n(logs.loginLog)}, operation ${n(logs.operationLog)}), ${n(left.sessions)} old sessions, ${n(left.qr + left.softTokens)} expired QR codes and tokens, ${n(runs)} task runs (kept ${days} days), ${n(jobs)} expired export and import jobs, ${n(sheets)} import sheets and ${n(keys)} idempotency keys`,
      };
    },
  },
  backup: {
    staleAfterMs: 6 * 60 * MINUTE,
    async run({ db, config, trigger, startedBy }) {
      const made =
        trigger === 'timer'
          ? await runScheduledBackup(db, config.PLATFORM_GUESTCODE)
          : await backupNow(db, config.PLATFORM_GUESTCODE, startedBy);
      if (!made) return null;
      const mib = (made.sizeBytes / 1_048_576).toFixed(1);
      return {
        result: `${made.name}：${n(made.rows)} 行，${mib} MiB，${made.seconds.toFixed(1)} 秒${made.removed.length ? `；删除 ${made.removed.length} 份旧备份` : ''}`,
        resultEn: `${made.name}: ${n(made.rows)} rows, ${mib} MiB, ${made.seconds.toFixed(1)} s${made.removed.length ? `; ${made.removed.length} older removed` : ''}`,
      };
    },
    async due({ db, config }) {
      const next = await nextScheduledBackup(db, config.PLATFORM_GUESTCODE);
      return !!next.at && next.at.getTime() <= Date.now();
    },
    async next({ db, config }) {
      const next = await nextScheduledBackup(db, config.PLATFORM_GUESTCODE);
      const hour = String(next.hour).padStart(2, '0');
      return next.at
        ? {
            at: next.at,
            note: `每天 ${hour}:00（${next.timezone}），见数据库页面的备份计划`,
            noteEn: `Daily at ${hour}:00 (${next.timezone}), as the database page's backup schedule says`,
          }
        : {
            at: null,
            note: '每日备份未开启：在数据库页面开启',
            noteEn: 'The daily backup is off: turn it on on the database page',
          };
    },
  },
  'cart-todos': {
    staleAfterMs: 30 * MINUTE,
    async run({ db, scope }) {
      const done = await writeCartTodo(db, scope);
      if (done.written)
        return {
          result: `写了一条待办：${n(done.carts)} 个购物车被放弃，合计 ${done.amount} 元`,
          resultEn: `To-do written: ${n(done.carts)} abandoned cart${done.carts === 1 ? '' : 's'}, ${done.amount} yuan`,
        };
      return done.reason === 'recent'
        ? { result: '一天内已写过待办，明天再看', resultEn: 'A to-do was written within the day; next look tomorrow' }
        : done.reason === 'closed'
          ? { result: '分公司已停用，不写待办', resultEn: 'The branch is disabled: no to-do' }
          : { result: '没有新放弃的购物车', resultEn: 'No newly abandoned carts' };
    },
  },
  'rollup-check': {
    staleAfterMs: 30 * MINUTE,
    async run({ db, scope }) {
      const { checked, repaired } = await checkRollups(db, scope);
      return repaired
        ? {
            result: `核对 ${n(checked)} 行汇总，修正 ${n(repaired)} 行`,
            resultEn: `${n(checked)} roll-up rows checked, ${n(repaired)} repaired`,
          }
        : { result: `核对 ${n(checked)} 行汇总，全部相符`, resultEn: `${n(checked)} roll-up rows checked, all match` };
    },
  },
};

/** The codes of the tasks in the registry's order, with their contract words. */
export const TASK_LIST = (Object.keys(TASKS) as TaskCode[]).map((code) => ({
  code,
  ...TASKS[code],
  body: TASK_BODIES[code],
}));
