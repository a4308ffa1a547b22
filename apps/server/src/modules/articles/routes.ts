import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../route.js';

/** News (/space/article-list, issue 13 #3): items, revisions, publishing, their public read. */
export async function articlesRoutes(_app: FastifyInstance, _deps: Deps) {}
