import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../route.js';

/** Issue 12: this module's calls are registered by the part that owns it. */
export async function shopAccountsRoutes(_app: FastifyInstance, _deps: Deps) {}
