import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Code } from '@bo/contract';
import { AppError } from '../errors.js';
import { describeIssue, langOf, t } from '../i18n.js';

/**
 * Every failure leaves as the envelope `{ code, msg, data: null }` with its HTTP status kept,
 * its message in the caller's language, and nothing of the server's insides.
 */
export const errorsPlugin = fp(async (app: FastifyInstance, opts: { bodyLimit: number; serveWeb: boolean }) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = langOf(req);
    const send = (status: number, msg: string, code: number = Code.ERROR) =>
      reply.code(status).send({ code, msg, data: null, requestId: req.id });

    if (err instanceof AppError) {
      if (err.httpStatus >= 500) req.log.error({ err }, 'app error');
      return send(err.httpStatus, t(lang, err.key, err.params), err.code);
    }
    // Zod's issues, and the NUL check of plugins/validation.ts, which has the same shape.
    if (Array.isArray(err.validation) && err.validation.length > 0) {
      const detail = err.validation.map((i) => describeIssue(lang, i)).join('; ');
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
    }
    if (err.statusCode === 429) {
      return send(429, t(lang, 'throttled', { seconds: Math.ceil(Number(reply.getHeader('retry-after') ?? 60)) }));
    }
    if (err instanceof SyntaxError && err.statusCode === 400) return send(400, t(lang, 'malformedJson'));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(err.statusCode, err.message);
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
