import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WeChatProfile } from './adapter.js';

/**
 * A small local stand-in for WeChat's official account API (issue 12 #3), speaking the same
 * protocol as the calls the adapter makes: GET /cgi-bin/token, POST /cgi-bin/stable_token,
 * GET /cgi-bin/user/get, POST /cgi-bin/user/info/batchget, with WeChat's error codes. WeChat cannot be reached from
 * here, so the demo (WECHAT_API_BASE empty) and the tests run this instead; the tests make it
 * fail the ways WeChat does (an error code, no answer, an expired token).
 */

export interface StandInAccount {
  secret: string;
  /** Every user who ever followed; those with subscribe 0 are not in the follower list. */
  users: WeChatProfile[];
}

/** How the next calls fail: WeChat's error code, no answer at all (a time-out), or tokens expired. */
export type StandInFailure = { errcode: number; errmsg?: string } | 'silence' | 'expireTokens';

const USERS_PER_PAGE = 10_000;
const PROFILES_PER_CALL = 100;

export class WeChatStandIn {
  private readonly server: http.Server;
  private readonly tokens = new Map<string, string>(); // token → appId
  private failure: Exclude<StandInFailure, 'expireTokens'> | null = null;
  /** Calls still answered normally before `failure` starts (a failure halfway through a reload). */
  private answeredBeforeFailure = 0;
  private readonly usersPerPage: number;
  /** Calls answered, by path: the tests count them. */
  readonly calls: Record<string, number> = {};

  /** `usersPerPage`: followers in one page of the list (WeChat's 10,000; the tests make pages smaller to see them). */
  constructor(
    private readonly accountOf: (appId: string) => Promise<StandInAccount | null>,
    opts: { usersPerPage?: number } = {},
  ) {
    this.usersPerPage = opts.usersPerPage ?? USERS_PER_PAGE;
    this.server = http.createServer((req, res) => void this.answer(req, res));
  }

  /** Listens on 127.0.0.1 (a free port); resolves with the base address to give the adapter. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /**
   * Makes the following calls fail (until cleared with null); 'expireTokens' acts once, at once.
   * `after`: that many follower-list or profile calls are still answered first (a failure halfway).
   */
  fail(failure: StandInFailure | null, opts: { after?: number } = {}): void {
    if (failure === 'expireTokens') this.tokens.clear();
    else {
      this.failure = failure;
      this.answeredBeforeFailure = opts.after ?? 0;
    }
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    this.calls[url.pathname] = (this.calls[url.pathname] ?? 0) + 1;
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    // Still answering before a failure halfway: a token call does not count.
    const failure = this.answeredBeforeFailure > 0 ? null : this.failure;
    if (this.answeredBeforeFailure > 0 && !url.pathname.endsWith('token')) this.answeredBeforeFailure--;
    if (failure === 'silence') return; // never answers: the adapter's time-out
    if (failure) return send({ errcode: failure.errcode, errmsg: failure.errmsg ?? 'stand-in failure' });
    try {
      if (url.pathname === '/cgi-bin/token' || (url.pathname === '/cgi-bin/stable_token' && req.method === 'POST')) {
        const asked =
          url.pathname === '/cgi-bin/token'
            ? { appid: url.searchParams.get('appid'), secret: url.searchParams.get('secret') }
            : (JSON.parse(await readBody(req)) as { appid?: string; secret?: string });
        const appId = String(asked.appid ?? '');
        if (!appId) return send({ errcode: 41002, errmsg: 'appid missing' });
        if (!asked.secret) return send({ errcode: 41004, errmsg: 'appsecret missing' });
        const account = await this.accountOf(appId);
        if (!account) return send({ errcode: 40013, errmsg: 'invalid appid' });
        if (account.secret !== asked.secret) return send({ errcode: 40125, errmsg: 'invalid appsecret' });
        const token = randomBytes(16).toString('hex');
        this.tokens.set(token, appId);
        return send({ access_token: token, expires_in: 7200 });
      }
      const appId = this.tokens.get(url.searchParams.get('access_token') ?? '');
      if (!appId) return send({ errcode: 42001, errmsg: 'access_token expired' });
      const account = await this.accountOf(appId);
      if (!account) return send({ errcode: 40013, errmsg: 'invalid appid' });
      if (url.pathname === '/cgi-bin/user/get') {
        const following = account.users.filter((u) => u.subscribe === 1).map((u) => u.openid);
        const next = url.searchParams.get('next_openid') ?? '';
        const from = next ? following.indexOf(next) + 1 : 0;
        const page = from > 0 || !next ? following.slice(from, from + this.usersPerPage) : [];
        return send({
          total: following.length,
          count: page.length,
          data: { openid: page },
          next_openid: page.at(-1) ?? '',
        });
      }
      if (url.pathname === '/cgi-bin/user/info/batchget' && req.method === 'POST') {
        const body = JSON.parse(await readBody(req)) as { user_list?: { openid: string }[] };
        const list = body.user_list ?? [];
        if (list.length === 0 || list.length > PROFILES_PER_CALL)
          return send({ errcode: 40032, errmsg: 'invalid openid list size' });
        const byId = new Map(account.users.map((u) => [u.openid, u]));
        return send({
          user_info_list: list.map(({ openid }) => {
            const u = byId.get(openid);
            return u && u.subscribe === 1 ? u : { subscribe: 0, openid };
          }),
        });
      }
      return send({ errcode: 40066, errmsg: 'invalid url' });
    } catch {
      send({ errcode: -1, errmsg: 'system error' });
    }
  }
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}
