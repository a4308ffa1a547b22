import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../route.js';

/** Home page, departments and customer service (/space/indexsetting, department, customerservice; issue 13 #6, #7). */
export async function siteRoutes(_app: FastifyInstance, _deps: Deps) {}
