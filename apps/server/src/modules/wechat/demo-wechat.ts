import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../secret-box.js';
import type { WeChatProfile } from './adapter.js';
import { WeChatStandIn, type StandInAccount } from './stand-in.js';
import { text } from '../../db/row-values.js';

/**
 * The demo's WeChat (WECHAT_API_BASE empty): the stand-in, knowing as its followers the shop
 * accounts that signed in through WeChat in the branch whose official account it is asked about
 * (wechat_config.app_id), with their nicknames; about one in twenty has stopped following. It also
 * knows each branch's mini-program as saved on the WeChat settings page, so "test connection"
 * answers for it (with the saved AppSecret; any other is WeChat's "invalid appsecret").
 */
export function demoWeChat(db: Db, box: SecretBox): WeChatStandIn {
  // The secrets are stored encrypted: the stand-in, like WeChat, knows them in plain (one it cannot read matches nothing).
  const plain = (v: unknown) => {
    try {
      return box.open(text(v ?? ''));
    } catch {
      return '\u0000unreadable';
    }
  };
  return new WeChatStandIn(async (appId): Promise<StandInAccount | null> => {
    const { rows: cfg } = await db.execute(
      sql`select gscode, app_secret from wechat_config where app_id = ${appId} and app_id <> '' limit 1`,
    );
    if (!cfg[0]) {
      // A mini-program set up on the WeChat settings page (branch_documents 'wechat'): known, with no followers.
      const { rows: mini } = await db.execute(sql`
        select value->'miniProgram'->>'appSecret' as secret from branch_documents
         where kind = 'wechat' and value->'miniProgram'->>'appId' = ${appId} and ${appId} <> '' limit 1`);
      return mini[0] ? { secret: plain(mini[0].secret), users: [] } : null;
    }
    const { rows } = await db.execute(sql`
      select distinct on (wx_openid) wx_openid, coalesce(nullif(nickname, ''), user_name) as nickname, created_at
        from members where gscode = ${cfg[0].gscode} and wx_openid is not null order by wx_openid, id`);
    const users: WeChatProfile[] = rows.map((r) => {
      const openid = String(r.wx_openid);
      const left = hash(openid) % 20 === 0;
      return left
        ? { openid, subscribe: 0 }
        : {
            openid,
            subscribe: 1,
            nickname: String(r.nickname),
            headimgurl: '',
            remark: '',
            subscribe_time: Math.floor(new Date(String(r.created_at)).getTime() / 1000),
          };
    });
    return { secret: plain(cfg[0].app_secret), users };
  });
}

function hash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) >>> 0;
  return h;
}
