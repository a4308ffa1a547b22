import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CreateSoftKey,
  GetSoftKeys,
  GetSoftLoginToken,
  RevokeSoftKey,
  SOFT_KEY_HEADER,
  SoftwareLogin,
} from '@bo/contract';
import { audited, registerCall, type Deps } from '../../route.js';
import { clientOf } from '../auth/public.js';
import { createSoftKey, exchangeToken, listSoftKeys, mintToken, revokeSoftKey } from './service.js';

/** The key from the x-api-key header, else from the key query parameter (spec §7 "query params"). */
function keyOf(req: FastifyRequest<{ Querystring: { key?: string } }>): string | undefined {
  const header = req.headers[SOFT_KEY_HEADER];
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim();
  return fromHeader || req.query.key || undefined;
}

/**
 * Desktop-software sign-in (issue 14 #2): the branch's keys on /system/setting (softkey:edit,
 * audited), the public token call of spec §7 (outside /api, its path kept exactly) and the
 * exchange the /softwarelogin page makes. Both public calls count against the anonymous throttle.
 */
export async function softLoginRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  registerCall(app, deps, GetSoftKeys, (req) => listSoftKeys(db, req.session));

  registerCall(
    app,
    deps,
    CreateSoftKey,
    async (req) => {
      req.audit = { targetId: `user ${req.body.userId}` };
      const { result, after } = await createSoftKey(db, req.session, req.body);
      req.audit = { targetId: String(result.row.id), after };
      return result;
    },
    { audit: 'create desktop software key' },
  );

  registerCall(
    app,
    deps,
    RevokeSoftKey,
    (req) =>
      audited(
        req,
        req.body.id,
        () => revokeSoftKey(db, req.session, req.body.id),
        (result) => result.id,
      ),
    { audit: 'revoke desktop software key' },
  );

  registerCall(app, deps, GetSoftLoginToken, async (req, reply) => {
    // Outside /api, so the API's no-store is set here: a token must never sit in a cache.
    reply.header('cache-control', 'no-store');
    return mintToken(db, keyOf(req), clientOf(req));
  });

  registerCall(app, deps, SoftwareLogin, (req) => exchangeToken(db, req.body.token, clientOf(req)));
}
