import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import multipart from '@fastify/multipart';
import {
  AdminLogout,
  ChangePassword,
  Code,
  EndView,
  JobCancel,
  JobStart,
  LockSession,
  TotpEnable,
  TotpSetup,
  UnlockSession,
  envelope,
  errorEnvelope,
  type AnyCall,
  type CallDef,
} from '@bo/contract';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { AppError, forbidden } from './errors.js';
import { langOf, t } from './i18n.js';
import { writeAudit, type Audit, type AuditEntry, type Changed } from './plugins/audit.js';
import { claimIdempotencyKey, keepIdempotentAnswer } from './plugins/idempotency.js';
import { loadSession, type Session, sessionTimeouts } from './plugins/session.js';
import type { Throttle } from './plugins/throttle.js';
import type { PushHub } from './modules/push/hub.js';
import type { SecretBox } from './secret-box.js';
import type { FactsCache, SessionFacts } from './plugins/session-facts.js';
import type { Reads } from './plugins/reads.js';
import { validatorCompiler } from './plugins/validation.js';
import { operationIdOf, tagOf } from './openapi.js';

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
  /** Open consoles of this process (modules/push): publish with modules/push/events.ts. */
  push: PushHub;
  /** Encrypts and decrypts stored secrets (secret-box.ts). */
  secrets: SecretBox;
  /** Sessions and what hangs on them, kept by the process while it hears their changes (plugins/session-facts.ts). */
  facts: SessionFacts;
  /** Where a list, a dashboard or an export reads: the replica, or the primary after the reader's own write (plugins/reads.ts). */
  reads: Reads;
}

/**
 * The calls a session whose password an administrator reset may make: choosing the new password
 * and signing out. The change screen is drawn instead of the frame and needs nothing else.
 */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set([ChangePassword, AdminLogout].map((c) => `${c.method} ${c.path}`));

/**
 * The calls a session whose role requires two-factor sign-in may make before the account enrolled:
 * enrolling and signing out. The enrolment screen is drawn instead of the frame.
 */
const ALLOWED_BEFORE_TOTP_ENROLMENT = new Set([TotpSetup, TotpEnable, AdminLogout].map((c) => `${c.method} ${c.path}`));

/** The calls a locked session may make (the lock screen, issue 37 #4): unlocking, locking again, signing out. */
const ALLOWED_WHILE_LOCKED = new Set([UnlockSession, LockSession, AdminLogout].map((c) => `${c.method} ${c.path}`));

/** A platform-only call refused to another branch says what is shared (CallDef.platformOnly). */
const PLATFORM_ONLY_WORDS = {
  menu: 'menuPlatformOnly',
  database: 'databasePlatformOnly',
  branches: 'branchesPlatformOnly',
} as const;

/** What a platform-only call reads or changes that is every branch's, for the OpenAPI document. */
const PLATFORM_ONLY_SHARED = {
  menu: 'the menu catalogue',
  database: 'the database',
  branches: 'every branch',
} as const;

/**
 * The writes a read-only view of a branch may make (issue 41): ending it, signing out and the lock
 * screen; every other call that is not a GET is refused, whatever the web shows.
 */
const ALLOWED_IN_VIEW = new Set(
  // A job: an export may be started and cancelled (the Start call refuses an import's kind itself).
  [EndView, AdminLogout, LockSession, UnlockSession, JobStart, JobCancel].map((c) => `${c.method} ${c.path}`),
);

/**
 * The mark a call of CallDef.markByKind needs for this request: its kind's; for a body naming no
 * known kind (the input is not checked yet), the first of them the session holds is enough to be
 * told what is wrong with the input, none refuses it as any missing mark does.
 */
function markOfKind(call: CallDef, body: unknown, held: ReadonlySet<string>): string | null {
  if (!call.markByKind) return null;
  const kind = body && typeof body === 'object' && 'kind' in body ? body.kind : undefined;
  if (typeof kind === 'string' && Object.hasOwn(call.markByKind, kind)) return call.markByKind[kind];
  const marks = Object.values(call.markByKind);
  return marks.find((m) => held.has(m)) ?? marks[0];
}

/**
 * A service's audit callback for one request: what a change did, for its operation-log row, set
 * as soon as the row is known (so a refusal names it too). See versioned-rows.ts's Audit.
 */
export const auditOf = (req: FastifyRequest) => (entry: NonNullable<FastifyRequest['audit']>) => {
  req.audit = entry;
};

