import type { FastifyInstance } from 'fastify';
import { ClientExport, OrderExport, PaymentExport } from '@bo/contract';
import { langOf } from '../../i18n.js';
import { registerStreamCall, type Deps } from '../../route.js';
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
  registerStreamCall(app, deps, OrderExport, (req, reply) =>
    streamExport(db, req, reply, orderExportSpec(req.session, req.query, langOf(req))),
  );
  registerStreamCall(app, deps, PaymentExport, (req, reply) =>
    streamExport(db, req, reply, paymentExportSpec(req.session, req.query, langOf(req))),
  );
  registerStreamCall(app, deps, ClientExport, (req, reply) =>
    streamExport(db, req, reply, clientExportSpec(req.session, req.query, langOf(req))),
  );
}
