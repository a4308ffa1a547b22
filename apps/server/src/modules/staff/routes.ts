import type { FastifyInstance } from 'fastify';
import { sessionTimeouts } from '../../plugins/session.js';
import {
  AddSwitchGrant,
  BatchRemoveLogin,
  GetXtCompany,
  GetXtUsers,
  RemoveLogin,
  RemoveStaff,
  RemoveSwitchGrant,
  ResetStaffPassword,
  SetRole,
  SetStaffStatus,
  TotpReset,
  UpXtCompany,
  UpXtUsers,
} from '@bo/contract';
import { byId, registerCall, registerChange, registerRead, type Deps } from '../../route.js';
import { companyOf, updateCompany } from './company.js';
import { staffPage } from './list.js';
import {
  addGrant,
  removeAccount,
  removeGrant,
  resetPassword,
  resetTotp,
  saveAccount,
  setRole,
  setStatus,
  signOut,
} from './service.js';

/**
 * Staff accounts and company data (issue 11 #1): every call in the session's branch; every write
 * one transaction with its operation-log row (before/after, passwords masked).
 */
export async function staffRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  const timeouts = sessionTimeouts(config);

  registerRead(app, deps, GetXtUsers, (from, req) => staffPage(from, req.session, req.query, timeouts));

  registerChange(
    app,
    deps,
    UpXtUsers,
    'save account',
    (req) => (req.body.id !== undefined ? String(req.body.id) : (req.body.userName ?? '')),
    (req) => saveAccount(db, req.session, req.body),
    (result) => result.id,
  );

  registerChange(app, deps, SetStaffStatus, 'set account status', byId, (req) =>
    setStatus(db, req.session, req.body.id, req.body.status, timeouts),
  );

  registerChange(app, deps, ResetStaffPassword, 'reset account password', byId, (req) =>
    resetPassword(db, req.session, req.body.id, req.body.password, timeouts),
  );

  registerChange(
    app,
    deps,
    TotpReset,
    'reset two-factor sign-in',
    (req) => req.body.userId,
    (req) => resetTotp(db, req.session, req.body.userId),
  );

  registerChange(app, deps, SetRole, 'set account role', byId, (req) =>
    setRole(db, req.session, req.body.id, req.body.roleCode),
  );

  registerCall(
    app,
    deps,
    RemoveStaff,
    async (req) => {
      req.audit = { targetId: String(req.body.id) };
      const { result, before } = await removeAccount(db, req.session, req.body.id);
      req.audit = { targetId: String(req.body.id), before, after: {} };
      return result;
    },
    { audit: 'remove account' },
  );

  registerCall(
    app,
    deps,
    RemoveLogin,
    async (req) => {
      req.audit = { targetId: String(req.body.id) };
      const { ended, names } = await signOut(db, req.session, [req.body.id], timeouts);
      req.audit = { targetId: String(req.body.id), after: { signedOut: names, sessionsEnded: ended } };
      return { ended };
    },
    { audit: 'force sign-out' },
  );

  registerCall(
    app,
    deps,
    BatchRemoveLogin,
    async (req) => {
      const target = [...new Set(req.body.ids)].join(',').slice(0, 200);
      req.audit = { targetId: target };
      const { ended, accounts, names } = await signOut(db, req.session, req.body.ids, timeouts);
      req.audit = { targetId: target, after: { signedOut: names, sessionsEnded: ended } };
      return { ended, accounts };
    },
    { audit: 'force sign-out (several)' },
  );

  registerChange(app, deps, AddSwitchGrant, 'grant account switch', byId, (req) =>
    addGrant(db, req.session, req.body.id, { gscode: req.body.granteeGscode, userName: req.body.granteeUserName }),
  );

  registerCall(
    app,
    deps,
    RemoveSwitchGrant,
    async (req) => {
      req.audit = { targetId: `grant ${req.body.id}` };
      const { before } = await removeGrant(db, req.session, req.body.id);
      req.audit = { targetId: `grant ${req.body.id}`, before, after: {} };
      return null;
    },
    { audit: 'revoke account switch' },
  );

  registerCall(app, deps, GetXtCompany, (req) => companyOf(db, req.session));

  registerCall(
    app,
    deps,
    UpXtCompany,
    async (req) => {
      req.audit = { targetId: req.session.gscode };
      const { before, after } = await updateCompany(db, req.session, req.body);
      req.audit = {
        targetId: req.session.gscode,
        before: { longname: before.longname, name: before.name, logo: before.logo },
        after: { longname: after.longname, name: after.name, logo: after.logo },
      };
      return after;
    },
    { audit: 'edit company data' },
  );
}
