import type { FastifyInstance } from 'fastify';
import { EndView, GetBranchFigures, ViewBranch } from '@bo/contract';
import { writeAudit } from '../../plugins/audit.js';
import { registerCall, registerRead, type Deps } from '../../route.js';
import { clientOf } from '../auth/public.js';
import { branchFigures } from './figures.js';
import { endView, openView } from './view.js';

/**
 * Headquarters (issue 41): every branch's figures side by side, and a read-only look into one.
 * The opening and the end of a view are written in the viewed branch's operation log (for its
 * administrator: who, when, why, from where) and in the platform's.
 */
export async function platformRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  registerRead(app, deps, GetBranchFigures, (from, req) => branchFigures(from, req.session.gscode, req.query));

  registerCall(
    app,
    deps,
    ViewBranch,
    async (req) => {
      req.audit = { targetId: req.body.gscode };
      const info = await openView(db, req.session, req.body, clientOf(req), new Date());
      req.audit = { targetId: req.body.gscode, after: { reason: req.body.reason, until: info.viewing!.until } };
      // The platform's own row is written by registerCall (audit below); this one is the branch's.
      await writeAudit(db, req, {
        action: 'view branch read-only',
        outcome: 'ok',
        ...req.audit,
        gscode: req.body.gscode,
      });
      return info;
    },
    { audit: 'view branch read-only' },
  );

  registerCall(
    app,
    deps,
    EndView,
    async (req) => {
      await endView(db, req.session);
      const view = req.session.view!;
      req.audit = { targetId: req.session.gscode, after: { reason: view.reason } };
      // The branch's row is written by registerCall (the session is the view's); this one is the platform's.
      await writeAudit(db, req, { action: 'end read-only view', outcome: 'ok', ...req.audit, gscode: view.homeGscode });
      return null;
    },
    { audit: 'end read-only view' },
  );
}
