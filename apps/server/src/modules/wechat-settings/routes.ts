import type { FastifyInstance } from 'fastify';
import { GetWechatSetting, SaveWechatSetting, TestWechatConnection } from '@bo/contract';
import { langOf } from '../../i18n.js';
import { registerCall, registerChange, type Deps } from '../../route.js';
import { weChatOf } from '../wechat/public.js';
import { readSettings, saveSettings, testConnection } from './service.js';

/**
 * WeChat settings (/space/wechatsetting, issue 13 #8): official account and mini-program. The
 * read and the save never carry a write-only value; "test connection" speaks to WeChat through the
 * server's one adapter (or the demo's stand-in), the same one the followers' reloads use.
 */
export async function wechatSettingsRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config, secrets } = deps;
  const wechat = weChatOf(app, deps);

  registerCall(app, deps, GetWechatSetting, (req) => readSettings(db, req.session.gscode));

  registerChange(
    app,
    deps,
    SaveWechatSetting,
    'save WeChat settings',
    () => 'wechat',
    (req) => saveSettings(db, secrets, req.session, req.body),
  );

  registerCall(
    app,
    deps,
    TestWechatConnection,
    async (req) => {
      req.audit = { targetId: req.body.target };
      const { result, audit } = await testConnection(
        db,
        await wechat(),
        secrets,
        req.session,
        req.body,
        langOf(req),
        config.WECHAT_TIMEOUT_MS,
      );
      req.audit = { targetId: req.body.target, after: audit };
      return result;
    },
    { audit: 'test WeChat connection' },
  );
}
