import { sql } from 'drizzle-orm';
import {
  PLAN_BRANCH_LINE,
  PLAN_ORDERS_MAX,
  YUAN_PATTERN,
  type PlanFigures,
  type PlanLine,
  type PlanLineBody,
  type YearPlanData,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Session } from '../../plugins/session.js';
import { fromCents, toCents } from '../../money.js';

/**
 * The year plan (issue 15 #4): targets in year_plans, one row per (branch, year, line, month);
 * actuals summed from the order rollup order_sums (its month rows, local months of the branch,
 * every client and amount: client_id 0, amount_band -1), cancelled orders (status 9) left out
 * as the dashboard and credit do. Money is summed in integer cents (bigint), never in floats.
 *
 * Every write of a year takes one transaction-scoped advisory lock on (branch, year), so a save,
 * a copy and an import of the same year never interleave and a line's version check holds.
 */

type Tx = Pick<Db, 'execute'>;
export type AuditView = Record<string, unknown>;

/** "Now" of the plan (which month is the current one); tests replace it to pin the calendar. */
export const planClock = { now: (): Date => new Date() };

/** part ÷ whole × 100 with two decimals, rounded half up; null when whole is 0. */
export function rateOf(part: bigint, whole: bigint): string | null {
  if (whole <= 0n) return null;
  const hundredths = (part * 20000n + whole) / (2n * whole);
  return fromCents(hundredths);
}

interface Sums {
  amount: bigint;
  orders: number;
  actualAmount: bigint;
  actualOrders: number;
}
const ZERO: Sums = { amount: 0n, orders: 0, actualAmount: 0n, actualOrders: 0 };
const add = (a: Sums, b: Sums): Sums => ({
  amount: a.amount + b.amount,
  orders: a.orders + b.orders,
  actualAmount: a.actualAmount + b.actualAmount,
  actualOrders: a.actualOrders + b.actualOrders,
});
const figuresOf = (s: Sums): PlanFigures => ({
  amount: fromCents(s.amount),
  orders: s.orders,
  actualAmount: fromCents(s.actualAmount),
  actualOrders: s.actualOrders,
  amountRate: rateOf(s.actualAmount, s.amount),
  ordersRate: rateOf(BigInt(s.actualOrders), BigInt(s.orders)),
});

// ---------------------------------------------------------------------------------------------
// Reading.

/** How many months of `year` count as "to date" in the branch's time zone at `now`. */
export async function ytdMonthsOf(db: Tx, session: Session, year: number, now: Date): Promise<number> {
  const { rows } = await db.execute(sql`
    select extract(year from ${now.toISOString()}::timestamptz at time zone ${session.branch.timezone})::int as y,
           extract(month from ${now.toISOString()}::timestamptz at time zone ${session.branch.timezone})::int as m`);
  const y = Number(rows[0].y);
  return year < y ? 12 : year > y ? 0 : Number(rows[0].m);
}

