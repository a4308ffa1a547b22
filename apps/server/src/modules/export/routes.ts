import type { FastifyInstance } from 'fastify';
import { ClientExport, OrderExport, PaymentExport } from '@bo/contract';
import { langOf } from '../../i18n.js';
import { registerStreamRead, type Deps } from '../../route.js';
import { clientExportSpec } from './client-export.js';
import { orderExportSpec } from './order-export.js';
import { paymentExportSpec } from './payment-export.js';
import { streamExport } from './service.js';

/**
 * The list exports as calls that stream while their caller waits (issue 10 #2; the clients list, issue
 * 12 #1), kept for scripts: the console runs the same specs as jobs (modules/jobs). Each needs its own
 * mark and reads only the session's branch.
 */
export async function exportRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  registerStreamRead(app, deps, OrderExport, (from, req, reply) =>
    streamExport(db, req, reply, orderExportSpec(req.session, req.query, langOf(req)), from),
  );
  registerStreamRead(app, deps, PaymentExport, (from, req, reply) =>
    streamExport(db, req, reply, paymentExportSpec(req.session, req.query, langOf(req)), from),
  );
  registerStreamRead(app, deps, ClientExport, (from, req, reply) =>
    streamExport(db, req, reply, clientExportSpec(req.session, req.query, langOf(req)), from),
  );
}
