import type { FastifyInstance } from 'fastify';
import {
  AddOrderNote,
  BatchChangeOrderState,
  ChangeOrderState,
  OrderDetailCall,
  OrderList,
  Salespeople,
} from '@bo/contract';
import { registerBatch } from '../../batch.js';
import { registerCall, registerRead, type Deps } from '../../route.js';
import { orderDetail } from './detail.js';
import { listOrders } from './list.js';
import { moveOrder, moveOrderOfBatch } from './moves.js';
import { addNote } from './notes.js';
import { salespeople } from './salespeople.js';

/** The order desk (issue 10 #3): list, detail, state changes and notes, all in the session's branch. */
export async function ordersRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  registerRead(app, deps, OrderList, async (from, req) =>
    listOrders(from, { ...req.session, timezone: req.session.branch.timezone }, req.query),
  );
  registerCall(app, deps, Salespeople, async (req) => salespeople(db, req.session.gscode));
  registerCall(app, deps, OrderDetailCall, async (req) => orderDetail(db, req.session, req.query.id));
  registerCall(
    app,
    deps,
    ChangeOrderState,
    async (req) => {
      req.audit = { targetId: String(req.body.id) };
      const { before, after } = await moveOrder(db, req.session, req.body);
      req.audit = { targetId: String(req.body.id), before: auditView(before), after: auditView(after) };
      return after;
    },
    { audit: 'change order state' },
  );
  registerBatch(app, deps, BatchChangeOrderState, 'change order state (batch)', (tx, req, item) =>
    moveOrderOfBatch(tx, req.session, { ...item, action: req.body.action, reason: req.body.reason }),
  );
  registerCall(
    app,
    deps,
    AddOrderNote,
    async (req) => {
      req.audit = { targetId: String(req.body.id), after: { note: req.body.text } };
      return addNote(db, req.session, req.body.id, req.body.text);
    },
    { audit: 'add order note' },
  );
}

/** What a state change changes, for the operation log's before/after. */
const auditView = (o: { status: number; version: number; cancel_reason: string; delivery: { tracking: string } }) => ({
  status: o.status,
  version: o.version,
  cancel_reason: o.cancel_reason,
  tracking: o.delivery.tracking,
});
