import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CancelQuery, DatabaseActivity, DatabaseInfo, DatabaseLocks, DatabaseTables, ServerStatus } from '@bo/contract';
import { AppError } from '../../errors.js';
import { registerCall, type Deps } from '../../route.js';
import { isPlatformBranch } from '../menu-admin/public.js';
import { cancelQuery, databaseActivity, databaseLocks, databaseOverview, databaseTables } from './database.js';
import { listServers } from './server-report.js';

/**
 * The maintenance pages (issue 15): the server processes, the database's figures and its one
 * action. Every branch shares them, so a mark alone is not enough: only the platform owner's
 * branch sees or touches them (contract PLATFORM_ONLY_CALLS); ServerStatus and DatabaseInfo tell
 * another branch so, and nothing more.
 */
export async function safeguardRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  const platform = (req: FastifyRequest) => isPlatformBranch(db, req.session!, config.PLATFORM_GUESTCODE);
  const assertPlatform = async (req: FastifyRequest) => {
    if (!(await platform(req))) throw new AppError('databasePlatformOnly', {}, 403);
  };

  registerCall(app, deps, ServerStatus, async (req) => {
    const intervalSeconds = config.SERVER_REPORT_SECONDS;
    if (!(await platform(req))) return { platform: false, intervalSeconds, processes: [] };
    return { platform: true, intervalSeconds, processes: await listServers(db, intervalSeconds) };
  });
  registerCall(app, deps, DatabaseInfo, async (req) =>
    (await platform(req))
      ? { platform: true, overview: await databaseOverview(db) }
      : { platform: false, overview: null },
  );
  registerCall(app, deps, DatabaseTables, async (req) => {
    await assertPlatform(req);
    return databaseTables(db, req.query);
  });
  registerCall(app, deps, DatabaseActivity, async (req) => {
    await assertPlatform(req);
    return databaseActivity(db, req.query);
  });
  registerCall(app, deps, DatabaseLocks, async (req) => {
    await assertPlatform(req);
    return databaseLocks(db, req.query);
  });
  registerCall(
    app,
    deps,
    CancelQuery,
    async (req) => {
      const { pid } = req.body;
      req.audit = { targetId: String(pid) };
      await assertPlatform(req);
      const outcome = await cancelQuery(db, pid);
      if (outcome === 'own') throw new AppError('cancelOwnQuery', {}, 409);
      if (outcome === 'unknown') throw new AppError('cancelNoBackend', { pid }, 404);
      req.audit = { targetId: String(pid), after: { cancelled: outcome === 'cancelled' } };
      return { cancelled: outcome === 'cancelled' };
    },
    { audit: 'cancel query' },
  );
}
