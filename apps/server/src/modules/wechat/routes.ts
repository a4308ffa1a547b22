import type { FastifyInstance } from 'fastify';
import { GetWxuser, ReloadSubscribe, ReloadWxuser, WeChatBindingClient, WeChatUnBundingClient } from '@bo/contract';
import { registerCall, type Deps } from '../../route.js';
import { weChatApi, type WeChatApi } from './adapter.js';
import { demoWeChat } from './demo-wechat.js';
import { bindFollower, followerPage, reloadProfiles, reloadSubscribe } from './service.js';

/**
 * WeChat followers (issue 12 #3): the list, binding to a client, and the reloads from WeChat
 * through the one adapter, at WECHAT_API_BASE, or, when that is empty, at the demo's stand-in,
 * started in this process the first time it is needed.
 */
export async function wechatRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  let api: Promise<WeChatApi> | undefined;
  let stopStandIn: (() => Promise<void>) | undefined;
  const wechat = () =>
    (api ??= (async () => {
      if (config.WECHAT_API_BASE) return weChatApi(config.WECHAT_API_BASE, config.WECHAT_TIMEOUT_MS);
      const standIn = demoWeChat(db);
      const base = await standIn.start();
      stopStandIn = () => standIn.stop();
      return weChatApi(base, config.WECHAT_TIMEOUT_MS);
    })());
  app.addHook('onClose', async () => stopStandIn?.());

  registerCall(app, deps, GetWxuser, (req) => followerPage(db, req.session, req.query));

  registerCall(app, deps, WeChatBindingClient, async (req) => {
    req.audit = { targetId: String(req.body.id) };
    const { result, before, after } = await bindFollower(db, req.session, req.body.id, req.body.version, req.body.guestcode);
    req.audit = { targetId: String(req.body.id), before, after };
    return result;
  }, { audit: 'bind follower to client' });

  registerCall(app, deps, WeChatUnBundingClient, async (req) => {
    req.audit = { targetId: String(req.body.id) };
    const { result, before, after } = await bindFollower(db, req.session, req.body.id, req.body.version, null);
    req.audit = { targetId: String(req.body.id), before, after };
    return result;
  }, { audit: 'unbind follower from client' });

  registerCall(app, deps, ReloadSubscribe, async (req) => {
    const result = await reloadSubscribe(db, await wechat(), req.session);
    req.audit = { after: result };
    return result;
  }, { audit: 'reload follower list' });

  registerCall(app, deps, ReloadWxuser, async (req) => {
    const result = await reloadProfiles(db, await wechat(), req.session);
    req.audit = { after: result };
    return result;
  }, { audit: 'reload follower profiles' });
}
