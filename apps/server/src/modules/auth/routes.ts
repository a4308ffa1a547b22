import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AdminLogin, AdminLogout, ChangePassword, LockSession, SwitchGscode, UnlockSession } from '@bo/contract';
import { registerCall, type Deps } from '../../route.js';
import { changeOwnPassword, lockSession, login, logout, switchAccount, unlockSession } from './service.js';

const clientOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });

export async function authRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(app, deps, AdminLogin, (req) => login(deps.db, deps.config, req.body, clientOf(req)));
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
}
