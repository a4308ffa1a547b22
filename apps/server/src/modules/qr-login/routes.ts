import type { FastifyInstance } from 'fastify';
import { Get_LoginData, LoginQrCode, QrLoginConfirm, QrLoginInfo, QrLoginReject } from '@bo/contract';
import { langOf } from '../../i18n.js';
import { publicUrl } from '../../public-url.js';
import { registerCall, type Deps } from '../../route.js';
import { clientOf } from '../auth/public.js';
import { codeInfo, decide, issueCode, pollCode } from './service.js';

/**
 * QR-code sign-in (issue 14 #1): the browser on /login asks for a code and polls with its own key;
 * a signed-in phone looks at the request and confirms or rejects it. The two public calls are
 * throttled per address like the password sign-in (registerCall's anonymous throttle).
 */
export async function qrLoginRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  // The link the QR code carries is the console's configured address (PUBLIC_URL), never one
  // taken from the request's headers: a forged Host would send the phone to another site.
  const origin = publicUrl(config);
  registerCall(app, deps, LoginQrCode, (req) => issueCode(db, clientOf(req), origin));
  registerCall(app, deps, Get_LoginData, (req) => pollCode(db, req.query.pollKey, clientOf(req)));
  registerCall(app, deps, QrLoginInfo, (req) => codeInfo(db, req.session, req.query.code, clientOf(req), langOf(req)));
  registerCall(
    app,
    deps,
    QrLoginConfirm,
    async (req) => {
      await decide(db, req.session, req.body.code, 'confirm', clientOf(req));
      return null;
    },
    { audit: 'confirm QR-code sign-in' },
  );
  registerCall(
    app,
    deps,
    QrLoginReject,
    async (req) => {
      await decide(db, req.session, req.body.code, 'reject', clientOf(req));
      return null;
    },
    { audit: 'reject QR-code sign-in' },
  );
}
