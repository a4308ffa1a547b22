import type { FastifyInstance } from 'fastify';
import { AdminLogin, AdminLogout } from '@bo/contract';
import { registerCall, type Deps } from '../../route.js';
import { login, logout } from './service.js';

export async function authRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(app, deps, AdminLogin, (req) =>
    login(deps.db, deps.config, req.body, { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') }),
  );
  registerCall(app, deps, AdminLogout, async (req) => {
    await logout(deps.db, req.session.sessionId);
    return null;
  });
}
