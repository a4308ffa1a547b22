/**
 * The one WeChat adapter (issue 12 #3): the official account API's calls the console needs
 * (access token, follower list, user info; the stable token for "test connection", issue 13 #8), spoken over HTTP to WECHAT_API_BASE, which is WeChat
 * (https://api.weixin.qq.com) in production and a stand-in (stand-in.ts) in the demo and tests.
 * Every failure is a WeChatError saying what went wrong: nothing here writes anything.
 */

/** What WeChat says about one follower (user/info; a user who left has subscribe 0 and nothing else). */
export interface WeChatProfile {
  openid: string;
  subscribe: 0 | 1;
  nickname?: string;
  headimgurl?: string;
  remark?: string;
  unionid?: string;
  /** Seconds since 1970. */
  subscribe_time?: number;
}

export type WeChatFailure = 'timeout' | 'unreachable' | 'api' | 'token';

export class WeChatError extends Error {
  constructor(
    readonly failure: WeChatFailure,
    /** WeChat's errcode for 'api' and 'token'. */
    readonly errcode = 0,
    /** WeChat's errmsg, or what else went wrong. */
    readonly detail = '',
  ) {
    super(`WeChat ${failure}${errcode ? ` ${errcode}` : ''}${detail ? `: ${detail}` : ''}`);
  }
}

/** Error codes meaning the access token is no longer good (invalid, expired): get a new one and retry once. */
export const TOKEN_ERRCODES = new Set([40001, 40014, 42001]);

export interface WeChatApi {
  token(appId: string, secret: string): Promise<{ accessToken: string; expiresIn: number }>;
  /**
   * The stable access token (POST /cgi-bin/stable_token, force_refresh false): proves an AppID and
   * AppSecret without retiring the token another process holds, as a new /cgi-bin/token would
   * (WeChat ends the previous one five minutes after issuing a new one). "Test connection" uses it.
   */
  stableToken(appId: string, secret: string): Promise<{ accessToken: string; expiresIn: number }>;
  /** One page of the follower list (at most 10,000 openids), from after `next` ('' = the start). */
  followers(accessToken: string, next: string): Promise<{ total: number; openids: string[]; next: string }>;
  /** Profiles of up to 100 openids. */
  profiles(accessToken: string, openids: string[]): Promise<WeChatProfile[]>;
}

export function weChatApi(base: string, timeoutMs: number): WeChatApi {
  const root = base.replace(/\/+$/, '');
  async function call<T>(path: string, init?: { body: unknown }): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${root}${path}`, {
        method: init ? 'POST' : 'GET',
        headers: init ? { 'content-type': 'application/json' } : undefined,
        body: init ? JSON.stringify(init.body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      const name = (e as Error).name;
      throw new WeChatError(
        name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable',
        0,
        (e as Error).message,
      );
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch (e) {
      throw new WeChatError(
        (e as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable',
        0,
        `HTTP ${res.status}, not JSON`,
      );
    }
    const err = body as { errcode?: number; errmsg?: string };
    if (typeof err.errcode === 'number' && err.errcode !== 0) {
      throw new WeChatError(TOKEN_ERRCODES.has(err.errcode) ? 'token' : 'api', err.errcode, err.errmsg ?? '');
    }
    if (!res.ok) throw new WeChatError('unreachable', 0, `HTTP ${res.status}`);
    return body as T;
  }
  const q = encodeURIComponent;
  return {
    async token(appId, secret) {
      const r = await call<{ access_token?: string; expires_in?: number }>(
        `/cgi-bin/token?grant_type=client_credential&appid=${q(appId)}&secret=${q(secret)}`,
      );
      if (!r.access_token) throw new WeChatError('api', 0, 'no access_token');
      return { accessToken: r.access_token, expiresIn: Number(r.expires_in ?? 7200) };
    },
    async stableToken(appId, secret) {
      const r = await call<{ access_token?: string; expires_in?: number }>('/cgi-bin/stable_token', {
        body: { grant_type: 'client_credential', appid: appId, secret, force_refresh: false },
      });
      if (!r.access_token) throw new WeChatError('api', 0, 'no access_token');
      return { accessToken: r.access_token, expiresIn: Number(r.expires_in ?? 7200) };
    },
    async followers(accessToken, next) {
      const r = await call<{ total?: number; count?: number; data?: { openid?: string[] }; next_openid?: string }>(
        `/cgi-bin/user/get?access_token=${q(accessToken)}&next_openid=${q(next)}`,
      );
      return { total: Number(r.total ?? 0), openids: r.data?.openid ?? [], next: r.next_openid ?? '' };
    },
    async profiles(accessToken, openids) {
      const r = await call<{ user_info_list?: WeChatProfile[] }>(
        `/cgi-bin/user/info/batchget?access_token=${q(accessToken)}`,
        {
          body: { user_list: openids.map((openid) => ({ openid, lang: 'zh_CN' })) },
        },
      );
      return r.user_info_list ?? [];
    },
  };
}
