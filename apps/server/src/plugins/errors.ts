import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Code, httpStatusMessage, type Lang } from '@bo/contract';
import { AppError } from '../errors.js';
import { describeIssue, langOf, t } from '../i18n.js';

/** Issues a refusal names before "and N more". */
const ISSUES_SHOWN = 5;

/**
 * Every failure leaves as the envelope `{ code, msg, data: null }` with its HTTP status kept,
 * its message in the caller's language, and nothing of the server's insides.
 */
export const errorsPlugin = fp(async (app: FastifyInstance, opts: { bodyLimit: number; serveWeb: boolean }) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = langOf(req);
    const send = (status: number, msg: string, code: number = Code.ERROR, data: unknown = null) =>
      reply.code(status).send({ code, msg, data, requestId: req.id });

    if (err instanceof AppError) {
      if (err.httpStatus >= 500) req.log.error({ err }, 'app error');
      return send(err.httpStatus, t(lang, err.key, err.params), err.code, err.data);
    }
    // Zod's issues, and the NUL check of plugins/validation.ts, which has the same shape.
    if (Array.isArray(err.validation) && err.validation.length > 0) {
      // A few issues say what is wrong; 500 rows of a batch each wrong the same way would not.
      const issues = err.validation.map((i) => describeIssue(lang, i));
      const more = issues.length - ISSUES_SHOWN;
      const detail =
        issues.slice(0, ISSUES_SHOWN).join('; ') + (more > 0 ? t(lang, 'validationMore', { n: more }) : '');
      return send(400, t(lang, 'validation', { detail }));
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(400, t(lang, 'malformedJson'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(413, t(lang, 'tooLarge', { limit: opts.bodyLimit }));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(415, t(lang, 'unsupportedMedia'));
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(400, t(lang, 'badContentLength'));
      case 'FST_ERR_HANDLER_TIMEOUT':
        return send(503, httpStatusMessage(lang, 503));
    }
    if (err instanceof SyntaxError && err.statusCode === 400) return send(400, t(lang, 'malformedJson'));
    // Any other refusal of the HTTP layer or a plugin (aborted body, 406, 416 …): its status
    // with the spec's message for it, never the library's English text.
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(err.statusCode, httpStatusMessage(lang, err.statusCode));
    }
    // A bug: log it whole with the request id; the caller gets only the id.
    req.log.error({ err, reqId: req.id }, 'unexpected error');
    return send(500, t(lang, 'serverError', { id: req.id }));
  });

  app.setNotFoundHandler((req, reply) => {
    // Client-side routes of the web app: any other GET outside /api and /docs gets index.html,
    // except a missing file (under /assets/, or any name with an extension): after a redeploy an
    // open console asking for an old chunk must get a 404, not HTML it would run as a script.
    const path = req.url.split('?')[0];
    const isFile = path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
    const isPage = req.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/docs') && !isFile;
    if (opts.serveWeb && isPage) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({
      code: Code.ERROR,
      msg: t(langOf(req), 'notFound', { method: req.method, url: req.url.split('?')[0] }),
      data: null,
      requestId: req.id,
    });
  });
});

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a URL
 * whose percent-encoding is broken, a path parameter over maxParamLength), as the envelope.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const lang = langOf(req);
  const status =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : err.statusCode && err.statusCode >= 400 ? err.statusCode : 400;
  const msg =
    err.code === 'FST_ERR_BAD_URL'
      ? t(lang, 'badUrl', {
          url: String(req.raw.url ?? '')
            .split('?')[0]
            .slice(0, 200),
        })
      : httpStatusMessage(lang, status);
  void reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ code: Code.ERROR, msg, data: null, requestId: req.id }));
}

const answered = new WeakSet<Socket>();

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a
 * request (headers or URL over the size limit, a request not received in time, bytes that are
 * not HTTP, a bad Content-Length …), answered with the envelope and the right status, in the
 * language the raw request asked for when it can be read. Then the connection is closed.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const status =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : err.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
          ? 413
          : 400;
  const lang = rawLang(err.rawPacket);
  const body = JSON.stringify({ code: Code.ERROR, msg: httpStatusMessage(lang, status), data: null });
  this.log.debug({ err }, 'client error');
  // As Node does: no answer in the middle of one already being written on this connection.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    // Let the answer leave before the socket goes: a reset could drop it at the client.
    setTimeout(() => socket.destroy(), 1000).unref();
  } else {
    socket.destroy();
  }
}

/** The caller's language from the raw bytes of a request the parser refused, cn by default. */
function rawLang(raw: unknown): Lang {
  if (!Buffer.isBuffer(raw)) return 'cn';
  const m = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(raw.toString('latin1'));
  return langOf({ headers: { 'accept-language': m?.[1] ?? '' } });
}
