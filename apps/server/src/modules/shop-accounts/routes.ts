import type { FastifyInstance } from 'fastify';
import { AccountBindingClient, GetCustomerUser, Getzhuser, Register, SetShopAccountStatus, Users } from '@bo/contract';
import { audited, registerCall, type Deps } from '../../route.js';
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

  registerCall(
    app,
    deps,
    Register,
    async (req) => {
      req.audit = { targetId: req.body.userName };
      const { result, after } = await registerShopAccount(db, req.session, req.body);
      req.audit = { targetId: String(result.id), after };
      return result;
    },
    { audit: 'register shop account' },
  );

  registerCall(
    app,
    deps,
    AccountBindingClient,
    (req) =>
      audited(req, req.body.id, () =>
        bindShopAccount(db, req.session, req.body.id, req.body.version, req.body.guestcode),
      ),
    { audit: 'bind shop account to client' },
  );

  registerCall(
    app,
    deps,
    SetShopAccountStatus,
    (req) =>
      audited(req, req.body.id, () =>
        setShopAccountStatus(db, req.session, req.body.id, req.body.version, req.body.status),
      ),
    { audit: 'set shop account status' },
  );
}
