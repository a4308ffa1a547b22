import type { FastifyInstance } from 'fastify';
import { CartList, SetCartAbandonDays } from '@bo/contract';
import { registerCall, type Deps } from '../../route.js';
import { cartPage, setAbandonDays } from './service.js';

/** The shop users' carts of the branch (issue 10 item 4) and when a cart counts as abandoned. */
export async function cartsRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  registerCall(app, deps, CartList, (req) => cartPage(db, req.session, req.query));
  registerCall(
    app,
    deps,
    SetCartAbandonDays,
    async (req) => {
      req.audit = { targetId: req.session.gscode };
      const { before, after } = await setAbandonDays(db, req.session, req.body.days);
      req.audit = { targetId: req.session.gscode, before, after };
      return after;
    },
    { audit: 'set cart abandon days' },
  );
}
