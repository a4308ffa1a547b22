import type { FastifyInstance } from 'fastify';
import { AddRole, ChangeRole, CopyRole, Powers, RemoveRole, Roles, SavePowers } from '@bo/contract';
import { langOf } from '../../i18n.js';
import { auditOf, registerCall, registerRead, registerWrite, type Deps } from '../../route.js';
import { addRole, changeRole, copyRole, listRoles, removeRole, rolePowers, savePowers } from './service.js';

/** Roles and powers (issue 11 #2): the branch's roles, their names and status, and their grants of the menu catalogue. */
export async function rolesRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  registerRead(app, deps, Roles, (from, req) => listRoles(from, req.session, req.query, langOf(req)));
  registerCall(app, deps, AddRole, (req) => addRole(db, req.session, req.body, auditOf(req)), { audit: 'add role' });
  registerWrite(app, deps, ChangeRole, 'change role', changeRole);
  registerCall(app, deps, RemoveRole, (req) => removeRole(db, req.session, req.body.roleId, auditOf(req)), {
    audit: 'remove role',
  });
  registerCall(app, deps, CopyRole, (req) => copyRole(db, req.session, req.body, auditOf(req)), { audit: 'copy role' });
  registerCall(app, deps, Powers, (req) => rolePowers(db, req.session, req.query.roleId));
  registerWrite(app, deps, SavePowers, 'save powers', savePowers);
}
