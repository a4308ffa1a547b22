import type { FastifyInstance } from 'fastify';
import { Apis, Operations, type CallDef } from '@bo/contract';
import { registerRead, type Deps } from '../../route.js';
import { apiPage, operationPage } from './service.js';

/** The API and operation catalogues (issue 11 #4, #5): read-only, on the list protocol. */
export async function catalogueRoutes(app: FastifyInstance, deps: Deps) {
  // The calls the server answers: asked of the router when listed, so every module has registered its calls by then.
  const registered = (c: CallDef) => app.hasRoute({ method: c.method, url: c.path });
  registerRead(app, deps, Apis, (from, req) => apiPage(from, req.session, registered, req.query));
  registerRead(app, deps, Operations, (from, req) => operationPage(from, req.session, req.query));
}
