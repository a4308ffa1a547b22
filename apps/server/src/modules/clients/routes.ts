import type { FastifyInstance } from 'fastify';
import {
  AddClient,
  Autocomplete,
  ClientDuplicates,
  ClientInfo,
  ClientRequiredFields,
  get_UserInfo,
  SetClientRequiredFields,
  UpdateClient,
} from '@bo/contract';
import { langOf } from '../../i18n.js';
import { assertOwnBranch } from '../../plugins/scope.js';
import { registerCall, registerChange, type Deps } from '../../route.js';
import { requiredFieldsOf, setRequiredFields } from './required-fields.js';
import {
  addClient,
  autocompleteClients,
  clientByCode,
  clientByName,
  likelyDuplicates,
  updateClient,
} from './service.js';

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
  registerCall(
    app,
    deps,
    UpdateClient,
    async (req) => {
      req.audit = { targetId: req.body.guestcode };
      const { before, after } = await updateClient(db, req.session, req.body, langOf(req));
      req.audit = { targetId: req.body.guestcode, before, after };
      return after;
    },
    { audit: 'edit client' },
  );
  registerCall(
    app,
    deps,
    AddClient,
    async (req) => {
      const { after } = await addClient(db, req.session, req.body, langOf(req));
      req.audit = { targetId: after.guestcode, after };
      return after;
    },
    { audit: 'add client' },
  );
  registerCall(app, deps, ClientDuplicates, (req) =>
    likelyDuplicates(db, req.session, req.query.guestname, req.query.mobile),
  );
  // The required-field chooser (spec §5): read by whoever edits clients, set with client:fields.
  registerCall(app, deps, ClientRequiredFields, (req) => requiredFieldsOf(db, req.session.gscode));
  registerChange(
    app,
    deps,
    SetClientRequiredFields,
    'set required client fields',
    (req) => req.session.gscode,
    (req) => setRequiredFields(db, req.session.gscode, req.body.chosen),
  );
  registerCall(app, deps, Autocomplete, (req) => autocompleteClients(db, req.session, req.query.q));
}
