import type { FastifyInstance } from 'fastify';
import { sessionTimeouts } from '../../plugins/session.js';
import { EndOtherSessions, EndOwnSession, OwnSessions, OwnSignIns, UpdateUser, UserProfile } from '@bo/contract';
import { registerCall, type Deps } from '../../route.js';
import {
  endOtherSessions,
  endOwnSession,
  ownSessions,
  ownSignIns,
  readOwnProfile,
  updateOwnProfile,
} from './service.js';

/**
 * The personal center (issue 11 #7): one's own profile, sessions and sign-ins. No mark beyond a
 * session (docs/decisions/0082-personal-center.md); changing one's password is
 * ChangePassword (modules/auth).
 */
export async function profileRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  const timeouts = sessionTimeouts(config);

  registerCall(app, deps, UserProfile, (req) => readOwnProfile(db, req.session));
  registerCall(
    app,
    deps,
    UpdateUser,
    async (req) => {
      const { profile, before, after } = await updateOwnProfile(db, req.session, req.body);
      req.audit = { targetId: req.session.userName, before, after };
      return profile;
    },
    { audit: 'update own profile' },
  );
  registerCall(app, deps, OwnSessions, (req) => ownSessions(db, req.session, timeouts));
  registerCall(
    app,
    deps,
    EndOwnSession,
    async (req) => {
      req.audit = { targetId: String(req.body.id) };
      const ended = await endOwnSession(db, req.session, req.body.id);
      req.audit = { targetId: `${req.body.id} (${ended.ip})`, before: { ended: false }, after: { ended: true } };
      return null;
    },
    { audit: 'end own session' },
  );
  registerCall(
    app,
    deps,
    EndOtherSessions,
    async (req) => {
      const ended = await endOtherSessions(db, req.session);
      req.audit = { targetId: req.session.userName, after: { ended } };
      return { ended };
    },
    { audit: 'sign out elsewhere' },
  );
  registerCall(app, deps, OwnSignIns, (req) => ownSignIns(db, req.session));
}
