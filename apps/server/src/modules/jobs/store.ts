import { sql, type SQL } from 'drizzle-orm';
import { JOB_LIMITS, type JobFile, type JobKind, type JobState } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { readPieces } from '../../db/pieces.js';

type Runner = Pick<Db, 'execute'>;

/** A row of `jobs` as the store reads it (snake_case, as PostgreSQL names the columns). */
export type JobRecord = {
  id: number;
  gscode: string;
  user_id: number;
  role_code: string;
  viewer: string;
  lang: 'cn' | 'en';
  kind: JobKind;
  params: Record<string, unknown>;
  state: JobState;
  attempt: number;
  process: string;
  cancel_requested: boolean;
  done: number;
  total: number | null;
  result: Record<string, unknown> | null;
  error: { key: string; params: Record<string, string | number> } | null;
  /** Timestamps as raw SQL hands them over (text through drizzle's execute): read them with db/row-values. */
  created_at: unknown;
  started_at: unknown;
  ended_at: unknown;
  expires_at: unknown;
};

/** One claim of a job: the job, and the attempt that fences this run's writes. */
export interface Claim {
  job: JobRecord;
  attempt: number;
  /** The job was running on a process that let its lease run out (it died). */
  takenOver: boolean;
}

const days = (n: number) => sql`now() + make_interval(days => ${n})`;

/**
 * Starts a job. The account's ended jobs beyond the newest JOB_LIMITS.listed go (with their files):
 * what the Jobs tab cannot show is not kept, so starting jobs cannot fill the database.
 */
export async function insertJob(
  db: Runner,
  j: Pick<JobRecord, 'gscode' | 'user_id' | 'role_code' | 'viewer' | 'lang' | 'kind' | 'params'>,
  retentionDays: number,
): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into jobs (gscode, user_id, role_code, viewer, lang, kind, params, expires_at)
    values (${j.gscode}, ${j.user_id}, ${j.role_code}, ${j.viewer}, ${j.lang}, ${j.kind},
            ${JSON.stringify(j.params)}::jsonb, ${days(retentionDays)})
    returning id`);
  await db.execute(sql`
    delete from jobs where user_id = ${j.user_id} and state in ('done', 'failed', 'cancelled')
       and id not in (select id from jobs where user_id = ${j.user_id} order by id desc limit ${JOB_LIMITS.listed})`);
  return Number(rows[0].id);
}

/** Jobs of the account waiting or running (the per-account cap of Start). */
export async function openJobsOf(db: Runner, userId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from jobs where user_id = ${userId} and state in ('queued', 'running')`);
  return rows[0].n;
}

/** The owner's jobs in the branch, newest first. */
export async function jobsOf(db: Runner, owner: { gscode: string; userId: number }, limit: number) {
  const { rows } = await db.execute<JobRecord>(sql`
    select * from jobs where user_id = ${owner.userId} and gscode = ${owner.gscode}
     order by id desc limit ${limit}`);
  return rows;
}

export async function jobById(db: Runner, id: number): Promise<JobRecord | null> {
  const { rows } = await db.execute<JobRecord>(sql`select * from jobs where id = ${id}`);
  return rows[0] ?? null;
}

/**
 * Takes the oldest job that is waiting, or whose process let its lease run out (it died), when its
 * account and its branch have a running slot free; null when there is none. One claim at a time
 * over every process (a transaction-level advisory lock: it works behind a transaction-mode
 * pooler and is let go at commit), so two processes never both take the last slot.
 */
