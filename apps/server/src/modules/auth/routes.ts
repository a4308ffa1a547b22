import type { FastifyInstance } from 'fastify';
import {
  AdminLogin,
  AdminLogout,
  ChangePassword,
  GetTotpStatus,
  LockSession,
  SwitchGscode,
  TotpDisable,
  TotpEnable,
  TotpSetup,
  UnlockSession,
} from '@bo/contract';
import { langOf } from '../../i18n.js';
import { registerCall, type Deps } from '../../route.js';
import { clientOf } from './attempts.js';
import { changeOwnPassword, lockSession, login, logout, switchAccount, unlockSession } from './service.js';
import { disableTotp, enableTotp, setupTotp, totpStatus } from './totp.js';

export async function authRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(app, deps, AdminLogin, (req) => login(deps.db, deps.config, deps.secrets, req.body, clientOf(req)));
  registerCall(app, deps, AdminLogout, async (req) => {
    await logout(deps.db, req.session.sessionId);
    return null;
  });
  registerCall(app, deps, LockSession, async (req) => {
    await lockSession(deps.db, req.session.sessionId);
    return null;
  });
  registerCall(app, deps, UnlockSession, async (req) => {
    await unlockSession(deps.db, deps.config, req.session, req.body.password, clientOf(req));
    return null;
  });
  registerCall(app, deps, SwitchGscode, (req) => switchAccount(deps.db, req.session, req.body, clientOf(req)), {
    audit: 'switch account',
  });
  registerCall(
    app,
    deps,
    ChangePassword,
    async (req) => {
      await changeOwnPassword(deps.db, req.session, req.body);
      return null;
    },
    { audit: 'change own password' },
  );

  // Two-factor sign-in of one's own account (issue 39).
  registerCall(app, deps, GetTotpStatus, (req) => totpStatus(deps.db, req.session));
  registerCall(app, deps, TotpSetup, (req) => setupTotp(deps.db, deps.secrets, req.session, langOf(req)), {
    audit: 'start two-factor enrolment',
  });
  registerCall(app, deps, TotpEnable, (req) => enableTotp(deps.db, deps.secrets, req.session, req.body.code), {
    audit: 'turn on two-factor sign-in',
  });
  registerCall(
    app,
    deps,
    TotpDisable,
    async (req) => {
      await disableTotp(deps.db, deps.config, deps.secrets, req.session, req.body, clientOf(req));
      return null;
    },
    { audit: 'turn off two-factor sign-in' },
  );
}
