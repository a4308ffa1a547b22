import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  CHART_PERIODS,
  rangeGrain,
  type DayRange,
  type BranchReportData,
  type ChartRow,
  type PlatformReportData,
  type RankingRow,
  type RankName,
  type YwType,
} from '@bo/contract';
import type { Db } from '../../db/client.js';
import { branches, clients, members, orderRollup, visitRollup, visits } from '../../db/schema.js';
import { ofOwnClient, ownClients } from '../../plugins/data-scope.js';
import { inBranch } from '../../plugins/scope.js';
import type { Session } from '../../plugins/session.js';
import { branchReportOf, figuresOf, type BranchReportColumns, type FigureColumns } from './figure-columns.js';

/** The platform owner's row: the figures plus the cards and the branch table built as JSON. */
interface PlatformReportColumns
  extends FigureColumns, Pick<PlatformReportData, 'merchants' | 'platforms' | 'customers' | 'branches'> {}

/**
 * Dashboard figures (issue 4), answered from the rollups that triggers keep exact in the same
 * transaction as every order and visit write (migration 0002). Meanings:
 * docs/decisions/0018-dashboard-calendar-and-counted-orders.md,
 * docs/decisions/0019-dashboard-call-meanings.md and the contract (packages/contract/src/reports.ts).
 *
 * Every branch query is scoped with inBranch(session, …). The platform owner's queries read
 * every branch on purpose; only sessions of the platform owner's branch (Session.platformOwner) reach them.
 */

/** "Now" of the dashboard; tests replace it to pin the calendar. */
export const reportClock = { now: (): Date => new Date() };

/** The calendar of one branch at `now`, in its time zone: local dates as YYYY-MM-DD, day bounds as instants. */
export interface Calendar {
  tz: string;
  today: string;
  yesterday: string;
  week: string;
  lastWeek: string;
  month: string;
  lastMonth: string;
  year: string;
  todayStart: string;
  tomorrowStart: string;
  yesterdayStart: string;
}

export async function calendarOf(db: Db, gscode: string, now: Date): Promise<Calendar> {
  const { rows } = await db.execute(sql`
    with t as (select timezone as tz, (${now.toISOString()}::timestamptz at time zone timezone)::date as today
                 from ${branches} where ${branches.gscode} = ${gscode})
    select tz, today::text as today, (today - 1)::text as yesterday,
           date_trunc('week', today)::date::text as week, (date_trunc('week', today)::date - 7)::text as "lastWeek",
           date_trunc('month', today)::date::text as month, (date_trunc('month', today) - interval '1 month')::date::text as "lastMonth",
           date_trunc('year', today)::date::text as year,
           (today::timestamp at time zone tz)::text as "todayStart",
           ((today + 1)::timestamp at time zone tz)::text as "tomorrowStart",
           ((today - 1)::timestamp at time zone tz)::text as "yesterdayStart"
      from t`);
  if (!rows[0]) throw new Error(`no branch ${gscode}`);
  return rows[0] as unknown as Calendar;
}

const money = (expr: SQL) => sql`round(coalesce(${expr}, 0), 2)::text`;
const percent = (part: SQL, whole: SQL) =>
  sql`case when coalesce(${whole}, 0) = 0 then '0.00' else round(100 * coalesce(${part}, 0)::numeric / ${whole}, 2)::text end`;

/** Figures by local creation day of a small table (clients, members): today, yesterday, total. */
function createdCounts(c: Calendar, createdAt: SQL, from: SQLWrapper, where: SQL) {
  return sql`select count(*) filter (where ${createdAt} >= ${c.todayStart}::timestamptz and ${createdAt} < ${c.tomorrowStart}::timestamptz)::int as today,
                    count(*) filter (where ${createdAt} >= ${c.yesterdayStart}::timestamptz and ${createdAt} < ${c.todayStart}::timestamptz)::int as previous,
                    count(*)::int as total
               from ${from} where ${where}`;
}

/** One row: orders (n) and amount (a) of the rollup rows matching `where`. */
const orderSums = (where: SQL) =>
  sql`(select coalesce(sum(${orderRollup.ddNum}), 0)::int as n, ${money(sql`sum(${orderRollup.jine})`)} as a from ${orderRollup} where ${where})`;
const visitSum = (where: SQL) =>
  sql`(select coalesce(sum(${visitRollup.visits}), 0)::int from ${visitRollup} where ${where})`;
