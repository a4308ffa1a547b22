import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';

/** Counts one call against a key; over the limit it answers 429 with Retry-After. */
export type ThrottleCheck = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface Throttle {
  /** Per client address: public calls and calls whose session is missing or invalid. */
  anonymous: ThrottleCheck;
  /** Per signed-in user, wherever they call from: many staff share one office address. */
  user: ThrottleCheck;
}

const WINDOW_MS = 60_000;

/**
 * The general rate limit (per server process, in memory: it only keeps one process from being
 * flooded; the sign-in throttle that guards passwords is in the database). Only API calls count,
 * never static files. registerCall applies it after the session is known.
 */
export async function registerThrottle(app: FastifyInstance, config: Config): Promise<Throttle> {
  await app.register(rateLimit, { global: false, timeWindow: WINDOW_MS });
  const check =
    (limiter: ReturnType<FastifyInstance['createRateLimit']>): ThrottleCheck =>
    async (req, reply) => {
      const limit = await limiter(req);
      if (limit.isAllowed || !limit.isExceeded) return;
      reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError('throttled', { seconds: limit.ttlInSeconds }, 429);
    };
  return {
    anonymous: check(
      app.createRateLimit({ max: config.RATE_LIMIT_ANONYMOUS_PER_MINUTE, keyGenerator: (req) => `ip:${req.ip}` }),
    ),
    user: check(
      app.createRateLimit({ max: config.RATE_LIMIT_PER_MINUTE, keyGenerator: (req) => `user:${req.session?.userId}` }),
    ),
  };
}
