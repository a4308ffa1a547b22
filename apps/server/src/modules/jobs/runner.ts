import { JOB_KIND_TITLES, JOB_KINDS, JOB_LIMITS, type JobKind } from '@bo/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { t } from '../../i18n.js';
import { writeJobAudit } from '../../plugins/audit.js';
import type { ExportGate } from '../export/public.js';
import type { Reads } from '../../plugins/reads.js';
import { sendMessage } from '../messages/public.js';
import { publish } from '../push/public.js';
import { PROCESS_ID } from '../safeguard/public.js';
import { JobLost, jobFileWriter } from './file-writer.js';
import { JOB_BODIES, type JobContext, type JobOutcome } from './kinds.js';
import { starterOf } from './starter.js';
import { claimJob, endJob, releaseJob, renewLease, type Claim, type JobRecord } from './store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's share of the jobs (modules/jobs): a call that starts one kicks it. */
    jobs: JobRunner;
  }
}

/** The user asked to cancel: the run stops at its next step and the job ends cancelled. */
class JobCancelled extends Error {}
/** This process is stopping: the run stops at its next step and gives the job back to the queue. */
class JobReleased extends Error {}

/** Progress is written (and pushed) at most this often; the lease is renewed at least every quarter lease. */
const PROGRESS_MS = 1000;
/** How often each process looks for a job to run. */
const LOOK_MS = 2000;

/** How long a job's export waits for the replica to replay what its starter wrote (plugins/reads.ts). */
const JOB_READ_WAIT_MS = 2000;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * One process's share of the jobs (issue 40): it looks for a job every LOOK_MS (and
 * at once when this process starts one), runs up to JOB_WORKERS at a time, renews each run's lease
 * while it works, and ends the job (done, failed or cancelled) only while the job is still its
 * run's. A process that dies stops renewing; once the lease has run out, the next look of any
 * process takes the job over and runs it from the start (docs/decisions/0152-jobs.md).
 */
export class JobRunner {
  private timer: NodeJS.Timeout | null = null;
  private looking: Promise<void> | null = null;
  private closed = false;
  private readonly runs = new Map<number, { release(): void; done: Promise<void> }>();

  constructor(
    private readonly db: Db,
    private readonly gate: ExportGate,
    private readonly reads: Reads,
    private readonly config: Pick<
      Config,
      'JOB_WORKERS' | 'JOB_RETENTION_DAYS' | 'JOB_LEASE_SECONDS' | 'EXPORTS_PER_ACCOUNT' | 'EXPORTS_PER_BRANCH'
    >,
    private readonly log: Log,
  ) {}

  /** Starts looking for jobs (main.ts; tests call drain instead). Nothing when JOB_WORKERS is 0. */
  start(): void {
    if (this.timer || this.closed || this.config.JOB_WORKERS === 0) return;
    this.timer = setInterval(() => this.kick(), LOOK_MS);
    this.timer.unref();
    this.kick();
  }

  /** A look now (a job was just started here), when this process runs jobs. */
  kick(): void {
    if (!this.timer || this.closed) return;
    this.looking ??= this.look().finally(() => (this.looking = null));
  }

  /** Runs every job there is until none is left (tests, the bench): claims, runs and waits. */
  async drain(): Promise<void> {
    for (;;) {
      await this.look();
      if (!this.runs.size) return;
      await Promise.all([...this.runs.values()].map((r) => r.done));
    }
  }

