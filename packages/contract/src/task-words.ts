/**
 * The scheduled work (/safeguard/tasks, issue 37 #9) without any schema, so the page reads it
 * without zod (tasks.ts re-exports it): the one registry of the periodic tasks' names, what they
 * do, their scope and how often the timer looks. The server holds the bodies (modules/tasks).
 *
 * Scope `platform`: one run for the whole database, only the platform owner's administrators see
 * and start it. Scope `branch`: one run per branch, each branch's administrators see and start
 * their own branch's only.
 */
export const TASKS = {
  'log-retention': {
    cn: '日志清理',
    en: 'Log retention',
    scope: 'platform',
    everyMinutes: 24 * 60,
    what: '删除超过保留天数的登录日志、操作日志、定时任务记录，以及过期的会话、二维码和桌面软件令牌',
    whatEn:
      'Deletes sign-in and operation-log rows and task runs older than the retention days, and expired sessions, QR codes and desktop tokens',
  },
  backup: {
    cn: '每日备份',
    en: 'Daily backup',
    scope: 'platform',
    everyMinutes: 24 * 60,
    what: '按数据库页面的备份计划备份整个数据库，只保留最新的几份',
    whatEn: "Backs up the whole database on the database page's schedule and keeps the newest few",
  },
  'cart-todos': {
    cn: '放弃购物车待办',
    en: 'Abandoned-cart to-do',
    scope: 'branch',
    everyMinutes: 60,
    what: '每天最多一次：把新放弃的购物车写成一条待办，发给有购物车页面权限的人',
    whatEn: 'At most once a day: one to-do for the carts abandoned since the last, for the holders of the carts page',
  },
  'rollup-check': {
    cn: '报表汇总核对',
    en: 'Report roll-up check',
    scope: 'branch',
    everyMinutes: 24 * 60,
    what: '按订单重新汇总本月和上月的日、月统计，与报表汇总不符的行予以修正',
    whatEn:
      "Re-sums this and last month's daily and monthly order figures from the orders and repairs any roll-up row that differs",
  },
} as const;
export type TaskCode = keyof typeof TASKS;
export const TASK_CODES = Object.keys(TASKS) as [TaskCode, ...TaskCode[]];
export type TaskScope = 'platform' | 'branch';

/** A run's outcome: still running, finished, or failed (its error text says why). */
export const TASK_OUTCOMES = ['running', 'ok', 'failed'] as const;
export type TaskOutcome = (typeof TASK_OUTCOMES)[number];
/** Who started a run: the timer of a server process, or a user's "run now". */
export const TASK_TRIGGERS = ['timer', 'manual'] as const;
export type TaskTrigger = (typeof TASK_TRIGGERS)[number];

/** Sort words of a task's runs: start time (the default, newest first). */
export const TASK_RUN_SORTS = ['startedAt'] as const;

/** "Run now" of one task and scope at most once in this many seconds (counted from the last run now's start). */
export const RUN_NOW_GAP_SECONDS = 30;
/** Runs older than this are deleted by log retention (with at least the last few of each task kept). */
export const TASK_RUN_KEEP_DAYS = 90;
