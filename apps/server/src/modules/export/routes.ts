import type { FastifyInstance } from 'fastify';
import { ClientExport, OrderExport, PaymentExport } from '@bo/contract';
import { registerStreamCall, type Deps } from '../../route.js';
import { exportClients } from './client-export.js';
import { exportOrders } from './order-export.js';
import { exportPayments } from './payment-export.js';

/** The list exports (issue 10 #2; the clients list, issue 12 #1): each needs its own mark and reads only the session's branch. */
export async function exportRoutes(app: FastifyInstance, deps: Deps) {
  registerStreamCall(app, deps, OrderExport, (req, reply) => exportOrders(deps.db, req, reply));
  registerStreamCall(app, deps, PaymentExport, (req, reply) => exportPayments(deps.db, req, reply));
  registerStreamCall(app, deps, ClientExport, (req, reply) => exportClients(deps.db, req, reply));
}
