import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../route.js';

/** Banners in their three slots (/pic/*, issue 13 #2) and their public read. */
export async function bannersRoutes(_app: FastifyInstance, _deps: Deps) {}
