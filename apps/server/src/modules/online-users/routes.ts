import type { FastifyInstance } from 'fastify';
import { ForceLogout, OnlineUsers } from '@bo/contract';
import { sessionTimeouts } from '../../plugins/session.js';
import { registerCall, registerRead, type Deps } from '../../route.js';
import { endBranchSession, onlineUsersPage } from './service.js';

/** Online users (issue 37 #5): the branch's open sessions, and ending one (the staff sign-out mark). */
export async function onlineUsersRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  const timeouts = sessionTimeouts(config);
  registerRead(app, deps, OnlineUsers, (from, req) => onlineUsersPage(from, req.session, req.query, timeouts));
  registerCall(
    app,
    deps,
    ForceLogout,
    async (req) => {
      req.audit = { targetId: String(req.body.sessionId) };
      const { userName, ip } = await endBranchSession(db, req.session, req.body.sessionId);
      req.audit = {
        targetId: `${req.body.sessionId} (${userName}, ${ip})`,
        before: { ended: false },
        after: { ended: true },
      };
      return { userName };
    },
    { audit: 'end online session' },
  );
}
