import { sql, type SQL } from 'drizzle-orm';
import type { followerListQuery, FollowerRow, ReloadResult } from '@bo/contract';
import { WECHAT_PROFILES_PER_CALL } from '@bo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { allOf, containsAny, listPage, localDayRange, type ListOrder } from '../../db/sql-filters.js';
import { AppError, notFoundRecord } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { SecretKeyMismatch, type SecretBox } from '../../secret-box.js';
import { clientOf } from '../shop-accounts/public.js';
import { WeChatError, type WeChatApi, type WeChatProfile } from './adapter.js';
import { iso, text, textOrNull } from '../../db/row-values.js';

/**
 * WeChat followers (issue 12 #3): the branch's followers as last read from WeChat, their
 * binding to a client, and the two reloads. Every query is scoped to the session's branch. A
 * reload reads everything it needs from WeChat first and writes it in one transaction after, so
 * a WeChat failure halfway changes nothing.
 */

type Query = z.output<typeof followerListQuery>;
type Tx = Pick<Db, 'execute'>;
type Scope = Pick<Session, 'gscode' | 'branch'>;

/** Aliases: f wechat_followers, c clients. The shop account is the one signed in through this WeChat user. */
const columns = sql`
  f.id, f.openid, f.nickname, f.avatar_url, f.remark, f.subscribed, f.subscribed_at, f.refreshed_at, f.version,
  c.id as client_id, c.guestcode, c.guestname,
  (select m.user_name from members m where m.gscode = f.gscode and m.wx_openid = f.openid order by m.id limit 1) as account`;
const from = sql`wechat_followers f left join clients c on c.id = f.client_id and c.gscode = f.gscode`;

function rowOf(r: Record<string, unknown>): FollowerRow {
  return {
    id: Number(r.id),
    openid: String(r.openid),
    nickname: String(r.nickname),
    avatar: String(r.avatar_url),
    remark: String(r.remark),
    subscribed: r.subscribed === true,
    subscribedAt: r.subscribed_at ? iso(r.subscribed_at) : null,
    client:
      r.client_id === null || r.client_id === undefined
        ? null
        : { id: Number(r.client_id), guestcode: String(r.guestcode), guestname: String(r.guestname) },
    account: textOrNull(r.account),
    refreshedAt: r.refreshed_at ? iso(r.refreshed_at) : null,
    version: Number(r.version),
  };
}

function where(scope: Scope, q: Query): SQL {
  return allOf([
    sql`f.gscode = ${scope.gscode}`,
    containsAny(q.q, [sql`f.nickname`, sql`f.remark`, sql`f.openid`, sql`c.guestcode`, sql`c.guestname`]),
    q.subscribed === 'yes' ? sql`f.subscribed` : q.subscribed === 'no' ? sql`not f.subscribed` : undefined,
    q.bound === 'bound' ? sql`f.client_id is not null` : q.bound === 'unbound' ? sql`f.client_id is null` : undefined,
    localDayRange(sql`f.subscribed_at`, scope.branch.timezone, q.from, q.to),
  ]);
}

/** Newest follow first unless asked otherwise; the id breaks ties so pages never overlap. */
const ORDER: ListOrder<NonNullable<Query['sort']>> = {
  columns: {
    nickname: sql`f.nickname`,
    subscribed: sql`f.subscribed_at`,
    client: sql`c.guestcode`,
    refreshed: sql`f.refreshed_at`,
  },
  key: sql`f.id`,
  fallback: sql`f.subscribed_at desc nulls last, f.id desc`,
  nulls: { nickname: 'last', subscribed: 'last', client: 'last', refreshed: 'last' },
};

/** GetWxuser: one page of the branch's followers and the filtered total. */
export function followerPage(db: Db, scope: Scope, q: Query) {
  return listPage(db, q, { columns, from, where: where(scope, q), order: ORDER, toRow: rowOf });
}

// ---------------------------------------------------------------------------------------------
// Binding.

/** The follower row of the branch, locked, checked against the version the user saw. */
async function lockFollower(tx: Tx, gscode: string, id: number, version: number) {
  const { rows } = await tx.execute(sql`
    select f.id, f.nickname, f.openid, f.version, c.guestcode
      from wechat_followers f left join clients c on c.id = f.client_id and c.gscode = f.gscode
     where f.gscode = ${gscode} and f.id = ${id} for update of f`);
  const r = rows[0];
  if (!r) throw notFoundRecord();
  const name = String(r.nickname) || String(r.openid);
  if (Number(r.version) !== version) throw new AppError('followerStale', { name }, 409);
  return {
    id: Number(r.id),
    name,
    version: Number(r.version),
    guestcode: textOrNull(r.guestcode),
  };
}

