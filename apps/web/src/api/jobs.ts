import {
  callAddress,
  type JobCancel,
  type JobDownload,
  type JobFile,
  type JobGet,
  type JobKind,
  type JobList,
  type JobRow,
  type JobStart,
} from '@bo/contract';
import { call } from './http';
import { fetchFile } from './read-export';

/** By address only: the definitions' zod schemas stay out of the bundles (the frame's bell lists jobs). */
const START = callAddress<typeof JobStart>('POST', '/api/Job/Start');
const LIST = callAddress<typeof JobList>('GET', '/api/Job/List');
const GET = callAddress<typeof JobGet>('GET', '/api/Job/Get');
const CANCEL = callAddress<typeof JobCancel>('POST', '/api/Job/Cancel');
const DOWNLOAD = callAddress<typeof JobDownload>('GET', '/api/Job/Download');

/**
 * Query keys of the jobs: all start with 'jobs' (the push host refreshes every one of them when a
 * 'job' push arrives, about once a second while one of the user's jobs runs), then the branch and
 * the user, so another sign-in in the same browser never shows this one's jobs.
 */
export const jobKeys = {
  all: (gscode: string, userId: number) => ['jobs', gscode, userId] as const,
  list: (gscode: string, userId: number) => ['jobs', gscode, userId, 'list'] as const,
  one: (gscode: string, userId: number, id: number) => ['jobs', gscode, userId, 'one', id] as const,
};

/**
 * Starts a job: `params` as the call it stands for takes them (an export's are its list's
 * filters, sort and order, strings as in the address). Quiet: the control that starts it shows a
 * refusal itself (a 403, the 429 of too many open jobs).
 */
export const startJob = async (kind: JobKind, params: Record<string, unknown>) =>
  // `never`: the params are the address's strings (the server coerces them), not the parsed types BodyOf names.
  (await call(START, { body: { kind, params } as never }, { quiet: true })).data.id;

/** The user's own jobs in the session's branch, newest first. */
export const listJobs = async () => (await call(LIST)).data;

/** One of the user's jobs; `alongside`: the state of two jobs may be asked at once (a dialog and the import page). */
export const getJob = async (id: number) => (await call(GET, { query: { id } }, { alongside: true })).data;

/** Cancels a queued or running job; answers its row. */
export const cancelJob = async (id: number) => (await call(CANCEL, { body: { id } })).data;

/**
 * A finished job's file (`result`: the export's sheet; `errors`: the import's refused rows) under
 * the name the job gave it. Fails with an ExportFailure carrying the server's message.
 */
export async function downloadJobFile(
  row: JobRow,
  file: JobFile = 'result',
): Promise<{ blob: Blob; fileName: string }> {
  const blob = await fetchFile(DOWNLOAD.path, { id: String(row.id), file });
  return { blob, fileName: file === 'result' ? row.fileName : row.errorFileName };
}
