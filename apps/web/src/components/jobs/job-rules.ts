import { JOB_ENDED_STATES, JOB_LIMITS, type JobRow, type JobState } from '@bo/contract';

/**
 * What the console makes of a job's row (no UI here): its progress, whether it is over, what the
 * jobs tab offers for it, and an import's outcome in the words of the import page.
 */

export const isEnded = (state: JobState): boolean => JOB_ENDED_STATES.includes(state);

/** Rows done out of the total, 0 to 100: 0 until counted, 100 once done (or when there is nothing to do). */
export function jobPercent(row: Pick<JobRow, 'state' | 'done' | 'total'>): number {
  if (row.state === 'done') return 100;
  if (row.total === null) return 0;
  if (row.total === 0) return row.state === 'running' ? 100 : 0;
  return Math.max(0, Math.min(100, Math.floor((row.done / row.total) * 100)));
}

export type JobAction = 'download' | 'errors' | 'cancel' | 'retry';

/**
 * The jobs tab's actions of a row: its file and its error sheet once done (when it left them),
 * Cancel while it waits or runs, Retry (a new job with the same kind and params) once it failed or
 * was cancelled.
 */
export function jobActions(row: Pick<JobRow, 'state' | 'fileName' | 'errorFileName'>): JobAction[] {
  switch (row.state) {
    case 'queued':
    case 'running':
      return ['cancel'];
    case 'done':
      return [
        ...(row.fileName !== '' ? (['download'] as const) : []),
        ...(row.errorFileName !== '' ? (['errors'] as const) : []),
      ];
    default:
      return ['retry'];
  }
}

/** The colour of a state's tag (components/tag.tsx). */
export const JOB_STATE_COLOURS = {
  queued: 'default',
  running: 'blue',
  done: 'green',
  failed: 'red',
  cancelled: 'grey',
} as const satisfies Record<JobState, string>;

/** An import job's outcome as the import page shows it (a check's or a write's). */
export interface ImportOutcome {
  jobId: number;
  mode: 'check' | 'valid' | 'all';
  /** Data rows read. */
  rows: number;
  /** Rows without error, and rows refused. */
  valid: number;
  refused: number;
  added: number;
  updated: number;
  /** The first refusals (the error sheet has them all). */
  errors: JobRow['errors'];
  /** More refusals than listed: the error sheet has the rest. */
  more: boolean;
  /** The error sheet's name; '' when there is none. */
  errorFileName: string;
  row: JobRow;
}

/** A finished import job's row as the page's outcome. */
export function importOutcomeOf(row: JobRow): ImportOutcome {
  const rows = row.rows ?? row.total ?? 0;
  const refused = row.refused ?? 0;
  return {
    jobId: row.id,
    mode: row.mode ?? 'check',
    rows,
    valid: Math.max(0, rows - refused),
    refused,
    added: row.added ?? 0,
    updated: row.updated ?? 0,
    errors: row.errors,
    more: row.errors.length >= JOB_LIMITS.errorsListed && refused > 0,
    errorFileName: row.errorFileName,
    row,
  };
}