const counts = (c: Calendar, createdAt: SQL, from: SQLWrapper, where: SQL) =>
  sql`(select row_to_json(x) from (${createdCounts(c, createdAt, from, where)}) x)`;

export async function branchReportData(db: Db, session: Session, now: Date): Promise<BranchReportData> {
  const c = await calendarOf(db, session.gscode, now);
  const r = orderRollup;
  const v = visitRollup;
  const mine = ofOwnClient(session, sql`${r.clientId}`);
  const day = (d: string) => inBranch(session, r, sql`${r.grain} = 'd' and ${r.period} = ${d}::date`, mine);
  const { rows } = await db.execute(sql`
    select
      ${visitSum(inBranch(session, v, sql`${v.day} = ${c.today}::date`))} as v_today,
      ${visitSum(inBranch(session, v, sql`${v.day} = ${c.yesterday}::date`))} as v_prev,
      ${visitSum(inBranch(session, v))} as v_total,
      ${counts(c, sql`${clients.createdAt}`, clients, inBranch(session, clients, ownClients(session, sql`${clients}`)))} as cdata,
      ${counts(c, sql`${members.createdAt}`, members, inBranch(session, members, sql`${members.wxOpenid} is not null`))} as fdata,
      ${counts(c, sql`${members.createdAt}`, members, inBranch(session, members))} as udata,
      ot.n as o_today, ot.a as t_today, op.n as o_prev, op.a as t_prev, oa.n as o_total, oa.a as t_total,
      (select ${percent(sql`count(*) filter (where cv.bought)`, sql`count(*)`)}
         from (select ${visits.visitorId} as visitor_id, bool_or(o.client_id is not null) as bought
                 from ${visits}
                 left join (select ${r.clientId} as client_id from ${r} where ${day(c.today)}) o on o.client_id = ${visits.clientId}
                where ${inBranch(session, visits, sql`${visits.at} >= ${c.todayStart}::timestamptz and ${visits.at} < ${c.tomorrowStart}::timestamptz`)}
                group by ${visits.visitorId}) cv) as conversionrate
    from ${orderSums(day(c.today))} ot, ${orderSums(day(c.yesterday))} op, ${orderSums(inBranch(session, r, sql`${r.grain} = 'y'`, mine))} oa`);
  return branchReportOf(rows[0] as unknown as BranchReportColumns);
}

export async function platformReportData(db: Db, session: Session, now: Date): Promise<PlatformReportData> {
  const c = await calendarOf(db, session.gscode, now);
  const r = orderRollup;
  const v = visitRollup;
  const own = session.gscode;
  const everyBranch = sql`${r.gscode} in (select gscode from ${branches})`;
  const day = (d: string) => sql`${everyBranch} and ${r.grain} = 'd' and ${r.period} = ${d}::date`;
  const live = sql`${branches.status} = 1 and (${branches.isopen} = 0 or ${branches.endtime} is null or ${branches.endtime} >= ${c.today}::date)`;
  const { rows } = await db.execute(sql`
    select
      ${counts(c, sql`${branches.createdAt}`, branches, sql`${branches.gscode} <> ${own}`)} as merchants,
      ${counts(c, sql`${branches.createdAt}`, branches, sql`${branches.gscode} <> ${own} and ${live}`)} as platforms,
      ${counts(c, sql`${clients.createdAt}`, clients, sql`true`)} as customers,
      ${visitSum(sql`${v.gscode} in (select gscode from ${branches}) and ${v.day} = ${c.today}::date`)} as v_today,
      ${visitSum(sql`${v.gscode} in (select gscode from ${branches}) and ${v.day} = ${c.yesterday}::date`)} as v_prev,
      ${visitSum(sql`true`)} as v_total,
      ot.n as o_today, ot.a as t_today, op.n as o_prev, op.a as t_prev, oa.n as o_total, oa.a as t_total,
      (select coalesce(json_agg(json_build_object('gscode', b.gscode, 'longname', b.longname, 'dd_num', b.dd_num, 'jine', b.jine,
                                                  'total_num', b.total_num, 'total_jine', b.total_jine) order by b.sort_jine desc, b.gscode), '[]')
         from (select br.gscode, br.longname, d.n as dd_num, d.a as jine, m.n as total_num, m.a as total_jine, m.a::numeric as sort_jine
                 from ${branches} br
                 cross join lateral (select coalesce(sum(dd_num), 0)::int as n, ${money(sql`sum(jine)`)} as a from ${r}
                                      where gscode = br.gscode and grain = 'd' and period = ${c.today}::date) d
                 cross join lateral (select coalesce(sum(dd_num), 0)::int as n, ${money(sql`sum(jine)`)} as a from ${r}
                                      where gscode = br.gscode and grain = 'y') m
                where br.gscode <> ${own}) b) as branches
    from ${orderSums(day(c.today))} ot, ${orderSums(day(c.yesterday))} op, ${orderSums(sql`${everyBranch} and ${r.grain} = 'y'`)} oa`);
  const x = rows[0] as unknown as PlatformReportColumns;
  return {
    scope: 'platform',
    merchants: x.merchants,
    platforms: x.platforms,
    customers: x.customers,
    ...figuresOf(x),
    branches: x.branches,
  };
}

