import { z } from 'zod';
import { defineCall } from './call.js';
import { listData, listQuery } from './list.js';
import { M } from './perms.js';
import { TASK_CODES, TASK_OUTCOMES, TASK_RUN_SORTS, TASK_TRIGGERS } from './task-words.js';

/**
 * Scheduled work (issue 37 #9, RuoYi's 定时任务): the periodic tasks every server process's timer
 * runs, each with its last run, result and next run, their runs, and "run now". Platform tasks
 * are the platform owner's branch's alone; a branch task is seen and run for the caller's branch
 * only. One run of a task and scope at a time, in the whole database.
 */

export * from './task-words.js';

export const taskCode = z.enum(TASK_CODES).describe('the task: ' + TASK_CODES.join(', '));

export const taskRun = z.object({
  id: z.number().int(),
  task: taskCode,
  scope: z.string().describe("'' for a platform task, else the branch code"),
  trigger: z.enum(TASK_TRIGGERS),
  startedAt: z.string().describe('ISO timestamp'),
  finishedAt: z.string().nullable().describe('ISO timestamp; null while running'),
  outcome: z.enum(TASK_OUTCOMES),
  result: z.string().describe('what it did (Chinese), e.g. 删除 1,204 行日志'),
  resultEn: z.string().describe('what it did (English), e.g. 1,204 log rows removed'),
  error: z.string().describe('why it failed (one line, no stack trace); empty unless failed'),
  process: z.string().describe('the server process that ran it (host:pid:start)'),
  startedBy: z.string().describe('the account that pressed "run now"; empty for the timer'),
});
export type TaskRun = z.infer<typeof taskRun>;

export const taskRow = z.object({
  task: taskCode,
  scope: z.enum(['platform', 'branch']),
  name: z.string(),
  nameEn: z.string(),
  what: z.string(),
  whatEn: z.string(),
  everyMinutes: z.number().int().describe('how often the timer looks whether it is due'),
  running: z.boolean().describe('a run of it for this scope is under way'),
  lastRun: taskRun.nullable(),
  nextRunAt: z.string().nullable().describe('ISO timestamp of the next timer run, null when it is off'),
  note: z.string().describe('why there is no next run, or what decides it (Chinese)'),
  noteEn: z.string().describe('the same in English'),
});
export type TaskRow = z.infer<typeof taskRow>;

export const TaskList = defineCall({
  method: 'GET',
  path: '/api/Safeguard/Tasks',
  summary:
    "The periodic tasks the caller may see (the platform owner's branch: platform and its branch tasks; another branch: its branch tasks), each with its last run, result and next run",
  mark: M.taskList,
  data: z.object({ tasks: z.array(taskRow) }),
});

export const TaskRuns = defineCall({
  method: 'GET',
  path: '/api/Safeguard/TaskRuns',
  summary: "One task's runs for the caller's scope (its branch, or the platform for a platform task), newest first",
  mark: M.taskList,
  query: listQuery(TASK_RUN_SORTS, { task: taskCode }),
  data: listData(taskRun, {}),
});

export const RunTask = defineCall({
  method: 'POST',
  path: '/api/Safeguard/RunTask',
  summary:
    "Runs a task now for the caller's scope, in the background: answers the run just started (poll the task list for its end); 403 for a platform task from another branch than the platform owner's, 409 while a run of it is under way, 429 when run now within the last 30 seconds",
  mark: M.taskRun,
  body: z.object({ task: taskCode }).strict(),
  data: taskRun,
});
