import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EXPORT_CONTENT_TYPE, type ExportProgress } from '@bo/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { langOf, t } from '../../i18n.js';
import { writeAudit } from '../../plugins/audit.js';
import { settleWrite } from '../../route.js';
import { FrameStream } from './frames.js';

/** What audited long work gives back: the end frame's JSON, and what its operation-log row keeps. */
export interface WorkDone {
  result: object;
  targetId?: string;
  after: Record<string, unknown>;
}

/**
 * Long work answering in export frames (contract list.ts), audited: progress frames as `work`
 * reports them, then its operation-log row and the end frame with its result; or, when it throws,
 * a log row ('denied' for a 403, else 'error') and an error frame with the message in the caller's
 * language (a bug is logged and named by the request's id). The work runs to its end even when the
 * browser leaves, and its log row is written when it is over, before the last frame. What the caller
 * refuses before calling this stays the ordinary JSON envelope. The WeChat reloads and the backups use it.
 */
export function streamAuditedWork(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  action: string,
  work: (progress: (p: ExportProgress) => void) => Promise<WorkDone>,
): Readable {
  const frames = new FrameStream(req.server.exportGate.stallMs);
  reply.type(EXPORT_CONTENT_TYPE);
  void (async () => {
    try {
      const { result, targetId, after } = await work((p) => frames.progress(p));
      await writeAudit(db, req, { action, outcome: 'ok', targetId, after });
      // What the work changed of sessions (a restore) is known to this process before it says done,
      // and its writer's lists read what it wrote.
      await settleWrite(req);
      frames.end(result);
    } catch (err) {
      if (!(err instanceof AppError)) req.log.error({ err }, `${action} failed`);
      else if (err.httpStatus >= 500) req.log.warn({ err }, `${action} failed`);
      const targetId = req.audit?.targetId;
      await writeAudit(db, req, {
        action,
        outcome: err instanceof AppError && err.httpStatus === 403 ? 'denied' : 'error',
        targetId,
      });
      frames.error(
        err instanceof AppError ? t(langOf(req), err.key, err.params) : t(langOf(req), 'serverError', { id: req.id }),
      );
      frames.finish();
    }
  })();
  return frames.out;
}