/** First period of the chart and the SQL step between periods. */
function chartRange(c: Calendar, yw: YwType): { grain: 'd' | 'w' | 'm' | 'y'; from: SQL; to: SQL; step: string } {
  const n = CHART_PERIODS[yw];
  switch (yw) {
    case 'day':
      return { grain: 'd', from: sql`${c.today}::date - ${n - 1}::int`, to: sql`${c.today}::date`, step: '1 day' };
    case 'week':
      return { grain: 'w', from: sql`${c.week}::date - ${(n - 1) * 7}::int`, to: sql`${c.week}::date`, step: '7 days' };
    case 'month':
      return {
        grain: 'm',
        from: sql`(${c.month}::date - ${`${n - 1} months`}::interval)::date`,
        to: sql`${c.month}::date`,
        step: '1 month',
      };
    case 'year':
      return {
        grain: 'y',
        from: sql`(${c.year}::date - ${`${n - 1} years`}::interval)::date`,
        to: sql`${c.year}::date`,
        step: '1 year',
      };
  }
}

/** A chart's bars, oldest first, every period present: `p` holds the periods, `agg` their sums. */
const chartBars = () => sql`
    select p.start::text as dddate, to_char(p.start, 'YYYY-MM') as ddmonth, to_char(p.start, 'YYYY') as ddyear,
           coalesce(agg.n, 0)::int as dd_num, coalesce(agg.gu, 0)::int as gu_num, ${money(sql`agg.a`)} as jine
      from p left join agg on agg.start = p.start
     order by p.start`;

/**
 * Chart rows, oldest first, every period present. `scope` restricts the rollup rows: one branch
 * (inBranch) or, for the platform owner, every branch.
 */
async function chartRows(db: Db, c: Calendar, yw: YwType, scope: SQL): Promise<ChartRow[]> {
  const { grain, from, to, step } = chartRange(c, yw);
  const r = orderRollup;
  // Only the rollup rows of the shown periods, found by range on the primary key; a rollup row
  // is one client in one period, so the ordering clients are the rows.
  const { rows } = await db.execute(sql`
    with p as (select g::date as start from generate_series((${from})::timestamp, (${to})::timestamp, ${step}::interval) g),
    agg as (
      select ${r.period} as start, sum(${r.ddNum}) as n, count(*) as gu, sum(${r.jine}) as a
        from ${r}
       where ${scope} and ${r.grain} = ${grain} and ${r.period} >= (${from})::date and ${r.period} <= (${to})::date
       group by 1
    )
    ${chartBars()}`);
  return rows as unknown as ChartRow[];
}

/** The branch's order roll-up rows the session reaches (its data scope). */
const branchRollup = (session: Session) =>
  inBranch(session, orderRollup, ofOwnClient(session, sql`${orderRollup.clientId}`));

export async function branchChart(db: Db, session: Session, yw: YwType, now: Date): Promise<ChartRow[]> {
  return chartRows(db, await calendarOf(db, session.gscode, now), yw, branchRollup(session));
}

export async function platformChart(db: Db, session: Session, yw: YwType, now: Date): Promise<ChartRow[]> {
  return chartRows(
    db,
    await calendarOf(db, session.gscode, now),
    yw,
    sql`${orderRollup.gscode} in (select gscode from ${branches})`,
  );
}

/**
 * Chart rows of a custom range, oldest first, every bar present: days, weeks or months by the
 * contract's rangeGrain. Summed from the day rollups so that the first and last week or month
 * hold only the range's days; a bar's dddate is its first day inside the range.
 */
