import type { FastifyInstance } from 'fastify';
import { Autocomplete, ClientInfo, get_UserInfo, UpdateClient } from '@bo/contract';
import { assertOwnBranch } from '../../plugins/scope.js';
import { registerCall, type Deps } from '../../route.js';
import { autocompleteClients, clientByCode, clientByName, updateClient } from './service.js';

/** The console's client-info dialog: read by code or name, then edit (audited with a before/after diff). */
export async function clientsRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  // guestcode here is the client's own code, not the user's: only gscode is checked.
  registerCall(app, deps, ClientInfo, async (req) => {
    assertOwnBranch(req.session, { gscode: req.query.gscode });
    return clientByCode(db, req.session, req.query.guestcode);
  });
  registerCall(app, deps, get_UserInfo, async (req) => {
    assertOwnBranch(req.session, req.query);
    return clientByName(db, req.session, req.query.guestname);
  });
  registerCall(app, deps, UpdateClient, async (req) => {
    req.audit = { targetId: req.body.guestcode };
    const { before, after } = await updateClient(db, req.session, req.body);
    req.audit = { targetId: req.body.guestcode, before, after };
    return after;
  }, { audit: 'edit client' });
  registerCall(app, deps, Autocomplete, (req) => autocompleteClients(db, req.session, req.query.q));
}
