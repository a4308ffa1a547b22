import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pick, prng } from './random.js';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '艳', '勇', '军', '杰', '婷', '涛', '超', '霞'];
const NICK_WORDS = ['小', '阿', '老'];
const MOBILE_PREFIXES = ['135', '136', '138', '139', '150', '151', '158', '177', '180', '186', '188', '199'];
const RATES = ['3.00', '5.00', '5.00', '6.50', '8.00', '10.00'];
const DAY = 86_400_000;

/** One array parameter (drizzle would spread a bare array into a list of parameters). */
const arr = (values: unknown[]) => sql.param(values);

/**
 * Demo data of the shop accounts and promoters (issue 12 part B), after the branch's members,
 * clients and orders: every shop account gets a nickname and a mobile, most a last sign-in
 * between their registration and now, about 3 % are disabled. About one account in 60 of the
 * first year becomes a promoter (some weeks after registering), and about a fifth of the clients
 * that signed up after some promoter started were brought by one of those (clients.promoter_id),
 * so the promoters tab has real figures from real orders. Deterministic for a seed.
 */
export async function seedShopAccounts(db: Db, gscode: string, seed: number, now: Date): Promise<void> {
  const rnd = prng(seed);
  const { rows: members } = await db.execute<{ id: number; created_at: string }>(sql`
    select id, created_at from members where gscode = ${gscode} order by id`);
  if (members.length === 0) return;

  const ids: number[] = [];
  const nicknames: string[] = [];
  const mobiles: string[] = [];
  const lastLogins: (string | null)[] = [];
  const statuses: number[] = [];
  for (const m of members) {
    const created = new Date(m.created_at).getTime();
    const name = pick(rnd, SURNAMES) + pick(rnd, GIVEN) + (rnd() < 0.4 ? pick(rnd, GIVEN) : '');
    ids.push(Number(m.id));
    nicknames.push(rnd() < 0.2 ? pick(rnd, NICK_WORDS) + name.slice(1) : name);
    mobiles.push(pick(rnd, MOBILE_PREFIXES) + String(Math.floor(rnd() * 100_000_000)).padStart(8, '0'));
    // Recent sign-ins are more likely than old ones; some accounts never signed in after registering.
    const signedIn = rnd() < 0.85;
    const back = rnd() ** 2 * (now.getTime() - created);
    lastLogins.push(signedIn ? new Date(now.getTime() - back).toISOString() : null);
    statuses.push(rnd() < 0.03 ? 0 : 1);
  }
  await db.execute(sql`
    update members m set nickname = v.nickname, mobile = v.mobile, last_login_at = v.last_login, status = v.status
      from unnest(${arr(ids)}::int[], ${arr(nicknames)}::text[], ${arr(mobiles)}::text[], ${arr(lastLogins)}::timestamptz[], ${arr(statuses)}::smallint[])
           as v(id, nickname, mobile, last_login, status)
     where m.id = v.id and m.gscode = ${gscode}`);

  // Promoters: enabled accounts of the first year of history, starting a few weeks after registering.
  const oldest = Math.min(...members.map((m) => new Date(m.created_at).getTime()));
  const candidates = members.filter(
    (m, i) => statuses[i] === 1 && new Date(m.created_at).getTime() < oldest + 365 * DAY,
  );
  const count = Math.max(3, Math.round(members.length / 60));
  const chosen = new Map<number, { start: number; rate: string; status: number }>();
  for (let tries = 0; chosen.size < Math.min(count, candidates.length) && tries < count * 20; tries++) {
    const m = pick(rnd, candidates);
    if (chosen.has(Number(m.id))) continue;
    const start = Math.min(new Date(m.created_at).getTime() + Math.floor(rnd() * 60) * DAY, now.getTime() - 30 * DAY);
    chosen.set(Number(m.id), { start, rate: pick(rnd, RATES), status: rnd() < 0.1 ? 0 : 1 });
  }
  const promoterIds = [...chosen.keys()].sort((a, b) => a - b);
  if (promoterIds.length === 0) return;
  await db.execute(sql`
    insert into promoters (member_id, gscode, status, commission_rate, created_at, updated_at)
    select v.id, ${gscode}, v.status, v.rate, v.start, v.start
      from unnest(${arr(promoterIds)}::int[], ${arr(promoterIds.map((id) => chosen.get(id)!.status))}::smallint[],
                  ${arr(promoterIds.map((id) => chosen.get(id)!.rate))}::numeric[],
                  ${arr(promoterIds.map((id) => new Date(chosen.get(id)!.start).toISOString()))}::timestamptz[])
           as v(id, status, rate, start)
    on conflict (member_id) do nothing`);

  // Referrals: a client that signed up after a promoter started may have been brought by one of them.
  const { rows: clientRows } = await db.execute<{ id: number; created_at: string }>(sql`
    select id, created_at from clients where gscode = ${gscode} and promoter_id is null order by id`);
  const referred: number[] = [];
  const by: number[] = [];
  for (const c of clientRows) {
    const signedUp = new Date(c.created_at).getTime();
    const open = promoterIds.filter((id) => chosen.get(id)!.start < signedUp);
    if (open.length === 0 || rnd() >= 0.2) continue;
    referred.push(Number(c.id));
    by.push(pick(rnd, open));
  }
  if (referred.length === 0) return;
  await db.execute(sql`
    update clients c set promoter_id = v.promoter
      from unnest(${arr(referred)}::int[], ${arr(by)}::int[]) as v(id, promoter)
     where c.id = v.id and c.gscode = ${gscode}`);
}
