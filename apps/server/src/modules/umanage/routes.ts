import type { FastifyInstance } from 'fastify';
import { getUserGscode, LoginDslog, Roles } from '@bo/contract';
import { assertOwnBranch } from '../../plugins/scope.js';
import { registerCall, type Deps } from '../../route.js';
import { branchRoles, loginLogPage, switchableBranches } from './service.js';

export async function umanageRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(app, deps, LoginDslog, (req) => loginLogPage(deps.db, req.session, req.query));
  registerCall(app, deps, Roles, (req) => branchRoles(deps.db, req.session));
  registerCall(app, deps, getUserGscode, async (req) => {
    assertOwnBranch(req.session, req.query);
    return {
      data: await switchableBranches(deps.db, req.session),
      userdata: { userName: req.session.userName, gscode: req.session.gscode },
    };
  });
}
