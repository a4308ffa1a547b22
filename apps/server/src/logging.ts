import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';

/** A request slower than this is logged at warn level whatever its outcome. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Short readable lines on a terminal (pino-pretty), JSON lines otherwise (a file, a pipe,
 * a log collector).
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  isTerminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions['logger'] {
  if (!isTerminal) return { level: config.LOG_LEVEL };
  return {
    level: config.LOG_LEVEL,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
    },
  };
}

/**
 * One line per answered request, in place of Fastify's two: successful ones at debug level
 * (so an ordinary session does not flood the output), client errors at info, slow ones at warn,
 * server errors at error.
 */
export async function logResponse(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const ms = Math.round(reply.elapsedTime);
  const status = reply.statusCode;
  const level = status >= 500 ? 'error' : ms >= SLOW_REQUEST_MS ? 'warn' : status >= 400 ? 'info' : 'debug';
  req.log[level]({ method: req.method, url: maskUrlSecrets(req.url), status, ms }, 'request');
}

/**
 * The values of query parameters that carry a secret (the desktop software's key, its sign-in
 * token at /softwarelogin) are not written to the log: "?key=***".
 */
export const maskUrlSecrets = (url: string) => url.replace(/([?&](?:key|token)=)[^&#]*/gi, '$1***');
