import type { FastifyInstance } from 'fastify';
import { Gettgzxdetail, GettgzxUser, OptgzxUser } from '@bo/contract';
import { byId, registerCall, registerChange, type Deps } from '../../route.js';
import { changePromoter, promoterDetail, promoterPage } from './service.js';

/** Promoters (issue 12 #5): the list with figures, one promoter's referrals and their orders, and optgzxUser (audited). */
export async function promotersRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  registerCall(app, deps, GettgzxUser, (req) => promoterPage(db, req.session, req.query));
  registerCall(app, deps, Gettgzxdetail, (req) => promoterDetail(db, req.session, req.query));

  registerChange(app, deps, OptgzxUser, 'change promoter', byId, (req) => changePromoter(db, req.session, req.body));
}