/**
 * A change of the row `targetId` made by `change`, answering its result: the operation-log row
 * names the target from the start (a refusal is logged against it), then holds the row before and
 * after. `finalId`: the target known only from the result (a row just added).
 */
export async function audited<T>(
  req: FastifyRequest,
  targetId: string | number,
  change: () => Promise<Changed<T>>,
  finalId?: (result: T) => string | number,
): Promise<T> {
  req.audit = { targetId: String(targetId) };
  const { result, before, after } = await change();
  req.audit = { targetId: String(finalId ? finalId(result) : targetId), before, after };
  return result;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type CallRequest<C extends AnyCall> =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- infer over any call (see AnyCall in the contract)
  C extends CallDef<infer Q, infer B, any, any>
    ? FastifyRequest<{ Querystring: Out<Q>; Body: Out<B> }> & {
        session: C['mark'] extends 'public' ? Session | null : Session;
      }
    : never;

/** The handler returns `data`; a call with extra envelope fields returns `{ data, ...extra }`. */
export type CallResult<C extends AnyCall> =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- infer over any call (see AnyCall in the contract)
  C extends CallDef<any, any, infer D, infer E>
    ? E extends z.ZodRawShape
      ? { data: z.input<D> } & { [K in keyof E]: z.input<E[K]> }
      : z.input<D>
    : never;

/**
 * A call that changes the branch's rows as its body says (add, change, switch, remove), logged
 * in the operation log as `action`: the service's write gets the database, the caller's
 * session, the body and the audit.
 */
export function registerWrite<C extends AnyCall>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  action: string,
  write: (db: Db, session: Session, body: CallRequest<C>['body'], audit: Audit) => Promise<CallResult<C>>,
): void {
  registerCall(app, deps, call, (req) => write(deps.db, req.session, req.body, auditOf(req)), {
    audit: action,
  });
}

/** The row a change names: the body's `id` (registerChange's usual target). */
export const byId = (req: { body: { id: number } }) => req.body.id;

/**
 * A call that changes what `target` names, logged in the operation log as `action`: the change
 * answers its result and the row before and after (see audited). `finalId`: the target known
 * only from the result (a row just added).
 */
export function registerChange<C extends AnyCall>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  action: string,
  target: (req: CallRequest<C>) => string | number,
  change: (req: CallRequest<C>) => Promise<Changed<CallResult<C>>>,
  finalId?: (result: CallResult<C>) => string | number,
): void {
  registerCall(app, deps, call, (req) => audited(req, target(req), () => change(req), finalId), { audit: action });
}

/**
 * Registers one call of the contract: validation and OpenAPI from its schemas, the session
 * for every non-public call and its permission mark (refusals are logged) checked before the
 * input is, and an operation-log row for every write.
 */
