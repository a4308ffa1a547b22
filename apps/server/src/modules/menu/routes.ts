import type { FastifyInstance } from 'fastify';
import { Get_UserMenus } from '@bo/contract';
import { assertOwnBranch } from '../../plugins/scope.js';
import { registerCall, type Deps } from '../../route.js';
import { userMenus } from './service.js';

export async function menuRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(app, deps, Get_UserMenus, async (req) => {
    assertOwnBranch(req.session, req.query);
    return userMenus(deps.db, req.session);
  });
}