/** Whether the branch set any target (not every one 0) for `year`. */
async function hasTargets(db: Tx, gscode: string, year: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select exists (select 1 from year_plans where gscode = ${gscode} and year = ${year} and (amount > 0 or orders > 0)) as has`);
  return Boolean(rows[0].has);
}

/**
 * Actual orders and amount per (line, month) of `year`: the branch line (0) counts every order,
 * a salesperson's line the orders naming that salesperson. From the rollup's month rows.
 */
async function actuals(db: Tx, gscode: string, year: number): Promise<Map<string, { n: number; a: bigint }>> {
  const { rows } = await db.execute(sql`
    select coalesce(s.salesperson_id, 0) as sp, grouping(s.salesperson_id) as whole, extract(month from s.period)::int as m,
           sum(s.n)::bigint as n, sum(s.amount)::text as a
      from order_sums s
     where s.gscode = ${gscode} and s.client_id = 0 and s.amount_band = -1 and s.grain = 'm' and s.status <> 9
       and s.period >= make_date(${year}::int, 1, 1) and s.period < make_date(${year}::int + 1, 1, 1)
     group by grouping sets ((s.period), (s.period, s.salesperson_id))`);
  const out = new Map<string, { n: number; a: bigint }>();
  for (const r of rows) {
    // The branch line is the grouping over every salesperson; a salesperson's own "none" (0) is not a line.
    const line = Number(r.whole) === 1 ? PLAN_BRANCH_LINE : Number(r.sp);
    if (Number(r.whole) !== 1 && line === 0) continue;
    out.set(`${line}:${Number(r.m)}`, { n: Number(r.n), a: toCents(String(r.a)) });
  }
  return out;
}

/**
 * Who may be planned: the branch's enabled staff accounts, and a disabled one still named on
 * orders (its actual stays readable). Read from the order rollup's all-time rows, never the orders.
 */
export async function plannable(db: Tx, gscode: string): Promise<{ id: number; name: string }[]> {
  const { rows } = await db.execute(sql`
    select u.id, u.nick_name as name from users u
     where u.gscode = ${gscode}
       and (u.status = 1 or exists (select 1 from order_sums s where s.gscode = ${gscode} and s.client_id = 0 and s.amount_band = -1
                                      and s.grain = 'a' and s.salesperson_id = u.id))
     order by u.nick_name, u.id`);
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
}

export async function readYear(db: Db, session: Session, year: number): Promise<YearPlanData> {
  const gscode = session.gscode;
  const ytdMonths = await ytdMonthsOf(db, session, year, planClock.now());
  const { rows: targetRows } = await db.execute(sql`
    select p.salesperson_id as sp, p.month, p.amount::text as amount, p.orders, p.version, p.updated_by, p.updated_at
      from year_plans p where p.gscode = ${gscode} and p.year = ${year}`);
  // Every salesperson who may be planned has a line (unset: version 0, targets 0, the actual
  // still shown), and so has anyone with targets this year (a staff account disabled since).
  const { rows: nameRows } = await db.execute(sql`
    select u.id, u.nick_name from users u
     where u.gscode = ${gscode} and u.id in (select distinct salesperson_id from year_plans where gscode = ${gscode} and year = ${year})`);
  const people = await plannable(db, gscode);
  const actual = await actuals(db, gscode, year);
  const names = new Map([
    ...people.map((p) => [p.id, p.name] as const),
    ...nameRows.map((r) => [Number(r.id), String(r.nick_name)] as const),
  ]);

  const lines = new Map<
    number,
    {
      version: number;
      updatedBy: string;
      updatedAt: Date | null;
      months: Map<number, { amount: bigint; orders: number }>;
    }
  >();
  const lineOf = (sp: number) => {
    let l = lines.get(sp);
    if (!l) lines.set(sp, (l = { version: 0, updatedBy: '', updatedAt: null, months: new Map() }));
    return l;
  };
  lineOf(PLAN_BRANCH_LINE);
  for (const id of names.keys()) lineOf(id);
  for (const r of targetRows) {
    const l = lineOf(Number(r.sp));
    l.months.set(Number(r.month), { amount: toCents(String(r.amount)), orders: Number(r.orders) });
    const at = new Date(String(r.updated_at instanceof Date ? r.updated_at.toISOString() : r.updated_at));
    if (Number(r.version) > l.version || (Number(r.version) === l.version && (!l.updatedAt || at > l.updatedAt))) {
      l.version = Number(r.version);
      l.updatedBy = String(r.updated_by);
      l.updatedAt = at;
    }
  }

  const out: PlanLine[] = [...lines.entries()].map(([sp, l]) => {
    const sums: Sums[] = [];
    for (let m = 1; m <= 12; m++) {
      const t = l.months.get(m) ?? { amount: 0n, orders: 0 };
      const a = actual.get(`${sp}:${m}`) ?? { n: 0, a: 0n };
      sums.push({ amount: t.amount, orders: t.orders, actualAmount: a.a, actualOrders: a.n });
    }
    return {
      salespersonId: sp,
      name: sp === PLAN_BRANCH_LINE ? '' : (names.get(sp) ?? `#${sp}`),
      version: l.version,
      updatedBy: l.updatedBy,
      updatedAt: l.updatedAt ? l.updatedAt.toISOString() : null,
      months: sums.map((s, i) => ({ month: i + 1, ...figuresOf(s) })),
      ytd: figuresOf(sums.slice(0, ytdMonths).reduce(add, ZERO)),
      total: figuresOf(sums.reduce(add, ZERO)),
    };
  });
  out.sort((a, b) =>
    a.salespersonId === 0
      ? -1
      : b.salespersonId === 0
        ? 1
        : a.name.localeCompare(b.name, 'zh') || a.salespersonId - b.salespersonId,
  );

  return {
    year,
    ytdMonths,
    hasTargets: await hasTargets(db, gscode, year),
    lastYearHasTargets: year > 2000 && (await hasTargets(db, gscode, year - 1)),
    lines: out,
  };
}

