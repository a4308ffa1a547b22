import type { FastifyInstance } from 'fastify';
import { PaymentList, Reconciliation, RecordPayment, RecordRefund } from '@bo/contract';
import { registerCall, registerRead, type Deps } from '../../route.js';
import { loadOrderDetail } from '../orders/public.js';
import { paymentPage, reconciliation, recordMoney } from './service.js';

/** The branch's payments (issue 10 item 5): the list, recording payments and refunds, a day's reconciliation. */
export async function paymentsRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  registerRead(app, deps, PaymentList, (from, req) => paymentPage(from, req.session, req.query));
  registerCall(app, deps, Reconciliation, (req) => reconciliation(db, req.session, req.query.day));
  for (const call of [RecordPayment, RecordRefund] as const) {
    registerCall(
      app,
      deps,
      call,
      async (req) => {
        const targetId = String(req.body.orderId);
        req.audit = { targetId };
        const { before, after } = await recordMoney(db, req.session, req.body);
        req.audit = { targetId, before, after };
        return loadOrderDetail(db, req.session, req.body.orderId);
      },
      { audit: call === RecordPayment ? 'record payment' : 'record refund' },
    );
  }
}
