import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../route.js';

/** System settings (/system/setting, issue 13 #9) and the upload size limit it holds. */
export async function settingsRoutes(_app: FastifyInstance, _deps: Deps) {}
