import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { migrationsOfThisRelease } from '../db/migrate.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once the process is stopping (main.ts, on SIGTERM): /readyz answers 503 from then on. */
    stopping: boolean;
  }
}

/** A database that has not answered `select` within this is as good as unreachable to the balancer. */
const READY_CHECK_TIMEOUT_MS = 2000;

type Readiness = { ready: true } | { ready: false; reason: 'stopping' | 'database' | 'migrations' };

/**
 * The load balancer's two questions (deploy/haproxy.cfg), outside /api: no session, no throttle,
 * not logged (a balancer asks every second).
 * - GET /healthz: the process lives and its event loop turns; 200 always.
 * - GET /readyz: it may be sent calls: the database answers, every migration of this release is
 *   applied, and the process is not stopping; else 503 and the reason.
 */
export function registerHealth(app: FastifyInstance, db: Db): void {
  const migrations = migrationsOfThisRelease();
  app.decorate('stopping', false);

  const readiness = async (): Promise<Readiness> => {
    if (app.stopping) return { ready: false, reason: 'stopping' };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), READY_CHECK_TIMEOUT_MS)));
    const applied = db.$client
      .query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
      .then((r) => r.rows[0].n)
      .catch(() => null);
    const n = await Promise.race([applied, timeout]).finally(() => clearTimeout(timer));
    if (n === null) return { ready: false, reason: 'database' };
    if (n < migrations) return { ready: false, reason: 'migrations' };
    return { ready: true };
  };

  // A stopping process asks each client (the balancer) to close the connection after its answer,
  // so keep-alive connections end with the calls in flight instead of holding the stop open.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (app.stopping) reply.header('connection', 'close');
    return payload;
  });

  app.get('/healthz', { logLevel: 'silent', schema: { hide: true } }, async () => ({ live: true }));
  app.get('/readyz', { logLevel: 'silent', schema: { hide: true } }, async (_req, reply) => {
    const answer = await readiness();
    return reply.code(answer.ready ? 200 : 503).send(answer);
  });
}
