import type { FastifyInstance } from 'fastify';
import { ApplyCredit, CheckCreditList, FunAuditPass } from '@bo/contract';
import { audited, registerCall, type Deps } from '../../route.js';
import { applyCredit, auditCredit, creditPage } from './service.js';

/** Credit review (issue 12 #4): the applications, filing one and the decision, in the session's branch; writes audited with before/after. */
export async function creditRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  registerCall(app, deps, CheckCreditList, (req) => creditPage(db, req.session, req.query));

  registerCall(
    app,
    deps,
    ApplyCredit,
    async (req) => {
      req.audit = { targetId: req.body.guestcode };
      const { result, after } = await applyCredit(db, req.session, req.body);
      req.audit = { targetId: String(result.id), after };
      return result;
    },
    { audit: 'apply for credit' },
  );

  registerCall(
    app,
    deps,
    FunAuditPass,
    (req) => audited(req, req.body.id, () => auditCredit(db, req.session, req.body)),
    { audit: 'review credit application' },
  );
}
