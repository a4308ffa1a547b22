import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Code, envelope, errorEnvelope, type CallDef } from '@bo/contract';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { AppError, forbidden } from './errors.js';
import { langOf, t } from './i18n.js';
import { writeAudit, type AuditEntry } from './plugins/audit.js';
import { loadSession, type Session } from './plugins/session.js';
import type { Throttle } from './plugins/throttle.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every call that is not public. */
    session: Session | null;
    startedAt: number;
    /** What a write handler changed, for its operation-log row. */
    audit?: Pick<AuditEntry, 'targetId' | 'before' | 'after'>;
  }
}

export interface Deps {
  db: Db;
  config: Config;
  throttle: Throttle;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type CallRequest<C extends CallDef<any, any, any, any>> = C extends CallDef<infer Q, infer B, any, any>
  ? FastifyRequest<{ Querystring: Out<Q>; Body: Out<B> }> & { session: C['mark'] extends 'public' ? Session | null : Session }
  : never;

/** The handler returns `data`; a call with extra envelope fields returns `{ data, ...extra }`. */
export type CallResult<C extends CallDef<any, any, any, any>> = C extends CallDef<any, any, infer D, infer E>
  ? E extends z.ZodRawShape
    ? { data: z.input<D> } & { [K in keyof E]: z.input<E[K]> }
    : z.input<D>
  : never;

/**
 * Registers one call of the contract: validation and OpenAPI from its schemas, the session
 * for every non-public call and its permission mark (refusals are logged) checked before the
 * input is, and an operation-log row for every write.
 */
export function registerCall<C extends CallDef<any, any, any, any>>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  handler: (req: CallRequest<C>, reply: FastifyReply) => Promise<CallResult<C>>,
  opts: { audit?: string; stream?: boolean } = {},
): void {
  const { db, config, throttle } = deps;
  const timeouts = { idleMs: config.SESSION_IDLE_MINUTES * 60_000, absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000 };
  const isWrite = call.method !== 'GET';
  const success = call.extra ? envelope(call.data).extend(call.extra) : envelope(call.data);

  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    schema: {
      summary: call.summary,
      description: call.mark === 'public' ? 'No session needed.' : call.mark ? `Needs the mark \`${call.mark}\`.` : 'Any signed-in user.',
      tags: [call.path.split('/')[2] ?? 'api'],
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.mark === 'public' ? {} : { security: [{ token: [], userId: [] }] }),
      // Business errors (code 8, e.g. wrong password) also travel with HTTP 200.
      response: { 200: z.union([success, errorEnvelope]), '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    // Before validation: a caller without a session (code 7) or without the mark (403) learns
    // nothing about the input rules, and an unauthorised request costs no validation.
    preValidation: async (req, reply) => {
      if (call.mark === 'public') return throttle.anonymous(req, reply);
      try {
        req.session = await loadSession(db, req, timeouts);
      } catch (err) {
        // Without a valid session the caller is counted by address, like before sign-in.
        await throttle.anonymous(req, reply);
        throw err;
      }
      await throttle.user(req, reply);
      if (call.mark && !req.session.marks.has(call.mark)) {
        await writeAudit(db, req, { action: `refused: ${call.summary}`, outcome: 'denied' });
        req.log.warn({ mark: call.mark, user: req.session.userId }, 'permission refused');
        throw forbidden(call.mark);
      }
    },
    handler: async (req, reply) => {
      const audited = isWrite && opts.audit;
      try {
        const result = await handler(req as unknown as CallRequest<C>, reply);
        // A streamed answer (an export) is the body as it is, not a JSON envelope.
        if (opts.stream) return result;
        if (audited) await writeAudit(db, req, { action: opts.audit!, outcome: 'ok', ...req.audit });
        const body = call.extra ? (result as { data: unknown }) : { data: result };
        return { code: Code.OK, msg: t(langOf(req), 'ok'), ...body };
      } catch (err) {
        // A refusal is logged as denied, like a missing mark: 403 (another branch named) and, for
        // a change, 404 (the record is not the branch's, or not there); anything else as an error.
        // A read refused with 403 is logged too, so probing other branches leaves a trace.
        const status = err instanceof AppError ? err.httpStatus : 500;
        const outcome = status === 403 || (audited && status === 404) ? 'denied' : 'error';
        if (audited) await writeAudit(db, req, { action: opts.audit!, outcome, ...req.audit });
        else if (status === 403) await writeAudit(db, req, { action: `refused: ${call.summary}`, outcome: 'denied' });
        throw err;
      }
    },
  });
}

/**
 * Registers a call whose answer is a stream (an export): the same session, mark and input
 * checks as registerCall, and failures before the stream is returned are the usual envelope;
 * the handler returns the body and sets its content type. It writes its own operation-log row.
 */
export function registerStreamCall<C extends CallDef<any, any, any, any>>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  handler: (req: CallRequest<C>, reply: FastifyReply) => Promise<Readable>,
): void {
  registerCall(app, deps, call, handler as unknown as Parameters<typeof registerCall<C>>[3], { stream: true });
}