export function registerCall<C extends AnyCall>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  handler: (req: CallRequest<C>, reply: FastifyReply) => Promise<CallResult<C>>,
  opts: {
    audit?: string;
    stream?: boolean;
    multipartField?: string;
    multipartType?: string;
    revalidate?: boolean;
    /**
     * A read whose answer depends only on what the process keeps of sessions (the caller's role,
     * branch): its data is kept as JSON text under `key(req)` in `cache` (plugins/session-facts.ts)
     * and sent as it is, without building, checking and writing it again for every call. The
     * handler runs only when nothing is kept: what the request must pass is checked in `key`.
     */
    kept?: { key: (req: FastifyRequest) => string; cache: FactsCache<string> };
  } = {},
): void {
  const { db, config, throttle } = deps;
  if (opts.kept && call.method !== 'GET') throw new Error(`${call.path}: only a read is kept`);
  const timeouts = sessionTimeouts(config);
  const isWrite = call.method !== 'GET';
  const success = call.extra ? envelope(call.data).extend(call.extra) : envelope(call.data);

  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    schema: {
      ...documentOf(call),
      ...(call.query ? { querystring: call.query as z.ZodType } : {}),
      ...(call.body ? { body: call.body as z.ZodType } : {}),
      // A file upload: documented as multipart/form-data; the body is read by the handler (registerUploadCall).
      // OpenAPI 3.0 has no contentMediaType: the file's type, when the call reads one kind, is x-content-type.
      ...(opts.multipartField
        ? {
            consumes: ['multipart/form-data'],
            body: z.object({
              [opts.multipartField]: (opts.multipartType
                ? z.file().mime([opts.multipartType]).meta({ 'x-content-type': opts.multipartType })
                : z.file()
              ).describe('the file'),
            }),
          }
        : {}),
      // Business errors (code 8, e.g. wrong password) also travel with HTTP 200.
      response: {
        200: call.refusal
          ? z.union([success, errorEnvelope, errorEnvelope.extend({ data: call.refusal })])
          : z.union([success, errorEnvelope]),
        '4xx': errorEnvelope,
        '5xx': errorEnvelope,
      },
    },
    // The multipart body is no JSON to validate: the upload handler reads and checks it itself.
    ...(opts.multipartField
      ? {
          validatorCompiler: ((route: Parameters<typeof validatorCompiler>[0]) =>
            route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route)) as never,
        }
      : {}),
    // Before validation: a caller without a session (code 7) or without the mark (403) learns
    // nothing about the input rules, and an unauthorised request costs no validation.
    preValidation: async (req, reply) => {
      if (call.mark === 'public') return throttle.anonymous(req, reply);
      try {
        req.session = await loadSession(db, req, timeouts, deps.facts);
      } catch (err) {
        // Without a valid session the caller is counted by address, like before sign-in.
        await throttle.anonymous(req, reply);
        throw err;
      }
      await throttle.user(req, reply);
      // Locked: not logged (every tab's calls would fill the log), the web shows the lock screen.
      if (req.session.locked && !ALLOWED_WHILE_LOCKED.has(`${call.method} ${call.path}`)) {
        throw new AppError('sessionLocked', {}, 423);
      }
      // A read-only view changes nothing in the branch it looks into (issue 41).
      if (req.session.view && isWrite && !ALLOWED_IN_VIEW.has(`${call.method} ${call.path}`)) {
        await writeAudit(db, req, { action: `refused: ${call.summary}`, outcome: 'denied' });
        throw new AppError('readOnlyView', {}, 403);
      }
      // An administrator reset the password: until the user has chosen a new one, only the
      // change itself and signing out are allowed (docs/decisions/0014-passwords.md).
      if (req.session.mustChangePassword && !ALLOWED_BEFORE_PASSWORD_CHANGE.has(`${call.method} ${call.path}`)) {
        await writeAudit(db, req, { action: `refused: ${call.summary}`, outcome: 'denied' });
        throw new AppError('passwordChangeRequired', {}, 403);
      }
      if (req.session.mustEnrolTotp && !ALLOWED_BEFORE_TOTP_ENROLMENT.has(`${call.method} ${call.path}`)) {
        await writeAudit(db, req, { action: `refused: ${call.summary}`, outcome: 'denied' });
        throw new AppError('totpEnrolRequired', {}, 403);
      }
      const mark = call.mark ?? markOfKind(call, req.body, req.session.marks);
      if (mark && !req.session.marks.has(mark)) {
        await writeAudit(db, req, { action: `refused: ${call.summary}`, outcome: 'denied' });
        req.log.warn({ mark, user: req.session.userId }, 'permission refused');
        throw forbidden(mark);
      }
      if (call.platformOnly && !req.session.platformOwner) {
        await writeAudit(db, req, { action: `refused: ${call.summary}`, outcome: 'denied' });
        throw new AppError(PLATFORM_ONLY_WORDS[call.platformOnly], {}, 403);
      }
    },
    ...(opts.revalidate ? revalidateHooks : {}),
    // A write sent again with its Idempotency-Key answers its first answer (plugins/idempotency.ts);
    // after the session, the mark and the body's validation, so a refusal there is no answer kept.
    ...(isWrite && call.mark !== 'public' && !opts.stream && !opts.multipartField
      ? {
          preHandler: (req: FastifyRequest, reply: FastifyReply) => claimIdempotencyKey(db, req, reply),
          preSerialization: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            await keepIdempotentAnswer(db, req, reply.statusCode, payload);
            return payload;
          },
        }
      : {}),
    handler: async (req, reply) => {
      try {
        return await answer(req, reply);
      } finally {
        if (isWrite) await settleWrite(req);
      }
    },
  });

  async function answer(req: FastifyRequest, reply: FastifyReply) {
    if (opts.kept) return keptAnswer(req, reply, opts.kept);
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
  }

  async function keptAnswer(req: FastifyRequest, reply: FastifyReply, kept: NonNullable<typeof opts.kept>) {
    // Checked against the call's schema once, as the serializer would (unknown fields dropped):
    // the envelope's fields but its code and message, as text ("{…}").
    const fields = await kept.cache.read(kept.key(req), async () => {
      const result = await handler(req as unknown as CallRequest<C>, reply);
      const body = call.extra ? (result as object) : { data: result };
      const { code: _code, msg: _msg, ...checked } = success.parse({ code: Code.OK, msg: '', ...body });
      return JSON.stringify(checked);
    });
    // Text: sent as it is, past the serializer.
    const head = `{"code":${Code.OK},"msg":${JSON.stringify(t(langOf(req), 'ok'))},`;
    return reply.type('application/json; charset=utf-8').send(head + fields!.value.slice(1));
  }
}

