import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  GetWxuser,
  ReloadSubscribe,
  ReloadWxuser,
  WeChatBindingClient,
  WeChatUnBundingClient,
  type ReloadResult,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import { byId, registerChange, registerRead, registerStreamCall, type Deps } from '../../route.js';
import { streamAuditedWork } from '../export/public.js';
import { weChatApi, type WeChatApi } from './adapter.js';
import { demoWeChat } from './demo-wechat.js';
import {
  bindFollower,
  followerPage,
  openWeChat,
  reloadProfiles,
  reloadSubscribe,
  type ReloadProgress,
} from './service.js';

/**
 * WeChat followers (issue 12 #3): the list, binding to a client, and the reloads from WeChat
 * through the one adapter, at WECHAT_API_BASE, or, when that is empty, at the demo's stand-in,
 * started in this process the first time it is needed.
 */
export async function wechatRoutes(app: FastifyInstance, deps: Deps) {
  const { db, secrets } = deps;
  const wechat = weChatOf(app, deps);

  registerRead(app, deps, GetWxuser, (from, req) => followerPage(from, req.session, req.query));

  registerChange(app, deps, WeChatBindingClient, 'bind follower to client', byId, (req) =>
    bindFollower(db, req.session, req.body.id, req.body.version, req.body.guestcode),
  );

  registerChange(app, deps, WeChatUnBundingClient, 'unbind follower from client', byId, (req) =>
    bindFollower(db, req.session, req.body.id, req.body.version, null),
  );

  registerStreamCall(
    app,
    deps,
    ReloadSubscribe,
    (req, reply) =>
      streamReload(db, req, reply, 'reload follower list', async () => {
        const access = await openWeChat(db, await wechat(), secrets, req.session.gscode);
        return (progress) => reloadSubscribe(db, access, req.session, progress);
      }),
    { audit: 'reload follower list' },
  );

  registerStreamCall(
    app,
    deps,
    ReloadWxuser,
    (req, reply) =>
      streamReload(db, req, reply, 'reload follower profiles', async () => {
        const access = await openWeChat(db, await wechat(), secrets, req.session.gscode);
        return (progress) => reloadProfiles(db, access, req.session, progress);
      }),
    { audit: 'reload follower profiles' },
  );
}

const shared = new WeakMap<Deps, () => Promise<WeChatApi>>();

/**
 * The server's one WeChat (the adapter at WECHAT_API_BASE, or the demo's stand-in, started the
 * first time it is needed and stopped when the server closes), shared by every module that
 * speaks to WeChat (the followers here, "test connection" of the WeChat settings).
 */
export function weChatOf(app: FastifyInstance, deps: Deps): () => Promise<WeChatApi> {
  let got = shared.get(deps);
  if (!got) {
    const { db, config, secrets } = deps;
    let api: Promise<WeChatApi> | undefined;
    let stopStandIn: (() => Promise<void>) | undefined;
    got = () =>
      (api ??= (async () => {
        if (config.WECHAT_API_BASE) return weChatApi(config.WECHAT_API_BASE, config.WECHAT_TIMEOUT_MS);
        const standIn = demoWeChat(db, secrets);
        const base = await standIn.start();
        stopStandIn = () => standIn.stop();
        return weChatApi(base, config.WECHAT_TIMEOUT_MS);
      })());
    app.addHook('onClose', async () => stopStandIn?.());
    shared.set(deps, got);
  }
  return got;
}

/**
 * A reload's answer in export frames (export/stream-work.ts): `prepare` checks what can be refused
 * at once (WeChat not set up for the branch: 409), which is then the ordinary JSON envelope; from
 * then on progress frames as WeChat is read, then the end frame with the result, or an error
 * frame with the message when WeChat fails (the reload changed nothing).
 */
async function streamReload(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  action: string,
  prepare: () => Promise<(progress: ReloadProgress) => Promise<ReloadResult>>,
): Promise<Readable> {
  const reload = await prepare();
  return streamAuditedWork(db, req, reply, action, async (progress) => {
    const result = await reload(progress);
    return { result, after: result };
  });
}
