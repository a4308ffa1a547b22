import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AdminLogin, AdminLogout, ChangePassword, SwitchGscode } from '@bo/contract';
import { registerCall, type Deps } from '../../route.js';
import { changeOwnPassword, login, logout, switchAccount } from './service.js';

const clientOf = (req: FastifyRequest) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });

export async function authRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(app, deps, AdminLogin, (req) => login(deps.db, deps.config, req.body, clientOf(req)));
  registerCall(app, deps, AdminLogout, async (req) => {
    await logout(deps.db, req.session.sessionId);
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
