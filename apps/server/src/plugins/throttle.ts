import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import { SharedRateLimit } from './rate-limit.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The general rate limit's counts, shared with every other process (plugins/rate-limit.ts). */
    rateLimit: SharedRateLimit;
  }
}

/** Counts one call against a key; over the limit it answers 429 with Retry-After. */
export type ThrottleCheck = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface Throttle {
  /** Per client address: public calls and calls whose session is missing or invalid. */
  anonymous: ThrottleCheck;
  /** Per signed-in user, wherever they call from: many staff share one office address. */
  user: ThrottleCheck;
}

/**
 * The general rate limit, over every server process (the sign-in throttle that guards passwords
 * is apart, in attempts.ts). Only API calls count, never static files. registerCall applies it
 * after the session is known.
 */
export function registerThrottle(app: FastifyInstance, config: Config, db: Db): Throttle {
  const limit = new SharedRateLimit(db, (err) => app.log.warn({ err }, 'rate limit: cannot share the counts'));
  app.decorate('rateLimit', limit);
  app.addHook('onClose', () => limit.close());
  const check =
    (max: number, keyOf: (req: FastifyRequest) => string): ThrottleCheck =>
    async (req, reply) => {
      const answer = limit.hit(keyOf(req), max);
      if (answer.allowed) return;
      reply.header('retry-after', answer.retryAfterSeconds);
      throw new AppError('throttled', { seconds: answer.retryAfterSeconds }, 429);
    };
  return {
    anonymous: check(config.RATE_LIMIT_ANONYMOUS_PER_MINUTE, (req) => `ip:${req.ip}`),
    user: check(config.RATE_LIMIT_PER_MINUTE, (req) => `user:${req.session?.userId}`),
  };
}
