import type { FastifyInstance } from 'fastify';
import { Clients, GetQpcGuestcode, SetClientStatus } from '@bo/contract';
import { registerCall, type Deps } from '../../route.js';
import { clientPage, nextGuestcode, setClientStatus } from './service.js';

/** The clients tab (issue 12 #1): the list, the status change (audited) and the next customer number. */
export async function clientListRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  registerCall(app, deps, Clients, (req) => clientPage(db, req.session, req.query));
  registerCall(app, deps, GetQpcGuestcode, async (req) => ({ guestcode: await nextGuestcode(db, req.session.gscode) }));

  registerCall(
    app,
    deps,
    SetClientStatus,
    async (req) => {
      req.audit = { targetId: String(req.body.id) };
      const { result, before, after } = await setClientStatus(
        db,
        req.session,
        req.body.id,
        req.body.version,
        req.body.status,
      );
      req.audit = { targetId: String(req.body.id), before, after };
      return result;
    },
    { audit: 'set client status' },
  );
}
