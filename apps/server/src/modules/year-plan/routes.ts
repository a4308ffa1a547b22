import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../route.js';

export async function yearPlanRoutes(_app: FastifyInstance, _deps: Deps) {}
