import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pick, prng } from './random.js';

const DAY = 86_400_000;
const REASONS = [
  '旺季订单增加，需提高额度',
  '新签年度合同',
  '月结客户续期',
  '临时大单，需临时额度',
  '付款记录良好，申请月结',
  '新开分店，订单量上升',
];
const APPROVE_COMMENTS = ['同意', '付款及时，同意', '按合同执行', ''];
const REJECT_COMMENTS = ['欠款未清，暂不调整', '额度过高，请重新申请', '合同未签署'];
const LIMITS = ['5000', '10000', '20000', '30000', '50000', '80000', '100000'];
const DAYS = [15, 30, 30, 45, 60];

/** One array parameter (drizzle would spread a bare array into a list of parameters). */
const arr = (values: unknown[]) => sql.param(values);

/**
 * Demo credit applications (issue 12 #4), after the branch's clients and orders: about three
 * dozen enabled clients get a decided application or two in the past year (approved ones hold
 * the client's present terms, so the history agrees with the profile) and about a third of them
 * one pending now, filed by the branch's operator or administrator. Deterministic for a seed.
 */
export async function seedCredit(db: Db, gscode: string, seed: number, now: Date): Promise<void> {
  const rnd = prng(seed);
  const { rows: clients } = await db.execute<{ id: number; isyuejie: number; maxprice: string; maxdays: number }>(sql`
    select id, isyuejie, maxprice::text as maxprice, maxdays from clients where gscode = ${gscode} and status = 1 order by id limit 400`);
  const { rows: staff } = await db.execute<{ id: number; role_code: string }>(sql`
    select id, role_code from users where gscode = ${gscode} and role_code in ('admin', 'operator') and status = 1 order by id`);
  if (clients.length === 0 || staff.length === 0) return;
  const admins = staff.filter((s) => s.role_code === 'admin');
  const reviewer = Number((admins[0] ?? staff[0]).id);

  const rows: {
    client: number;
    isyuejie: number;
    maxprice: string;
    maxdays: number;
    tmpprice: string;
    tmpdays: number;
    reason: string;
    by: number;
    at: string;
    state: number;
    auditedBy: number | null;
    auditedAt: string | null;
    comment: string;
  }[] = [];
  const chosen = new Set<number>();
  const want = Math.min(36, clients.length);
  for (let tries = 0; chosen.size < want && tries < want * 20; tries++) chosen.add(Math.floor(rnd() * clients.length));
  for (const i of [...chosen].sort((a, b) => a - b)) {
    const c = clients[i];
    const decided = 1 + (rnd() < 0.4 ? 1 : 0);
    for (let k = 0; k < decided; k++) {
      const at = now.getTime() - Math.floor((30 + rnd() * 330) * DAY);
      const approve = k === decided - 1 ? rnd() < 0.75 : rnd() < 0.5;
      const tmp = !approve && rnd() < 0.3;
      rows.push({
        client: Number(c.id),
        isyuejie: approve ? Number(c.isyuejie) : 1,
        maxprice: approve ? c.maxprice : pick(rnd, LIMITS),
        maxdays: approve ? Number(c.maxdays) : pick(rnd, DAYS),
        tmpprice: tmp ? pick(rnd, LIMITS) : '0',
        tmpdays: tmp ? 10 + Math.floor(rnd() * 20) : 0,
        reason: pick(rnd, REASONS),
        by: Number(pick(rnd, staff).id),
        at: new Date(at).toISOString(),
        state: approve ? 1 : 2,
        auditedBy: reviewer,
        auditedAt: new Date(at + Math.floor((0.1 + rnd() * 3) * DAY)).toISOString(),
        comment: approve ? pick(rnd, APPROVE_COMMENTS) : pick(rnd, REJECT_COMMENTS),
      });
    }
    if (rnd() < 0.35) {
      const tmp = rnd() < 0.4;
      rows.push({
        client: Number(c.id),
        isyuejie: 1,
        maxprice: pick(rnd, LIMITS),
        maxdays: pick(rnd, DAYS),
        tmpprice: tmp ? pick(rnd, LIMITS) : '0',
        tmpdays: tmp ? 7 + Math.floor(rnd() * 24) : 0,
        reason: pick(rnd, REASONS),
        by: Number(pick(rnd, staff).id),
        at: new Date(now.getTime() - Math.floor(rnd() * 20 * DAY)).toISOString(),
        state: 0,
        auditedBy: null,
        auditedAt: null,
        comment: '',
      });
    }
  }
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into credit_applications (gscode, client_id, isyuejie, maxprice, maxdays, tmpprice, tmpdays, reason, applied_by, applied_at, state, audited_by, audited_at, audit_comment)
    select ${gscode}, v.client, v.isyuejie, v.maxprice, v.maxdays, v.tmpprice, v.tmpdays, v.reason, v.by, v.at, v.state, v.audited_by, v.audited_at, v.comment
      from unnest(${arr(rows.map((r) => r.client))}::int[], ${arr(rows.map((r) => r.isyuejie))}::smallint[], ${arr(rows.map((r) => r.maxprice))}::numeric[],
                  ${arr(rows.map((r) => r.maxdays))}::int[], ${arr(rows.map((r) => r.tmpprice))}::numeric[], ${arr(rows.map((r) => r.tmpdays))}::int[],
                  ${arr(rows.map((r) => r.reason))}::text[], ${arr(rows.map((r) => r.by))}::int[], ${arr(rows.map((r) => r.at))}::timestamptz[],
                  ${arr(rows.map((r) => r.state))}::smallint[], ${arr(rows.map((r) => r.auditedBy))}::int[], ${arr(rows.map((r) => r.auditedAt))}::timestamptz[],
                  ${arr(rows.map((r) => r.comment))}::text[])
           as v(client, isyuejie, maxprice, maxdays, tmpprice, tmpdays, reason, by, at, state, audited_by, audited_at, comment)
     order by v.at`);
}
