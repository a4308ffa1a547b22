import type { FastifyInstance } from 'fastify';
import { CartList, SetCartAbandonDays } from '@bo/contract';
import { registerChange, registerRead, type Deps } from '../../route.js';
import { cartPage, setAbandonDays } from './service.js';

/** The shop users' carts of the branch (issue 10 item 4) and when a cart counts as abandoned. */
export async function cartsRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  registerRead(app, deps, CartList, (from, req) => cartPage(from, req.session, req.query));
  registerChange(
    app,
    deps,
    SetCartAbandonDays,
    'set cart abandon days',
    (req) => req.session.gscode,
    (req) => setAbandonDays(db, req.session, req.body.days),
  );
}