/**
 * After a write, before its answer: what it changed of sessions, marks or menus is known to this
 * process, and the writer's next lists read what it wrote (plugins/reads.ts). Failing here fails
 * nothing: the write is done.
 */
export async function settleWrite(req: FastifyRequest): Promise<void> {
  const { sessionFacts, reads } = req.server;
  await sessionFacts.settle().catch((err: unknown) => req.log.warn({ err }, 'session facts: cannot settle'));
  await reads.wrote(req.session).catch((err: unknown) => req.log.warn({ err }, 'reads: cannot mark a write'));
}

/**
 * A read of a list, a dashboard or an export (issue 38 #4): the handler gets the database to read
 * from, the replica unless the caller's own write is not on it yet (plugins/reads.ts). The rest is
 * registerCall's.
 */
export function registerRead<C extends AnyCall>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  read: (db: Db, req: CallRequest<C>, reply: FastifyReply) => Promise<CallResult<C>>,
  opts: { revalidate?: boolean } = {},
): void {
  registerCall(app, deps, call, readerOf(deps, call, read), opts);
}

/** registerRead for an answer that is a stream (an export): the rows read from the replica, the log row written to the primary. */
export function registerStreamRead<C extends AnyCall>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  read: (db: Db, req: CallRequest<C>, reply: FastifyReply) => Promise<Readable>,
): void {
  registerStreamCall(app, deps, call, readerOf(deps, call, read));
}

/** The handler of a read from the replica, counted among the calls that do (Reads.calls). */
function readerOf<C extends AnyCall, R>(
  deps: Deps,
  call: C,
  read: (db: Db, req: CallRequest<C>, reply: FastifyReply) => Promise<R>,
): (req: CallRequest<C>, reply: FastifyReply) => Promise<R> {
  if (call.method !== 'GET') throw new Error(`${call.path}: only a GET reads from the replica`);
  deps.reads.calls.add(`${call.method} ${call.path}`);
  return (req, reply) => deps.reads.read(req.session, (db) => read(db, req, reply));
}

/** Opens the list of a call's rules beyond its schemas in the document (CallDef.rules). */
export const RULES_HEADING = 'Also refused (HTTP 400), beyond the schemas:';

/**
 * What the OpenAPI document says of a call besides its schemas: its summary, who may make it, its
 * group, a unique operation id, and its security (none for a public call: `security: []` says so).
 */
export function documentOf(call: CallDef, description?: string) {
  return {
    summary: call.summary,
    description:
      description ??
      (call.mark === 'public'
        ? 'No session needed.'
        : call.mark
          ? `Needs the mark \`${call.mark}\`.`
          : call.markByKind
            ? `Needs the mark of its kind: ${Object.entries(call.markByKind)
                .map(([k, m]) => `${k} \`${m}\``)
                .join(', ')}.`
            : 'Any signed-in user.') +
        (call.actsOn
          ? ` Acts on ${call.actsOn === 'account' ? 'another account' : 'a role'}: refused (HTTP 403) unless the caller holds every mark its grants carry, in any state.`
          : '') +
        (call.platformOnly
          ? ` Only the platform owner's branch: refused (HTTP 403) to any other, whatever its marks (${PLATFORM_ONLY_SHARED[call.platformOnly]} is every branch's).`
          : '') +
        (call.rules?.length ? ` ${RULES_HEADING} ${call.rules.join('; ')}.` : ''),
    tags: [tagOf(call.path)],
    operationId: operationIdOf(call.path),
    security: call.mark === 'public' ? [] : [{ token: [], userId: [] }],
  };
}

/** The header the shop's caches revalidate with: public, kept, but asked about before each use. */
export const REVALIDATE_CACHE_CONTROL = 'public, no-cache';

/**
 * A read the shop caches (the public read API, issue 13 #10): a weak ETag over the answer; a
 * request whose If-None-Match names it gets 304 and no body. The tag is computed before
 * compression (preSerialization), so it is the same for every encoding, hence weak.
 */
const revalidateHooks = {
  preSerialization: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200) return payload;
    const etag = `W/"${createHash('sha256').update(JSON.stringify(payload)).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag);
    const asked = req.headers['if-none-match'];
    if (asked && asked.split(',').some((t) => t.trim() === etag)) reply.code(304);
    return payload;
  },
  // After the API's own onSend (which marks every /api/ answer no-store).
  onSend: async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode === 200 || reply.statusCode === 304) {
      reply.header('cache-control', REVALIDATE_CACHE_CONTROL).header('vary', 'accept-encoding, accept-language');
    }
    return reply.statusCode === 304 ? '' : payload;
  },
};

