import type { FastifyInstance } from 'fastify';
import {
  BatchSetClientStatus,
  ClientSalespeople,
  Clients,
  GetQpcGuestcode,
  SetClientSalesperson,
  SetClientStatus,
} from '@bo/contract';
import { registerBatch } from '../../batch.js';
import { byId, registerCall, registerChange, registerRead, type Deps } from '../../route.js';
import { clientPage, clientSalespeople, nextGuestcode, setClientSalesperson, setClientStatus } from './service.js';

/** The clients tab (issue 12 #1): the list, the status change (audited) and the next customer number. */
export async function clientListRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  registerRead(app, deps, Clients, (from, req) => clientPage(from, req.session, req.query));
  registerCall(app, deps, GetQpcGuestcode, async (req) => ({ guestcode: await nextGuestcode(db, req.session.gscode) }));

  registerChange(app, deps, SetClientStatus, 'set client status', byId, (req) =>
    setClientStatus(db, req.session, req.body.id, req.body.version, req.body.status),
  );
  registerBatch(app, deps, BatchSetClientStatus, 'set client status (batch)', (tx, req, item) =>
    setClientStatus(tx, req.session, item.id, item.version, req.body.status),
  );
  registerCall(app, deps, ClientSalespeople, (req) => clientSalespeople(db, req.session.gscode));
  registerChange(app, deps, SetClientSalesperson, 'set client salesperson', byId, (req) =>
    setClientSalesperson(db, req.session, req.body),
  );
}
