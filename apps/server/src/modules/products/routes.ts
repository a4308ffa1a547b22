import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../route.js';

/** Products shown in the shop (/space/productsshow, issue 13 #4) and their public read. */
export async function productsRoutes(_app: FastifyInstance, _deps: Deps) {}