/** weChatBindingClient (a customer number) and weChatUnBundingClient (null). */
export async function bindFollower(db: Db, session: Session, id: number, version: number, guestcode: string | null) {
  return db.transaction(async (tx) => {
    const before = await lockFollower(tx, session.gscode, id, version);
    const client = guestcode === null ? null : await clientOf(tx, session, guestcode);
    const audit = {
      before: { follower: before.name, client: before.guestcode },
      after: { follower: before.name, client: client?.guestcode ?? null },
    };
    if (before.guestcode === (client?.guestcode ?? null))
      return { result: { id, version: before.version, client }, ...audit };
    await tx.execute(
      sql`update wechat_followers set client_id = ${client?.id ?? null}, version = version + 1 where id = ${id}`,
    );
    return { result: { id, version: before.version + 1, client }, ...audit };
  });
}

// ---------------------------------------------------------------------------------------------
// WeChat: the access token and the reloads.

/** Seconds before its end a cached token is no longer used (a call under way must not outlive it). */
const TOKEN_MARGIN_SECONDS = 300;

/** What a reload reports as it reads WeChat (a progress frame of the answer). */
export type ReloadProgress = (p: { done: number; total: number }) => void;

/** The branch's WeChat, ready to be read: `run` calls WeChat with the access token. */
export interface WeChatAccess {
  api: WeChatApi;
  run<T>(work: (token: string) => Promise<T>): Promise<T>;
}

/**
 * The branch's WeChat set-up, checked before anything is asked of WeChat: a branch without an
 * AppID and secret is refused (409) here, so a streamed reload is refused before its frames start.
 * `run` runs `work` with the branch's access token, shared by every process through
 * wechat_config; when WeChat says the token is no longer good, gets a new one and runs `work`
 * once more (a reload's `work` carries on from where it was). Any WeChat failure becomes a
 * message for the user.
 */
export async function openWeChat(db: Db, api: WeChatApi, box: SecretBox, gscode: string): Promise<WeChatAccess> {
  const { rows } = await db.execute(sql`
    select app_id, app_secret, access_token, token_expires_at > now() + make_interval(secs => ${TOKEN_MARGIN_SECONDS}) as fresh
      from wechat_config where gscode = ${gscode}`);
  const cfg = rows[0];
  if (!cfg || !cfg.app_id || !cfg.app_secret) throw new AppError('wechatNotConfigured', {}, 409);
  // The AppSecret and the cached access token are stored encrypted (secret-box.ts); decrypted only here.
  let appSecret: string;
  let cachedToken: string;
  try {
    appSecret = box.open(text(cfg.app_secret));
    cachedToken = box.open(text(cfg.access_token ?? ''));
  } catch (e) {
    if (e instanceof SecretKeyMismatch) throw new AppError('wechatSecretUnreadable', {}, 409);
    throw e;
  }
  const newToken = async () => {
    const t = await api.token(String(cfg.app_id), appSecret);
    await db.execute(sql`
      update wechat_config set access_token = ${box.seal(t.accessToken)}, token_expires_at = now() + make_interval(secs => ${t.expiresIn}), updated_at = now()
       where gscode = ${gscode}`);
    return t.accessToken;
  };
  return {
    api,
    async run<T>(work: (token: string) => Promise<T>): Promise<T> {
      try {
        const token = cfg.fresh === true && cachedToken ? cachedToken : await newToken();
        try {
          return await work(token);
        } catch (e) {
          if (!(e instanceof WeChatError && e.failure === 'token')) throw e;
          return await work(await newToken());
        }
      } catch (e) {
        if (!(e instanceof WeChatError)) throw e;
        if (e.failure === 'timeout') throw new AppError('wechatTimeout', {}, 502);
        if (e.failure === 'unreachable') throw new AppError('wechatUnreachable', {}, 502);
        throw new AppError('wechatRefused', { errcode: e.errcode }, 502);
      }
    },
  };
}

