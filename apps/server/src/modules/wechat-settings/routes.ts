import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../route.js';

/** WeChat settings (/space/wechatsetting, issue 13 #8): official account and mini-program. */
export async function wechatSettingsRoutes(_app: FastifyInstance, _deps: Deps) {}
