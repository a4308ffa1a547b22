import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../route.js';

/** Card sizes (/system/dspjsize) and card templates (/space/cardsettings), issue 13 #5. */
export async function cardsRoutes(_app: FastifyInstance, _deps: Deps) {}
