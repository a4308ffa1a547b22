import type { FastifyInstance } from 'fastify';
import { CancelQuery, DatabaseActivity, DatabaseInfo, DatabaseLocks, DatabaseTables, ServerStatus } from '@bo/contract';
import { AppError } from '../../errors.js';
import { registerCall, type Deps } from '../../route.js';
import { cancelQuery, databaseActivity, databaseLocks, databaseOverview, databaseTables } from './database.js';
import { listServers } from './server-report.js';

/**
 * The maintenance pages (issue 15): the server processes, the database's figures and its one
 * action. Every branch shares them, so a mark alone is not enough: only the platform owner's
 * branch sees or touches them (CallDef.platformOnly); ServerStatus and DatabaseInfo tell
 * another branch so, and nothing more.
 */
export async function safeguardRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;

  registerCall(app, deps, ServerStatus, async (req) => {
    const intervalSeconds = config.SERVER_REPORT_SECONDS;
    if (!req.session.platformOwner) return { platform: false, intervalSeconds, processes: [] };
    return { platform: true, intervalSeconds, processes: await listServers(db, intervalSeconds) };
  });
  registerCall(app, deps, DatabaseInfo, async (req) =>
    req.session.platformOwner
      ? { platform: true, overview: await databaseOverview(db), replica: deps.reads.state() }
      : { platform: false, overview: null, replica: null },
  );
  registerCall(app, deps, DatabaseTables, async (req) => {
    return databaseTables(db, req.query);
  });
  registerCall(app, deps, DatabaseActivity, async (req) => {
    return databaseActivity(db, req.query);
  });
  registerCall(app, deps, DatabaseLocks, async (req) => {
    return databaseLocks(db, req.query);
  });
  registerCall(
    app,
    deps,
    CancelQuery,
    async (req) => {
      const { pid } = req.body;
      req.audit = { targetId: String(pid) };
      const outcome = await cancelQuery(db, pid);
      if (outcome === 'own') throw new AppError('cancelOwnQuery', {}, 409);
      if (outcome === 'unknown') throw new AppError('cancelNoBackend', { pid }, 404);
      req.audit = { targetId: String(pid), after: { cancelled: outcome === 'cancelled' } };
      return { cancelled: outcome === 'cancelled' };
    },
    { audit: 'cancel query' },
  );
}
