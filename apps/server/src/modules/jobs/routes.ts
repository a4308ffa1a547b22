import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ROLE_CODE,
  JOB_KINDS,
  JOB_LIMITS,
  JobCancel,
  JobDownload,
  JobGet,
  JobList,
  JobStart,
  XLSX_MIME,
} from '@bo/contract';
import { AppError } from '../../errors.js';
import { langOf } from '../../i18n.js';
import { writeAudit } from '../../plugins/audit.js';
import type { Session } from '../../plugins/session.js';
import { registerCall, registerStreamCall, type Deps } from '../../route.js';
import { readyImport } from '../excel-import/public.js';
import { attachment, toJobRow } from './rows.js';
import { cancelJob, insertJob, jobById, jobsOf, openJobsOf, readFile, type JobRecord } from './store.js';

const notFound = () => new AppError('jobNotFound', {}, 404);

/**
 * Params as a Start takes them, from the checked ones (a list's comma-separated filters were read
 * into lists): what is kept, so the run reads them with the same schema and a retry sends them again.
 */
const asStarted = (params: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));

/** The session's own job (in its branch), or 404: another's is not found, as another branch's row. */
const ownJob = async (deps: Deps, s: Session, id: number) => {
  const job = await jobById(deps.db, id);
  if (!job || job.user_id !== s.userId || job.gscode !== s.gscode) throw notFound();
  return job;
};

/** Who may download a job's file: its owner, or an administrator of its branch (issue 40). */
const mayDownload = (s: Session, job: JobRecord) =>
  job.gscode === s.gscode && (job.user_id === s.userId || s.roleCode === ADMIN_ROLE_CODE);

/** The jobs' calls (contract jobs.ts); the runs are modules/jobs/runner.ts's. */
export async function jobsRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;

  registerCall(
    app,
    deps,
    JobStart,
    async (req) => {
      const s = req.session;
      const { kind } = req.body;
      const params = asStarted(req.body.params);
      req.audit = { after: { kind, params } };
      // The kind's mark was required by the route (JobStart.markByKind); a read-only view starts no import.
      if (s.view && JOB_KINDS[kind].writes) throw new AppError('readOnlyView', {}, 403);
      // An import reads a sheet its starter's ClientImportSheet kept (another's id is as good as
      // none) with a mapping the sheet and the branch's required fields allow.
      const start = req.body;
      if (start.kind === 'clientImport') await readyImport(db, s, start.params, langOf(req));
      if ((await openJobsOf(db, s.userId)) >= config.JOBS_OPEN_PER_ACCOUNT)
        throw new AppError('jobQueueFull', { limit: config.JOBS_OPEN_PER_ACCOUNT }, 429);
      const id = await insertJob(
        db,
        {
          gscode: s.gscode,
          user_id: s.userId,
          role_code: s.roleCode,
          viewer: s.view?.viewer ?? '',
          lang: langOf(req),
          kind,
          params,
        },
        config.JOB_RETENTION_DAYS,
      );
      req.audit = { targetId: String(id), after: { kind, params } };
      app.jobs.kick();
      return { id };
    },
    { audit: 'start job' },
  );

  registerCall(app, deps, JobList, async (req) => {
    const rows = await jobsOf(db, req.session, JOB_LIMITS.listed);
    const lang = langOf(req);
    return rows.map((j) => toJobRow(j, lang));
  });

  registerCall(app, deps, JobGet, async (req) => toJobRow(await ownJob(deps, req.session, req.query.id), langOf(req)));

  registerCall(
    app,
    deps,
    JobCancel,
    async (req) => {
      req.audit = { targetId: String(req.body.id) };
      const job = await ownJob(deps, req.session, req.body.id);
      // Cancelling a cancelled job again answers it as it is; a job that ran to its end cannot be.
      const cancelled = job.state === 'cancelled' ? job : await cancelJob(db, req.session, job.id);
      if (!cancelled) throw new AppError('jobEnded', {}, 409);
      return toJobRow(cancelled, langOf(req));
    },
    { audit: 'cancel job' },
  );

  registerStreamCall(app, deps, JobDownload, async (req, reply) => {
    const { id, file } = req.query;
    const job = await jobById(db, id);
    if (!job || !mayDownload(req.session, job)) {
      // Probing ids of other accounts or branches leaves a trace, as a refused read does.
      if (job)
        await writeAudit(db, req, { action: 'refused: download a job file', outcome: 'denied', targetId: String(id) });
      throw notFound();
    }
    const row = toJobRow(job, langOf(req));
    const name = file === 'errors' ? row.errorFileName : row.fileName;
    if (job.state !== 'done' || !name) throw new AppError('jobNoFile', {}, 409);
    // The file leaves the server: who took which, also an administrator taking another's.
    await writeAudit(db, req, {
      action: 'download a job file',
      outcome: 'ok',
      targetId: String(id),
      after: { file: name },
    });
    reply.type(XLSX_MIME).header('content-disposition', attachment(name)).header('cache-control', 'no-store');
    return Readable.from(readFile(db, job, file));
  });
}