// ---------------------------------------------------------------------------------------------
// Writing.

const lockYear = (tx: Tx, gscode: string, year: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('year_plan'), hashtext(${`${gscode}:${year}`}))`);

/** A line may be a salesperson of the session's branch only (or the branch line): else 404, nothing changes. */
export async function assertPlannable(db: Tx, gscode: string, salespersonId: number): Promise<string> {
  if (salespersonId === PLAN_BRANCH_LINE) return '';
  const { rows } = await db.execute(
    sql`select nick_name from users where id = ${salespersonId} and gscode = ${gscode}`,
  );
  if (!rows[0]) throw new AppError('yearPlanNoSalesperson', { id: salespersonId }, 404);
  return String(rows[0].nick_name);
}

type Month = { amount: string; orders: number };
/** What the operation log keeps of a line: each month as "amount / orders". */
const viewOfMonths = (months: Month[]): AuditView =>
  Object.fromEntries(months.map((m, i) => [`m${i + 1}`, `${fromCents(toCents(m.amount))} / ${m.orders}`]));

async function lineNow(
  tx: Tx,
  gscode: string,
  year: number,
  sp: number,
): Promise<{ version: number; months: Month[] } | null> {
  const { rows } = await tx.execute(sql`
    select month, amount::text as amount, orders, version from year_plans
     where gscode = ${gscode} and year = ${year} and salesperson_id = ${sp} order by month`);
  if (!rows.length) return null;
  const months: Month[] = Array.from({ length: 12 }, () => ({ amount: '0.00', orders: 0 }));
  for (const r of rows) months[Number(r.month) - 1] = { amount: String(r.amount), orders: Number(r.orders) };
  return { version: Math.max(...rows.map((r) => Number(r.version))), months };
}

/** Writes a line's 12 months at `version` (all rows of the line carry it). */
async function writeLine(tx: Tx, session: Session, year: number, sp: number, months: Month[], version: number) {
  const values = months.map(
    (m, i) =>
      sql`(${session.gscode}, ${year}, ${sp}, ${i + 1}, ${m.amount}::numeric, ${m.orders}::int, ${version}, ${session.userName}, now())`,
  );
  await tx.execute(sql`
    insert into year_plans (gscode, year, salesperson_id, month, amount, orders, version, updated_by, updated_at)
    values ${sql.join(values, sql`, `)}
    on conflict (gscode, year, salesperson_id, month) do update
      set amount = excluded.amount, orders = excluded.orders, version = excluded.version,
          updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
}

export async function saveLine(db: Db, session: Session, body: PlanLineBody & { year: number }) {
  const gscode = session.gscode;
  const name = await assertPlannable(db, gscode, body.salespersonId);
  return db.transaction(async (tx) => {
    await lockYear(tx, gscode, body.year);
    const now = await lineNow(tx, gscode, body.year, body.salespersonId);
    const seen = now?.version ?? 0;
    if (seen !== body.version) throw new AppError('yearPlanStale', { name: name || '—' }, 409);
    const version = seen + 1;
    await writeLine(tx, session, body.year, body.salespersonId, body.months, version);
    return {
      result: { version },
      before: now ? viewOfMonths(now.months) : undefined,
      after: viewOfMonths(body.months),
    };
  });
}

