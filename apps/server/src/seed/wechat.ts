import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { prng } from './random.js';

/**
 * Demo data of the WeChat followers (issue 12 #3), after the shop accounts: the branch's
 * official account (an AppID the demo's stand-in answers, modules/wechat/demo-wechat.ts), and a
 * follower for each shop account that signed in through WeChat, with the profile a reload would
 * read (nickname, follow time), about one in ten bound to the client its account orders for.
 * Deterministic for a seed.
 */
export async function seedWechat(db: Db, gscode: string, seed: number, now: Date): Promise<void> {
  const rnd = prng(seed);
  // In WeChat's forms ("wx" + 16 hex, 32 hex), so the WeChat settings page can save them as they are.
  const appId = `wx${createHash('sha256').update(`demo-appid-${gscode}`).digest('hex').slice(0, 16)}`;
  const appSecret = createHash('sha256').update(`demo-secret-${gscode}`).digest('hex').slice(0, 32);
  await db.execute(sql`
    insert into wechat_config (gscode, app_id, app_secret) values (${gscode}, ${appId}, ${appSecret})
    on conflict (gscode) do nothing`);
  const { rows } = await db.execute<{
    wx_openid: string;
    nickname: string;
    client_id: number | null;
    created_at: string;
  }>(sql`
    select distinct on (wx_openid) wx_openid, coalesce(nullif(nickname, ''), user_name) as nickname, client_id, created_at
      from members where gscode = ${gscode} and wx_openid is not null order by wx_openid, id`);
  if (rows.length === 0) return;
  const bound = rows.map((r) => (r.client_id !== null && rnd() < 0.1 ? Number(r.client_id) : null));
  await db.execute(sql`
    insert into wechat_followers (gscode, openid, nickname, subscribed, subscribed_at, client_id, refreshed_at)
    select ${gscode}, v.openid, v.nickname, true, v.at, v.client, ${now.toISOString()}::timestamptz
      from unnest(${sql.param(rows.map((r) => r.wx_openid))}::text[], ${sql.param(rows.map((r) => r.nickname))}::text[],
                  ${sql.param(rows.map((r) => new Date(r.created_at).toISOString()))}::timestamptz[], ${sql.param(bound)}::int[])
           as v(openid, nickname, at, client)
    on conflict (gscode, openid) do nothing`);
}