/**
 * ReloadSubscribe: the follower list from WeChat, reporting the followers listed so far of the
 * total WeChat reports after each page; then new followers added, those not on it any more
 * marked as left.
 */
export async function reloadSubscribe(
  db: Db,
  wechat: WeChatAccess,
  session: Session,
  onProgress: ReloadProgress = () => {},
): Promise<ReloadResult> {
  // Outside `work`: after a token renewed halfway, the reading carries on from the page it was at.
  const openids: string[] = [];
  let next = '';
  await wechat.run(async (token) => {
    for (;;) {
      const page = await wechat.api.followers(token, next);
      openids.push(...page.openids);
      onProgress({ done: openids.length, total: Math.max(page.total, openids.length) });
      if (page.openids.length === 0 || !page.next || openids.length >= page.total) return;
      next = page.next;
    }
  });
  return db.transaction(async (tx) => {
    const added = await tx.execute(sql`
      insert into wechat_followers (gscode, openid, subscribed, subscribed_at)
      select ${session.gscode}, o, true, now() from unnest(${sql.param(openids)}::text[]) as o
      on conflict (gscode, openid) do nothing`);
    const back = await tx.execute(sql`
      update wechat_followers set subscribed = true
       where gscode = ${session.gscode} and not subscribed and openid = any(${sql.param(openids)}::text[])`);
    const left = await tx.execute(sql`
      update wechat_followers set subscribed = false
       where gscode = ${session.gscode} and subscribed and not (openid = any(${sql.param(openids)}::text[]))`);
    // A follower who came back counts as added.
    return {
      followers: openids.length,
      added: (added.rowCount ?? 0) + (back.rowCount ?? 0),
      left: left.rowCount ?? 0,
      refreshed: 0,
    };
  });
}

/**
 * ReloadWxuser: every following follower's profile, read a hundred at a time, reporting the
 * profiles read so far of the followers to read after each batch; then written together.
 */
export async function reloadProfiles(
  db: Db,
  wechat: WeChatAccess,
  session: Session,
  onProgress: ReloadProgress = () => {},
): Promise<ReloadResult> {
  const { rows } = await db.execute<{ openid: string }>(
    sql`select openid from wechat_followers where gscode = ${session.gscode} and subscribed order by id`,
  );
  const openids = rows.map((r) => r.openid);
  // Outside `work`: after a token renewed halfway, the reading carries on from the batch it was at.
  const profiles: WeChatProfile[] = [];
  let at = 0;
  onProgress({ done: 0, total: openids.length });
  await wechat.run(async (token) => {
    for (; at < openids.length; at += WECHAT_PROFILES_PER_CALL) {
      profiles.push(...(await wechat.api.profiles(token, openids.slice(at, at + WECHAT_PROFILES_PER_CALL))));
      onProgress({ done: Math.min(at + WECHAT_PROFILES_PER_CALL, openids.length), total: openids.length });
    }
  });
  const following = profiles.filter((p) => p.subscribe === 1);
  return db.transaction(async (tx) => {
    const text = (pick: (p: WeChatProfile) => string | undefined) =>
      sql.param(following.map((p) => String(pick(p) ?? '').slice(0, 500)));
    const updated = await tx.execute(sql`
      update wechat_followers f set nickname = v.nickname, avatar_url = v.avatar, remark = v.remark, unionid = v.unionid,
             subscribed_at = coalesce(to_timestamp(v.at), f.subscribed_at), refreshed_at = now()
        from unnest(${text((p) => p.openid)}::text[], ${text((p) => p.nickname)}::text[], ${text((p) => p.headimgurl)}::text[],
                    ${text((p) => p.remark)}::text[], ${text((p) => p.unionid)}::text[],
                    ${sql.param(following.map((p) => (typeof p.subscribe_time === 'number' ? p.subscribe_time : null)))}::float8[])
             as v(openid, nickname, avatar, remark, unionid, at)
       where f.gscode = ${session.gscode} and f.openid = v.openid`);
    const left = await tx.execute(sql`
      update wechat_followers set subscribed = false, refreshed_at = now()
       where gscode = ${session.gscode} and openid = any(${sql.param(profiles.filter((p) => p.subscribe !== 1).map((p) => p.openid))}::text[])`);
    return { followers: profiles.length, added: 0, left: left.rowCount ?? 0, refreshed: updated.rowCount ?? 0 };
  });
}