  /** Stops looking, gives the jobs it runs back to the queue (another process takes them at once) and waits for their runs. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    for (const r of this.runs.values()) r.release();
    await Promise.all([...this.runs.values()].map((r) => r.done));
  }

  private async look(): Promise<void> {
    try {
      while (!this.closed && this.runs.size < Math.max(1, this.config.JOB_WORKERS)) {
        const claim = await claimJob(this.db, {
          process: PROCESS_ID,
          perAccount: this.config.EXPORTS_PER_ACCOUNT,
          perBranch: this.config.EXPORTS_PER_BRANCH,
          leaseSeconds: this.config.JOB_LEASE_SECONDS,
        });
        if (!claim) return;
        this.launch(claim);
      }
    } catch (err) {
      this.log.warn({ err }, 'jobs: the look for a job failed; tried again at the next');
    }
  }

  private launch(claim: Claim): void {
    let release = () => {};
    const done = this.run(claim, (r) => (release = r))
      // Ending the run failed too (the database went away): its lease runs out and another run takes the job.
      .catch((err: unknown) => this.log.warn({ err, job: claim.job.id }, 'jobs: a run could not record its end'))
      .finally(() => {
        this.runs.delete(claim.job.id);
        this.kick();
      });
    this.runs.set(claim.job.id, { release: () => release(), done });
  }

  private async run(claim: Claim, onRelease: (release: () => void) => void): Promise<void> {
    const { db, log } = this;
    const { job } = claim;
    const days = this.config.JOB_RETENTION_DAYS;
    let stop: 'lost' | 'cancel' | 'release' | null = null;
    onRelease(() => (stop ??= 'release'));
    let progress: { done: number; total: number | null } = { done: 0, total: null };
    let written = 0;
    let pushed = -1;
    const renew = async () => {
      written = Date.now();
      const r = await renewLease(db, claim, progress, this.config.JOB_LEASE_SECONDS);
      if (r === 'lost') stop = 'lost';
      else if (r.cancel) stop ??= 'cancel';
      if (progress.done !== pushed && stop !== 'lost') {
        pushed = progress.done;
        await this.push(job);
      }
    };
    const beat = setInterval(
      () => void renew().catch((err: unknown) => log.warn({ err, job: job.id }, 'jobs: a lease renewal failed')),
      (this.config.JOB_LEASE_SECONDS * 1000) / 4,
    );
    beat.unref();
    try {
      if (claim.takenOver && claim.attempt > JOB_LIMITS.maxAttempts)
        throw new AppError('jobCrashed', { id: job.id, times: claim.attempt - 1 });
      const kind = job.kind;
      const def = JOB_KINDS[kind];
      const starter = await starterOf(db, job, def.mark);
      if (!starter) throw new AppError('jobNotAllowed', {}, 403);
      const ctx: JobContext<JobKind> = {
        db,
        // An import reads what it checks and writes on the primary; an export from the replica.
        from: def.writes ? db : await this.reads.dbFor(starter, JOB_READ_WAIT_MS),
        gate: this.gate,
        starter,
        lang: job.lang,
        params: def.params.parse(job.params),
        between: async (doneRows, total) => {
          progress = { done: doneRows, total };
          if (Date.now() - written >= PROGRESS_MS) await renew();
          if (stop === 'lost') throw new JobLost();
          if (stop === 'cancel') throw new JobCancelled();
          if (stop === 'release') throw new JobReleased();
        },
        file: (file) => jobFileWriter(db, claim, file),
        endIn: async (tx, result) => {
          if (!(await endJob(tx, claim, { state: 'done', result, done: progress.done }, days))) throw new JobLost();
        },
      };
      const body: (c: JobContext<JobKind>) => Promise<JobOutcome> = JOB_BODIES[kind];
      const out = await body(ctx);
      if (!out.ended && !(await endJob(db, claim, { state: 'done', result: out.result, done: progress.done }, days)))
        throw new JobLost();
      await writeJobAudit(db, starter, out.audit, log);
      // An import's rows: the starter's lists read them from the primary here until the replica has them.
      if (def.writes) await this.reads.wrote(starter);
      await this.tell(job, 'done', out.result);
    } catch (err) {
      if (err instanceof JobLost || stop === 'lost') {
        log.info({ job: job.id }, 'jobs: the job was taken over by another run; this run stops');
      } else if (err instanceof JobReleased) {
        await releaseJob(db, claim);
      } else if (err instanceof JobCancelled) {
        await endJob(db, claim, { state: 'cancelled' }, days);
      } else {
        const error =
          err instanceof AppError
            ? { key: err.key, params: err.params as Record<string, string | number> }
            : { key: 'jobFailed', params: { id: job.id } };
        if (!(err instanceof AppError) || err.httpStatus >= 500) log.error({ err, job: job.id }, 'jobs: a job failed');
        if (await endJob(db, claim, { state: 'failed', error }, days)) await this.tell(job, 'failed', null, error);
      }
    } finally {
      clearInterval(beat);
      await this.push(job).catch(() => {});
    }
  }

  /** Tells the user's open consoles the job moved on (the jobs tab refreshes). */
  private push(job: JobRecord): Promise<void> {
    return publish(this.db, { kind: 'job', gscode: job.gscode, userId: job.user_id });
  }

  /** A message in the user's notice panel when a job is over: done (with its file) or failed (with why). */
  private async tell(
    job: JobRecord,
    how: 'done' | 'failed',
    result: Record<string, unknown> | null,
    error?: JobRecord['error'],
  ): Promise<void> {
    const title = JOB_KIND_TITLES[job.kind];
    const days = this.config.JOB_RETENTION_DAYS;
    const say = (lang: 'cn' | 'en') => {
      if (how === 'failed' && error) return t(lang, error.key as Parameters<typeof t>[1], error.params);
      const file =
        [result?.fileName, result?.errorFileName].find((f): f is string => typeof f === 'string' && f !== '') ?? '';
      const rows = Number(result?.rows ?? 0).toLocaleString('en-US');
      return lang === 'cn'
        ? `共 ${rows} 行${file ? `；文件「${file}」可在通知的「任务」中下载，保留 ${days} 天` : ''}`
        : `${rows} rows${file ? `; download "${file}" from the Jobs tab of the notices (kept ${days} days)` : ''}`;
    };
    try {
      await sendMessage(this.db, {
        gscode: job.gscode,
        kind: 'message',
        title: `${title.cn}${how === 'done' ? '已完成' : '失败'}`,
        titleEn: `${title.en} ${how === 'done' ? 'done' : 'failed'}`,
        body: say('cn'),
        bodyEn: say('en'),
        toUserId: job.user_id,
      });
    } catch (err) {
      this.log.warn({ err, job: job.id }, 'jobs: the message of its end was not written');
    }
  }
}
