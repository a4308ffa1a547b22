import type { FastifyInstance } from 'fastify';
import { DecidePower, GetPowerRequest, save_power_sq } from '@bo/contract';
import { langOf } from '../../i18n.js';
import { writeAudit } from '../../plugins/audit.js';
import { registerCall, type Deps } from '../../route.js';
import { decidePower, powerRequest, requestPower } from './service.js';

/**
 * Power requests (issue 14 #3): save_power_sq (spec §7, a GET that writes the request: it is
 * logged here, registerCall logs writes of the other methods), the decision dialog's read, and
 * the decision.
 */
export async function powerRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  registerCall(app, deps, save_power_sq, async (req) => {
    const r = await requestPower(db, req.session, req.query, langOf(req));
    if (r.audit) await writeAudit(db, req, { action: 'request power', outcome: 'ok', ...r.audit });
    return { data: { id: r.id, already: r.already }, res_code: 1 as const, res_msg: r.res_msg };
  });

  registerCall(app, deps, GetPowerRequest, (req) => powerRequest(db, req.session, req.query.id));

  registerCall(
    app,
    deps,
    DecidePower,
    (req) =>
      decidePower(db, req.session, req.body, (a) => {
        req.audit = a;
      }),
    { audit: 'decide power request' },
  );
}
