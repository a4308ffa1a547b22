import type { FastifyInstance } from 'fastify';
import { ApplyCredit, CheckCreditList, FunAuditPass } from '@bo/contract';
import { byId, registerChange, registerRead, type Deps } from '../../route.js';
import { applyCredit, auditCredit, creditPage } from './service.js';

/** Credit review (issue 12 #4): the applications, filing one and the decision, in the session's branch; writes audited with before/after. */
export async function creditRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  registerRead(app, deps, CheckCreditList, (from, req) => creditPage(from, req.session, req.query));

  registerChange(
    app,
    deps,
    ApplyCredit,
    'apply for credit',
    (req) => req.body.guestcode,
    (req) => applyCredit(db, req.session, req.body),
    (result) => result.id,
  );

  registerChange(app, deps, FunAuditPass, 'review credit application', byId, (req) =>
    auditCredit(db, req.session, req.body),
  );
}
