/**
 * Jobs' words and limits without any schema (jobs.ts re-exports them), so the web's jobs tab uses
 * the same kinds, titles and states as the server without carrying zod.
 */

/** What a job does: the list exports and the Excel imports of the console (issue 40). */
export const JOB_KIND_LIST = [
  'orderExport',
  'paymentExport',
  'cartExport',
  'clientExport',
  'loginLogExport',
  'operationLogExport',
  'clientImport',
] as const;
export type JobKind = (typeof JOB_KIND_LIST)[number];

/**
 * queued: waiting for a server process (or for one of its account's or branch's running slots);
 * running: a process holds it and renews its lease; done, failed, cancelled: over.
 */
export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** The states a job ends in: it is not run again (a retry is a new job). */
export const JOB_ENDED_STATES: readonly JobState[] = ['done', 'failed', 'cancelled'];

/** The files a job may leave: the export's sheet, or the import's sheet of refused rows. */
export const JOB_FILES = ['result', 'errors'] as const;
export type JobFile = (typeof JOB_FILES)[number];

export const JOB_LIMITS = {
  /** Jobs List answers (the newest); older ended jobs of the account are deleted with their files. */
  listed: 50,
  /** Sheets kept for imports per account (the newest); an older one is deleted on the next upload. */
  keptSheets: 20,
  /** An import's refusals a job's row lists; the error sheet has every one (up to errorSheetRows). */
  errorsListed: 20,
  errorSheetRows: 100_000,
  /** Claims of one job: a job whose process died this many times fails, rather than kill the next one. */
  maxAttempts: 3,
} as const;

/** Each kind's title, as the jobs tab and the notices name it. */
export const JOB_KIND_TITLES: Record<JobKind, { cn: string; en: string }> = {
  orderExport: { cn: '导出订单', en: 'Order export' },
  paymentExport: { cn: '导出付款', en: 'Payment export' },
  cartExport: { cn: '导出购物车', en: 'Cart export' },
  clientExport: { cn: '导出客户', en: 'Client export' },
  loginLogExport: { cn: '导出登录日志', en: 'Login log export' },
  operationLogExport: { cn: '导出操作日志', en: 'Operation log export' },
  clientImport: { cn: '导入客户', en: 'Client import' },
};

export const JOB_STATE_TITLES: Record<JobState, { cn: string; en: string }> = {
  queued: { cn: '排队中', en: 'Queued' },
  running: { cn: '进行中', en: 'Running' },
  done: { cn: '已完成', en: 'Done' },
  failed: { cn: '失败', en: 'Failed' },
  cancelled: { cn: '已取消', en: 'Cancelled' },
};