/**
 * Copies last year's lines (the branch line and each salesperson still an enabled staff account
 * of the branch) into `year`, times (100 + growth) / 100: amounts rounded to cents, orders to
 * whole orders (half away from zero). A year with targets is refused (409) unless `replace`;
 * then the copied lines are overwritten and the year's other lines stay as they are. Each line
 * written gets its version + 1.
 */
export async function copyLastYear(db: Db, session: Session, body: { year: number; growth: string; replace: boolean }) {
  const gscode = session.gscode;
  const { year } = body;
  const factor = sql`(100 + ${body.growth}::numeric) / 100`;
  return db.transaction(async (tx) => {
    await lockYear(tx, gscode, year);
    if (!(await hasTargets(tx, gscode, year - 1))) throw new AppError('yearPlanNothingToCopy', { year: year - 1 }, 409);
    const had = await hasTargets(tx, gscode, year);
    if (had && !body.replace) throw new AppError('yearPlanExists', { year }, 409);
    const source = sql`
      select l.sp, m.month, round(coalesce(p.amount, 0) * ${factor}, 2) as amount, round(coalesce(p.orders, 0) * ${factor})::bigint as orders
        from (select distinct salesperson_id as sp from year_plans q
               where q.gscode = ${gscode} and q.year = ${year - 1}
                 and (q.salesperson_id = 0 or exists (select 1 from users u where u.id = q.salesperson_id and u.gscode = ${gscode} and u.status = 1))) l
        cross join generate_series(1, 12) m(month)
        left join year_plans p on p.gscode = ${gscode} and p.year = ${year - 1} and p.salesperson_id = l.sp and p.month = m.month`;
    const { rows: over } = await tx.execute(sql`
      select exists (select 1 from (${source}) s where s.amount > 9999999999.99 or s.orders > ${PLAN_ORDERS_MAX}) as over`);
    if (over[0].over) throw new AppError('yearPlanCopyTooLarge', { growth: body.growth }, 400);
    const { rows } = await tx.execute(sql`
      with src as (${source}),
      cur as (select salesperson_id as sp, max(version) as version from year_plans where gscode = ${gscode} and year = ${year} group by 1)
      insert into year_plans (gscode, year, salesperson_id, month, amount, orders, version, updated_by, updated_at)
      select ${gscode}, ${year}, src.sp, src.month, src.amount, src.orders::int, coalesce(cur.version, 0) + 1, ${session.userName}, now()
        from src left join cur on cur.sp = src.sp
      on conflict (gscode, year, salesperson_id, month) do update
        set amount = excluded.amount, orders = excluded.orders, version = excluded.version,
            updated_by = excluded.updated_by, updated_at = excluded.updated_at
      returning salesperson_id`);
    const lines = new Set(rows.map((r) => Number(r.salesperson_id))).size;
    return {
      result: { lines },
      before: { year, hadTargets: had },
      after: { year, from: year - 1, growth: body.growth, replace: body.replace, lines },
    };
  });
}

/** Sets the lines of an import (already checked) in one transaction: each line's version + 1. */
export async function writeImported(db: Db, session: Session, year: number, lines: Map<number, Month[]>) {
  return db.transaction(async (tx) => {
    await lockYear(tx, session.gscode, year);
    for (const [sp, months] of lines) {
      const now = await lineNow(tx, session.gscode, year, sp);
      await writeLine(tx, session, year, sp, months, (now?.version ?? 0) + 1);
    }
    return lines.size;
  });
}

/** The branch's users by id (for the import's check that each line is the branch's). */
export async function branchUserIds(db: Tx, gscode: string): Promise<Set<number>> {
  const { rows } = await db.execute(sql`select id from users where gscode = ${gscode}`);
  return new Set(rows.map((r) => Number(r.id)));
}

export const isPlanAmount = (s: string) => YUAN_PATTERN.test(s);
