import type { FastifyInstance } from 'fastify';
import { Get_UserMenus } from '@bo/contract';
import { assertOwnBranch } from '../../plugins/scope.js';
import { registerCall, type Deps } from '../../route.js';
import { userMenus } from './service.js';

export async function menuRoutes(app: FastifyInstance, deps: Deps) {
  // The menu is the role's, the same for every account holding it: kept by "gscode|role|owner",
  // forgotten when the branch's roles, any grant or the menus change (plugins/session-facts.ts).
  const kept = deps.facts.cache<string>(
    (key, _answer, change) => change.kind === 'branch' && key.startsWith(`${change.gscode}|`),
  );
  registerCall(app, deps, Get_UserMenus, async (req) => userMenus(deps.db, req.session), {
    kept: {
      key: (req) => {
        const session = req.session!;
        assertOwnBranch(session, req.query as { gscode?: string });
        return `${session.gscode}|${session.roleCode}|${session.platformOwner}`;
      },
      cache: kept,
    },
  });
}