export async function claimJob(
  db: Db,
  o: { process: string; perAccount: number; perBranch: number; leaseSeconds: number },
): Promise<Claim | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('bo-jobs-claim', 0))`);
    const live = sql`r.state = 'running' and r.lease_until >= now()`;
    const { rows } = await tx.execute<JobRecord>(sql`
      with c as (
        select j.id, j.state = 'running' as taken_over from jobs j
         where (j.state = 'queued' or (j.state = 'running' and j.lease_until < now()))
           and (select count(*) from jobs r where ${live} and r.user_id = j.user_id) < ${o.perAccount}
           and (select count(*) from jobs r where ${live} and r.gscode = j.gscode) < ${o.perBranch}
         order by j.id
         limit 1
         for update skip locked)
      update jobs j
         set state = 'running', attempt = j.attempt + 1, process = ${o.process}, done = 0,
             lease_until = now() + make_interval(secs => ${o.leaseSeconds}),
             started_at = coalesce(j.started_at, now())
        from c where j.id = c.id
      returning j.*, c.taken_over`);
    const row = rows[0] as (JobRecord & { taken_over: boolean }) | undefined;
    if (!row) return null;
    const { taken_over, ...job } = row;
    return { job, attempt: job.attempt, takenOver: taken_over };
  });
}

/**
 * Renews the lease of this run and records its progress. Answers whether the user asked to cancel,
 * or 'lost' when the job is no longer this run's (its lease ran out and another run took it).
 */
export async function renewLease(
  db: Runner,
  c: Claim,
  progress: { done: number; total: number | null },
  leaseSeconds: number,
): Promise<'lost' | { cancel: boolean }> {
  const { rows } = await db.execute<{ cancel_requested: boolean }>(sql`
    update jobs set lease_until = now() + make_interval(secs => ${leaseSeconds}),
                    done = ${progress.done}, total = ${progress.total}
     where id = ${c.job.id} and attempt = ${c.attempt} and state = 'running'
    returning cancel_requested`);
  return rows[0] ? { cancel: rows[0].cancel_requested } : 'lost';
}

/**
 * Ends this run's job (in the caller's transaction when given, so an import's rows and the job's
 * end commit together): false when the job is no longer this run's, and nothing is changed. The
 * files other runs of the job left are deleted; the job and its files are kept from now on for
 * the retention time.
 */
export async function endJob(
  db: Runner,
  c: Claim,
  end: {
    state: Extract<JobState, 'done' | 'failed' | 'cancelled'>;
    result?: Record<string, unknown>;
    error?: JobRecord['error'];
    done?: number;
  },
  retentionDays: number,
): Promise<boolean> {
  const { rows } = await db.execute<{ id: number }>(sql`
    update jobs set state = ${end.state}, ended_at = now(), lease_until = null,
                    result = ${end.result ? JSON.stringify(end.result) : null}::jsonb,
                    error = ${end.error ? JSON.stringify(end.error) : null}::jsonb,
                    done = coalesce(${end.done ?? null}::int, done),
                    expires_at = ${days(retentionDays)}
     where id = ${c.job.id} and attempt = ${c.attempt} and state = 'running'
    returning id`);
  if (!rows[0]) return false;
  await db.execute(sql`delete from job_files where job_id = ${c.job.id} and attempt <> ${c.attempt}`);
  return true;
}

/** Gives a running job back to the queue (this process is stopping): another takes it at once. */
export async function releaseJob(db: Runner, c: Claim): Promise<void> {
  await db.execute(sql`
    update jobs set state = 'queued', lease_until = null
     where id = ${c.job.id} and attempt = ${c.attempt} and state = 'running'`);
}

/**
 * The owner's cancel: a queued job ends at once, a running one is asked to stop (its run sees it at
 * its next lease renewal). Null when the owner has no such open job.
 */
export async function cancelJob(
  db: Runner,
  owner: { gscode: string; userId: number },
  id: number,
): Promise<JobRecord | null> {
  const { rows } = await db.execute<JobRecord>(sql`
    update jobs set cancel_requested = true,
                    state = case when state = 'queued' then 'cancelled' else state end,
                    ended_at = case when state = 'queued' then now() else ended_at end
     where id = ${id} and user_id = ${owner.userId} and gscode = ${owner.gscode}
       and state in ('queued', 'running')
    returning *`);
  return rows[0] ?? null;
}

/** Appends one piece of a file this run is writing; false when the job is no longer this run's. */
export async function appendFile(db: Runner, c: Claim, file: JobFile, seq: number, bytes: Buffer): Promise<boolean> {
  const { rows } = await db.execute<{ seq: number }>(sql`
    insert into job_files (job_id, file, attempt, seq, bytes)
    select ${c.job.id}, ${file}, ${c.attempt}, ${seq}, ${bytes}
     where exists (select 1 from jobs where id = ${c.job.id} and attempt = ${c.attempt} and state = 'running')
    returning seq`);
  return rows.length > 0;
}

/** A finished job's file, piece by piece in order (the attempt that finished it). */
export function readFile(db: Runner, job: JobRecord, file: JobFile): AsyncGenerator<Buffer> {
  return readPieces(async (seq) => {
    const { rows } = await db.execute<{ bytes: Buffer }>(sql`
      select bytes from job_files
       where job_id = ${job.id} and file = ${file} and attempt = ${job.attempt} and seq = ${seq}`);
    return rows[0]?.bytes ?? null;
  });
}

/** Deletes the jobs (and so their files) whose retention is over and that no live run holds. */
export async function purgeExpiredJobs(db: Runner): Promise<number> {
  const live: SQL = sql`state = 'running' and lease_until >= now()`;
  const { rows } = await db.execute<{ id: number }>(sql`
    delete from jobs where expires_at <= now() and not (${live}) returning id`);
  return rows.length;
}
