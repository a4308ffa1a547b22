import type { BranchReportData, ChartRow, RankingRow, RankName, YwType } from '@bo/contract';
import { CHART_PERIODS } from '@bo/contract';
import { branchReportOf, type BranchReportColumns } from './figure-columns.js';

/**
 * The same answers as the Reports calls of one branch, computed by plain SQL straight on the
 * orders and visits tables, without the rollups. The bench times them beside the calls; the
 * tests check the rollup answers against them. Not used by the server.
 */
export interface Queryable {
  query<R extends object>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

/** $1 gscode, $2 now → one row: tz, today and the local-day bounds. */
const CAL = `
  cal as (
    select timezone as tz, (($2::timestamptz) at time zone timezone)::date as today from branches where gscode = $1
  ),
  k as (
    select tz, today, (today::timestamp at time zone tz) as s0, ((today + 1)::timestamp at time zone tz) as s1,
           ((today - 1)::timestamp at time zone tz) as sm1
      from cal
  )`;

export async function directReportData(q: Queryable, gscode: string, now: Date): Promise<BranchReportData> {
  const created = (table: string, extra = 'true') => `
    (select row_to_json(x) from (
       select count(*) filter (where created_at >= k.s0 and created_at < k.s1)::int as today,
              count(*) filter (where created_at >= k.sm1 and created_at < k.s0)::int as previous,
              count(*)::int as total
         from ${table} where gscode = $1 and ${extra}) x)`;
  const { rows } = await q.query<BranchReportColumns>(
    `with ${CAL},
     o as (
       select count(*) filter (where created_at >= k.s0 and created_at < k.s1)::int as o_today,
              count(*) filter (where created_at >= k.sm1 and created_at < k.s0)::int as o_prev,
              count(*)::int as o_total,
              round(coalesce(sum(amount) filter (where created_at >= k.s0 and created_at < k.s1), 0), 2)::text as t_today,
              round(coalesce(sum(amount) filter (where created_at >= k.sm1 and created_at < k.s0), 0), 2)::text as t_prev,
              round(coalesce(sum(amount), 0), 2)::text as t_total
         from orders, k where gscode = $1 and status <> 9
     ),
     v as (
       select count(*) filter (where at >= k.s0 and at < k.s1)::int as v_today,
              count(*) filter (where at >= k.sm1 and at < k.s0)::int as v_prev,
              count(*)::int as v_total
         from visits, k where gscode = $1
     ),
     conv as (
       select count(distinct tv.visitor_id) as visitors,
              count(distinct tv.visitor_id) filter (where tv.client_id in (
                select client_id from orders, k where gscode = $1 and status <> 9 and created_at >= k.s0 and created_at < k.s1)) as buyers
         from visits tv, k where tv.gscode = $1 and tv.at >= k.s0 and tv.at < k.s1
     )
     select o.*, v.*,
            ${created('clients')} as cdata, ${created('members', 'wx_openid is not null')} as fdata, ${created('members')} as udata,
            case when conv.visitors = 0 then '0.00' else round(100 * conv.buyers::numeric / conv.visitors, 2)::text end as conversionrate
       from o, v, conv, k`,
    [gscode, now.toISOString()],
  );
  return branchReportOf(rows[0]);
}

/** First period start and step, as SQL over `cal`. */
function periods(yw: YwType): { first: string; last: string; step: string } {
  const n = CHART_PERIODS[yw];
  switch (yw) {
    case 'day':
      return { first: `today - ${n - 1}`, last: 'today', step: '1 day' };
    case 'week':
      return {
        first: `date_trunc('week', today)::date - ${7 * (n - 1)}`,
        last: `date_trunc('week', today)::date`,
        step: '7 days',
      };
    case 'month':
      return {
        first: `(date_trunc('month', today) - interval '${n - 1} months')::date`,
        last: `date_trunc('month', today)::date`,
        step: '1 month',
      };
    case 'year':
      return {
        first: `(date_trunc('year', today) - interval '${n - 1} years')::date`,
        last: `date_trunc('year', today)::date`,
        step: '1 year',
      };
  }
}

export async function directChart(q: Queryable, gscode: string, yw: YwType, now: Date): Promise<ChartRow[]> {
  const { first, last, step } = periods(yw);
  const { rows } = await q.query<ChartRow>(
    `with ${CAL},
     p as (
       select g::date as start, (g + interval '${step}')::date as next, cal.tz
         from cal, generate_series((select ${first} from cal)::timestamp, (select ${last} from cal)::timestamp, interval '${step}') g
     )
     select p.start::text as dddate, to_char(p.start, 'YYYY-MM') as ddmonth, to_char(p.start, 'YYYY') as ddyear,
            count(o.id)::int as dd_num, count(distinct o.client_id)::int as gu_num, round(coalesce(sum(o.amount), 0), 2)::text as jine
       from p left join orders o
         on o.gscode = $1 and o.status <> 9
        and o.created_at >= (p.start::timestamp at time zone p.tz) and o.created_at < (p.next::timestamp at time zone p.tz)
      group by p.start order by p.start`,
    [gscode, now.toISOString()],
  );
  return rows;
}

export async function directRanking(q: Queryable, gscode: string, rank: RankName, now: Date): Promise<RankingRow[]> {
  const range: Record<RankName, [string, string]> = {
    today: ['today', 'today + 1'],
    yesterday: ['today - 1', 'today'],
    thisweek: [`date_trunc('week', today)::date`, `date_trunc('week', today)::date + 7`],
    lastweek: [`date_trunc('week', today)::date - 7`, `date_trunc('week', today)::date`],
    thismonth: [`date_trunc('month', today)::date`, `(date_trunc('month', today) + interval '1 month')::date`],
    lastmonth: [`(date_trunc('month', today) - interval '1 month')::date`, `date_trunc('month', today)::date`],
  };
  const [from, to] = range[rank];
  const { rows } = await q.query<RankingRow>(
    `with ${CAL},
     b as (select ((${from})::timestamp at time zone tz) as s, ((${to})::timestamp at time zone tz) as e from cal),
     x as (
       select o.client_id, count(*)::int as dd_num, sum(o.amount) as jine
         from orders o, b where o.gscode = $1 and o.status <> 9 and o.created_at >= b.s and o.created_at < b.e
        group by o.client_id
     ),
     t as (select sum(jine) as tot from x)
     select c.guestname, c.guestcode, x.dd_num, round(x.jine, 2)::text as jine,
            case when coalesce(t.tot, 0) = 0 then '0.00' else round(100 * x.jine / t.tot, 2)::text end as percentage
       from x join clients c on c.id = x.client_id, t
      order by x.jine desc, x.dd_num desc, c.guestname, c.guestcode
      limit 10`,
    [gscode, now.toISOString()],
  );
  return rows;
}

/**
 * Rows where the rollups differ from a plain aggregate over orders and visits; empty when exact.
 * Each row: the key, the plain figures and the rollup figures.
 */
export async function rollupDrift(q: Queryable): Promise<unknown[]> {
  const { rows } = await q.query<Record<string, unknown>>(`
    with plain as (
      select o.gscode, g.grain, g.period, o.client_id, count(*)::int as dd_num, sum(o.amount) as jine
        from orders o join branches b on b.gscode = o.gscode
       cross join lateral (values
         ('d', (o.created_at at time zone b.timezone)::date),
         ('w', date_trunc('week', o.created_at at time zone b.timezone)::date),
         ('m', date_trunc('month', o.created_at at time zone b.timezone)::date),
         ('y', date_trunc('year', o.created_at at time zone b.timezone)::date)) g(grain, period)
       where o.status <> 9
       group by 1, 2, 3, 4
    ),
    plain_v as (
      select v.gscode, (v.at at time zone b.timezone)::date as day, count(*)::int as visits
        from visits v join branches b on b.gscode = v.gscode group by 1, 2
    )
    select 'order' as kind, coalesce(p.gscode, r.gscode) as gscode, coalesce(p.grain, r.grain) as grain,
           coalesce(p.period, r.period)::text as period, coalesce(p.client_id, r.client_id) as client_id,
           p.dd_num as plain_num, r.dd_num as rollup_num, p.jine::text as plain_jine, r.jine::text as rollup_jine
      from plain p full join order_rollup r
        on r.gscode = p.gscode and r.grain = p.grain and r.period = p.period and r.client_id = p.client_id
     where p.dd_num is distinct from r.dd_num or p.jine is distinct from r.jine
    union all
    select 'visit', coalesce(p.gscode, r.gscode), null, coalesce(p.day, r.day)::text, null, p.visits, r.visits, null, null
      from plain_v p full join visit_rollup r on r.gscode = p.gscode and r.day = p.day
     where p.visits is distinct from r.visits
     limit 20`);
  return rows;
}
