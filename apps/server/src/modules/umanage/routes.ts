import type { FastifyInstance } from 'fastify';
import { getUserGscode } from '@bo/contract';
import { assertOwnBranch } from '../../plugins/scope.js';
import { registerCall, type Deps } from '../../route.js';
import { switchTargets } from './service.js';

export async function umanageRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(app, deps, getUserGscode, async (req) => {
    assertOwnBranch(req.session, req.query);
    return {
      data: (await switchTargets(deps.db, req.session)).map(({ userId: _id, ...t }) => t),
      userdata: { userName: req.session.userName, gscode: req.session.gscode },
    };
  });
}
