import type { FastifyInstance } from 'fastify';
import { LoginDslog, LoginDslogExport, OperationLog, OperationLogExport } from '@bo/contract';
import { langOf } from '../../i18n.js';
import { registerRead, registerStreamRead, type Deps } from '../../route.js';
import { streamExport } from '../export/public.js';
import { loginLogExportSpec, operationLogExportSpec } from './export.js';
import { loginLogPage, operationLogPage } from './service.js';

/** The branch's sign-in and operation logs (issue 11 #6): read and export only; no call writes a log row. */
export async function logsRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  registerRead(app, deps, LoginDslog, (from, req) => loginLogPage(from, req.session, req.query));
  registerRead(app, deps, OperationLog, (from, req) => operationLogPage(from, req.session, req.query));
  registerStreamRead(app, deps, LoginDslogExport, (from, req, reply) =>
    streamExport(db, req, reply, loginLogExportSpec(req.session, req.query, langOf(req)), from),
  );
  registerStreamRead(app, deps, OperationLogExport, (from, req, reply) =>
    streamExport(db, req, reply, operationLogExportSpec(req.session, req.query, langOf(req)), from),
  );
}
