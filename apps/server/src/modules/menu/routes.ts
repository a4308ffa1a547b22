import type { FastifyInstance } from 'fastify';
import { Get_UserMenus } from '@bo/contract';
import { assertOwnBranch } from '../../plugins/scope.js';
import { registerCall, type Deps } from '../../route.js';
import { readRoleMenus, roleMenusCache, userMenus } from './service.js';

export async function menuRoutes(app: FastifyInstance, deps: Deps) {
  const roleMenus = roleMenusCache(deps.facts);
  registerCall(app, deps, Get_UserMenus, async (req) => {
    assertOwnBranch(req.session, req.query);
    const { gscode, roleCode } = req.session;
    const rows = await roleMenus.read(`${gscode}|${roleCode}`, () => readRoleMenus(deps.db, gscode, roleCode));
    return userMenus(rows!.value, req.session);
  });
}
