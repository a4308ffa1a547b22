import type { FastifyInstance } from 'fastify';
import { GetTablePrefs, ResetTablePrefs, SaveTablePrefs } from '@bo/contract';
import { registerCall, type Deps } from '../../route.js';
import { getPrefs, resetPrefs, savePrefs } from './service.js';

/** The data table's column choices, kept per signed-in user (issue 10 item 1). */
export async function tablePrefsRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  registerCall(app, deps, GetTablePrefs, (req) => getPrefs(db, req.session, req.query.table));
  // A user's own display choice: not a change to branch data, so no operation-log row.
  registerCall(app, deps, SaveTablePrefs, (req) => savePrefs(db, req.session, req.body.table, req.body.prefs));
  registerCall(app, deps, ResetTablePrefs, async (req) => {
    await resetPrefs(db, req.session, req.body.table);
    return null;
  });
}
