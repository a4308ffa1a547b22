import type { FastifyInstance } from 'fastify';
import { Gettgzxdetail, GettgzxUser, OptgzxUser } from '@bo/contract';
import { byId, registerChange, registerRead, type Deps } from '../../route.js';
import { changePromoter, promoterDetail, promoterPage } from './service.js';

/** Promoters (issue 12 #5): the list with figures, one promoter's referrals and their orders, and optgzxUser (audited). */
export async function promotersRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  registerRead(app, deps, GettgzxUser, (from, req) => promoterPage(from, req.session, req.query));
  registerRead(app, deps, Gettgzxdetail, (from, req) => promoterDetail(from, req.session, req.query));

  registerChange(app, deps, OptgzxUser, 'change promoter', byId, (req) => changePromoter(db, req.session, req.body));
}