/**
 * Registers a call whose answer is a stream (an export, a WeChat reload): the same session, mark
 * and input checks as registerCall, and failures before the stream is returned are the usual
 * envelope (logged under `audit` as a failed write, when given); the handler returns the body
 * and sets its content type. It writes its own operation-log row for what the stream did.
 */
export function registerStreamCall<C extends AnyCall>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  handler: (req: CallRequest<C>, reply: FastifyReply) => Promise<Readable>,
  opts: { audit?: string } = {},
): void {
  registerCall(app, deps, call, handler as unknown as Parameters<typeof registerCall<C>>[3], { ...opts, stream: true });
}

/** A file received by an upload call: its bytes, whole, within the call's size limit. */
export interface ReceivedFile {
  content: Buffer;
  /** The name the browser sent; only for the log, never to decide anything. */
  filename: string;
}

/**
 * Registers a call that receives one file as multipart/form-data (field `field`, at most
 * `maxBytes`): the same session, password-change, throttle and mark checks and the same
 * operation-log row as registerCall, and the same entry in the OpenAPI document. The multipart
 * parser (@fastify/multipart) is registered for this route only, in a scope of its own. The
 * handler gets the file's bytes; a body that is not one such file is refused (400, 413 over the
 * size) before the handler runs, so nothing is stored. Without `audit` (an upload that only reads,
 * e.g. a sheet's header) no log row is written; with `stream` the handler returns a stream
 * (export frames), as with registerStreamCall, and writes its own log row.
 */
export function registerUploadCall<C extends AnyCall>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  opts: {
    audit?: string;
    maxBytes: number;
    field: string;
    stream?: boolean;
    /** The media type the call reads (documented; the walks send a sample of it). */ fileType?: string;
  },
  handler: (req: CallRequest<C>, file: ReceivedFile, reply: FastifyReply) => Promise<CallResult<C>>,
): void {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      // One file, a few small fields at most; the file over the limit fails its read (413).
      limits: {
        files: 1,
        fields: 5,
        parts: 6,
        fieldSize: 1000,
        fieldNameSize: 100,
        headerPairs: 100,
        fileSize: opts.maxBytes,
      },
      throwFileSizeLimit: true,
    });
    registerCall(scope, deps, call, async (req, reply) => handler(req, await receiveFile(req, opts), reply), {
      audit: opts.audit,
      multipartField: opts.field,
      multipartType: opts.fileType,
      // An upload answered in export frames (the Excel import): as registerStreamCall.
      stream: opts.stream,
    });
  });
}

/** Reads the one file of a multipart request, or refuses the request in the caller's words. */
async function receiveFile(req: FastifyRequest, opts: { maxBytes: number; field: string }): Promise<ReceivedFile> {
  if (!req.isMultipart()) throw new AppError('uploadNotMultipart', { field: opts.field }, 400);
  let found: ReceivedFile | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== opts.field || found) {
        // Drained, so that the parser goes on to the end of the request.
        part.file.resume();
        throw new AppError('uploadOneFile', { field: opts.field }, 400);
      }
      found = { content: await part.toBuffer(), filename: part.filename.slice(0, 200) };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('uploadTooLarge', { limit: formatBytes(opts.maxBytes) }, 413);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('uploadOneFile', { field: opts.field }, 400);
    }
    // A body that is not well-formed multipart (no boundary, cut short …).
    req.log.debug({ err }, 'malformed multipart body');
    throw new AppError('uploadMalformed', {}, 400);
  }
  if (!found || found.content.length === 0) throw new AppError('uploadNoFile', { field: opts.field }, 400);
  return found;
}

/** 2097152 → "2 MiB", 1536 → "1.5 KiB". */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${+(n / (1024 * 1024)).toFixed(1)} MiB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(1)} KiB`;
  return `${n} B`;
}