async function rangeChartRows(db: Db, range: DayRange, scope: SQL): Promise<ChartRow[]> {
  const unit = rangeGrain(range.from, range.to);
  const r = orderRollup;
  const from = sql`${range.from}::date`;
  const to = sql`${range.to}::date`;
  const bar = (day: SQL) => sql`greatest(date_trunc(${unit}, (${day})::timestamp)::date, ${from})`;
  const { rows } = await db.execute(sql`
    with p as (select distinct ${bar(sql`g`)} as start from generate_series(${from}::timestamp, ${to}::timestamp, '1 day') g),
    agg as (
      select ${bar(sql`${r.period}`)} as start, sum(${r.ddNum}) as n, count(distinct ${r.clientId}) as gu, sum(${r.jine}) as a
        from ${r}
       where ${scope} and ${r.grain} = 'd' and ${r.period} >= ${from} and ${r.period} <= ${to}
       group by 1
    )
    ${chartBars()}`);
  return rows as unknown as ChartRow[];
}

export const branchRangeChart = (db: Db, session: Session, range: DayRange) =>
  rangeChartRows(db, range, branchRollup(session));

export const platformRangeChart = (db: Db, range: DayRange) =>
  rangeChartRows(db, range, sql`${orderRollup.gscode} in (select gscode from ${branches})`);

/** The rollup rows a ranking sums: one period word's, or the day rows of a custom range. */
async function rankRows(db: Db, session: Session, rank: RankName | DayRange, now: Date): Promise<SQL> {
  const r = orderRollup;
  if (typeof rank !== 'string')
    return sql`${r.grain} = 'd' and ${r.period} >= ${rank.from}::date and ${r.period} <= ${rank.to}::date`;
  const { grain, period } = rankPeriod(await calendarOf(db, session.gscode, now), rank);
  return sql`${r.grain} = ${grain} and ${r.period} = ${period}::date`;
}

function rankPeriod(c: Calendar, rank: RankName): { grain: 'd' | 'w' | 'm'; period: string } {
  switch (rank) {
    case 'today':
      return { grain: 'd', period: c.today };
    case 'yesterday':
      return { grain: 'd', period: c.yesterday };
    case 'thisweek':
      return { grain: 'w', period: c.week };
    case 'lastweek':
      return { grain: 'w', period: c.lastWeek };
    case 'thismonth':
      return { grain: 'm', period: c.month };
    case 'lastmonth':
      return { grain: 'm', period: c.lastMonth };
  }
}

export const RANKING_SIZE = 10;

/** Top clients of a period word or a custom range; one rollup row per client and period, summed over a range's days. */
export async function branchRanking(
  db: Db,
  session: Session,
  rank: RankName | DayRange,
  now: Date,
): Promise<RankingRow[]> {
  const where = await rankRows(db, session, rank, now);
  const r = orderRollup;
  const { rows } = await db.execute(sql`
    select c.guestname, c.guestcode, x.dd_num, round(x.jine, 2)::text as jine, ${percent(sql`x.jine`, sql`x.tot`)} as percentage
      from (select ${r.clientId} as client_id, sum(${r.ddNum})::int as dd_num, sum(${r.jine}) as jine, sum(sum(${r.jine})) over () as tot
              from ${r} where ${inBranch(session, r, where, ofOwnClient(session, sql`${r.clientId}`))} group by ${r.clientId}) x
      join ${clients} c on c.id = x.client_id
     order by x.jine desc, x.dd_num desc, c.guestname, c.guestcode
     limit ${RANKING_SIZE}`);
  return rows as unknown as RankingRow[];
}

/** The platform owner's ranking: one row per branch. */
export async function platformRanking(
  db: Db,
  session: Session,
  rank: RankName | DayRange,
  now: Date,
): Promise<RankingRow[]> {
  const where = await rankRows(db, session, rank, now);
  const r = orderRollup;
  const { rows } = await db.execute(sql`
    select b.longname as guestname, b.gscode as guestcode, x.dd_num, round(x.jine, 2)::text as jine, ${percent(sql`x.jine`, sql`x.tot`)} as percentage
      from (select ${r.gscode} as gscode, sum(${r.ddNum})::int as dd_num, sum(${r.jine}) as jine, sum(sum(${r.jine})) over () as tot
              from ${r} where ${r.gscode} in (select gscode from ${branches}) and ${where}
             group by ${r.gscode}) x
      join ${branches} b on b.gscode = x.gscode
     order by x.jine desc, x.dd_num desc, b.longname, b.gscode
     limit ${RANKING_SIZE}`);
  return rows as unknown as RankingRow[];
}
