import type { FastifyInstance } from 'fastify';
import { LoginDslog, LoginDslogExport, OperationLog, OperationLogExport } from '@bo/contract';
import { langOf } from '../../i18n.js';
import { registerCall, registerStreamCall, type Deps } from '../../route.js';
import { streamExport } from '../export/public.js';
import { loginLogExportSpec, operationLogExportSpec } from './export.js';
import { loginLogPage, operationLogPage } from './service.js';

/** The branch's sign-in and operation logs (issue 11 #6): read and export only; no call writes a log row. */
export async function logsRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  registerCall(app, deps, LoginDslog, (req) => loginLogPage(db, req.session, req.query));
  registerCall(app, deps, OperationLog, (req) => operationLogPage(db, req.session, req.query));
  registerStreamCall(app, deps, LoginDslogExport, (req, reply) =>
    streamExport(db, req, reply, loginLogExportSpec(req.session, req.query, langOf(req))),
  );
  registerStreamCall(app, deps, OperationLogExport, (req, reply) =>
    streamExport(db, req, reply, operationLogExportSpec(req.session, req.query, langOf(req))),
  );
}
