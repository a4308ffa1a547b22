import type { FastifyInstance } from 'fastify';
import {
  AccountBindingClient,
  BatchSetShopAccountStatus,
  GetCustomerUser,
  Getzhuser,
  Register,
  SetShopAccountStatus,
  Users,
} from '@bo/contract';
import { registerBatch } from '../../batch.js';
import { byId, registerCall, registerChange, type Deps } from '../../route.js';
import {
  bindShopAccount,
  lookUpShopAccounts,
  registerShopAccount,
  setShopAccountStatus,
  shopAccountByName,
  shopAccountPage,
} from './service.js';

/**
 * Shop accounts (issue 12 #2): the list, look-ups, Register, binding to a client and the
 * status, in the session's branch; every write audited with before/after (passwords masked).
 */
export async function shopAccountsRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  registerCall(app, deps, Users, (req) => shopAccountPage(db, req.session, req.body));
  registerCall(app, deps, Getzhuser, (req) => lookUpShopAccounts(db, req.session, req.query.q));
  registerCall(app, deps, GetCustomerUser, (req) => shopAccountByName(db, req.session, req.query.username));

  registerChange(
    app,
    deps,
    Register,
    'register shop account',
    (req) => req.body.userName,
    (req) => registerShopAccount(db, req.session, req.body),
    (result) => result.id,
  );

  registerChange(app, deps, AccountBindingClient, 'bind shop account to client', byId, (req) =>
    bindShopAccount(db, req.session, req.body.id, req.body.version, req.body.guestcode),
  );

  registerChange(app, deps, SetShopAccountStatus, 'set shop account status', byId, (req) =>
    setShopAccountStatus(db, req.session, req.body.id, req.body.version, req.body.status),
  );
  registerBatch(app, deps, BatchSetShopAccountStatus, 'set shop account status (batch)', (tx, req, item) =>
    setShopAccountStatus(tx, req.session, item.id, item.version, req.body.status),
  );
}
