import type { PoolClient } from 'pg';

/**
 * Generates `n` orders (with lines and payments), one visit per order plus anonymous
 * visits, over the `days` days ending today in the branch's time zone, entirely inside
 * PostgreSQL so a million orders take seconds, not hours. Deterministic for a seed:
 * every "random" number is a hash of (seed, stream, row), not a session PRNG.
 *
 * Shape: weekdays busier than weekends, a slow growth over the period, a seasonal wave
 * with the autumn peak of business-card printing, a February (Spring Festival) dip, and
 * business hours during the day. A few big clients order much more than the rest.
 *
 * Runs inside the caller's transaction (see withTransaction in ./index.ts) and refuses to run
 * outside one: its temporary tables and function exist only until that transaction ends, so
 * no session state is left on the connection (safe behind a transaction-mode pooler).
 */
export async function generateOrders(
  client: PoolClient,
  opts: { gscode: string; n: number; seed: number; days?: number; anonymousVisitsPerOrder?: number; now?: Date },
): Promise<void> {
  const { gscode, n, seed } = opts;
  const days = opts.days ?? 730;
  const anon = opts.anonymousVisitsPerOrder ?? 4;
  const now = (opts.now ?? new Date()).toISOString();
  // Fails with "SAVEPOINT can only be used in transaction blocks" outside a transaction.
  await client.query('savepoint generate_orders');
  await client.query(`
    create or replace function pg_temp.rnd(s bigint, k int, i bigint) returns double precision
    language sql immutable parallel safe as
    $$ select (hashtextextended(s::text || ':' || k::text || ':' || i::text, 0) & 4503599627370495)::double precision / 4503599627370496 $$`);

  await client.query('drop table if exists pg_temp.gen_days, pg_temp.gen_orders');
  await client.query(
    `create temp table gen_days on commit drop as
     with b as (select timezone as tz from branches where gscode = $1),
     d as (
       select g as di, ((($4::timestamptz) at time zone b.tz)::date - ($3::int - 1) + g) as day, b.tz
       from b, generate_series(0, $3::int - 1) g
     ),
     w as (
       select di, day, tz,
         (case extract(isodow from day) when 6 then 0.5 when 7 then 0.4 else 1.0 end)
         * (0.7 + 0.6 * di / greatest($3::int - 1, 1))
         * (1 + 0.25 * sin(2 * pi() * (extract(doy from day) - 150) / 365.0))
         * (case when extract(month from day) = 2 then 0.55 else 1 end)
         * (0.8 + 0.4 * pg_temp.rnd($2::bigint, 1, di)) as w
       from d
     ),
     c as (select di, day, tz, sum(w) over (order by di) / sum(w) over () as cum from w)
     select di, day, tz,
       (floor($5::bigint * cum) - floor($5::bigint * coalesce(lag(cum) over (order by di), 0)))::int as cnt
     from c`,
    [gscode, seed, days, now, n],
  );

  // One row per order: its day, a sequence number, a client, a time. The client is one that had
  // signed up before that day (all of them when none had, e.g. clients made without a sign-up time),
  // skewed to the earliest: the oldest clients are the big ones.
  await client.query(
    `create temp table gen_orders on commit drop as
     with cl as (select array_agg(id order by created_at, id) as ids from clients where gscode = $1),
     signed_up as (
       select d.di, (select count(*) from clients c
                      where c.gscode = $1 and c.created_at < (d.day::timestamp at time zone d.tz))::int as n
       from gen_days d
     ),
     o as (
       select d.day, d.tz, d.di, row_number() over (order by d.di, k) as seq
       from gen_days d, generate_series(1, d.cnt) k
     )
     select o.seq, o.day,
       cl.ids[1 + floor(coalesce(nullif(s.n, 0), cardinality(cl.ids)) * pg_temp.rnd($2::bigint, 2, o.seq) ^ 2)::int] as client_id,
       least(
         (o.day::timestamp + make_interval(secs => case when pg_temp.rnd($2::bigint, 3, o.seq) < 0.85
             then 8 * 3600 + pg_temp.rnd($2::bigint, 4, o.seq) * 11 * 3600
             else pg_temp.rnd($2::bigint, 4, o.seq) * 86399 end)) at time zone o.tz,
         $3::timestamptz - make_interval(secs => pg_temp.rnd($2::bigint, 5, o.seq) * 600)
       ) as created_at,
       1 + floor(pg_temp.rnd($2::bigint, 6, o.seq) * 3)::int as nlines,
       pg_temp.rnd($2::bigint, 7, o.seq) as r_status
     from o join signed_up s on s.di = o.di, cl`,
    [gscode, seed, now],
  );

  // A line's quantity (cards come by the hundred) and unit price, recomputed identically below.
  const qty = `(1 + floor(pg_temp.rnd($2::bigint, 10 + k, g.seq) * 10)::int) * 100`;
  const price = `round((0.08 + pg_temp.rnd($2::bigint, 20 + k, g.seq) ^ 3 * 1.5)::numeric, 2)`;
  await client.query(
    `insert into orders (gscode, orderno, client_id, status, amount, created_at)
     select $1, $1 || '-' || to_char(g.day, 'YYYYMMDD') || '-' || g.seq, g.client_id,
       case when g.created_at < $3::timestamptz - interval '7 days'
            then case when g.r_status < 0.05 then 9 else 4 end
            else floor(g.r_status * 4)::int end,
       (select sum(${qty} * ${price}) from generate_series(1, g.nlines) k),
       g.created_at
     from gen_orders g order by g.seq`,
    [gscode, seed, now],
  );
  await client.query(
    `insert into order_lines (order_id, gscode, product, qty, price, amount)
     select o.id, $1, (array['标准名片','铜版纸名片','特种纸名片','PVC名片','宣传单页','信封','工作证'])[1 + ((g.seq + k) % 7)],
       ${qty}, ${price}, ${qty} * ${price}
     from gen_orders g
     join orders o on o.gscode = $1 and o.orderno = $1 || '-' || to_char(g.day, 'YYYYMMDD') || '-' || g.seq,
     generate_series(1, g.nlines) k`,
    [gscode, seed],
  );
  await client.query(
    `insert into payments (gscode, order_id, client_id, amount, method, paid_at)
     select o.gscode, o.id, o.client_id, o.amount,
       (array['微信','支付宝','转账','月结'])[1 + (o.id % 4)],
       least(o.created_at + make_interval(mins => (o.id % 120)::int), $2::timestamptz)
     from orders o where o.gscode = $1 and o.status between 1 and 4`,
    [gscode, now],
  );
  // The ordering client's own visit a few minutes before, and anonymous visitors around it.
  await client.query(
    `insert into visits (gscode, visitor_id, client_id, page, at)
     select $1, 'c' || g.client_id, g.client_id, '/product', g.created_at - interval '5 minutes'
     from gen_orders g
     union all
     select $1, 'v' || (hashtextextended($2::text || ':' || g.seq || ':' || k, 0) % 50000), null,
       (array['/','/product','/news','/cart'])[1 + k % 4],
       g.created_at - make_interval(secs => pg_temp.rnd($2::bigint, 30 + k, g.seq) * 3600 * 6)
     from gen_orders g, generate_series(1, $3::int) k`,
    [gscode, seed, anon],
  );
  await client.query('drop table pg_temp.gen_days, pg_temp.gen_orders');
  await client.query('drop function pg_temp.rnd(bigint, int, bigint)');
  await client.query('release savepoint generate_orders');
}

/**
 * Open carts of the branch's shop users bound to a client: about one member in three has one,
 * of 1 to 4 items, created over the last 60 days and last changed between then and now, so some
 * are fresh and some are past the branch's abandon days. Deterministic for a seed.
 * Items, item count, quantity and amount of each cart are the sums of its cart_items.
 */
export async function generateCarts(client: PoolClient, gscode: string, seed: number, now: Date): Promise<void> {
  const h = (k: string) => `(abs(hashtextextended($2::text || ':${k}:' || m.id, 0)) % 1000000) / 1000000.0`;
  await client.query(
    `insert into carts (gscode, client_id, member_id, qty, created_at, updated_at)
     select m.gscode, m.client_id, m.id, 0, c.at, c.at + (($3::timestamptz - c.at) * ${h('u')} ^ 2)
     from members m,
       lateral (select $3::timestamptz - make_interval(secs => ${h('c')} * 60 * 86400) as at) c
     where m.gscode = $1 and m.client_id is not null and ${h('p')} < 0.34`,
    [gscode, seed, now.toISOString()],
  );
  await client.query(
    `insert into cart_items (cart_id, product, qty, price, amount)
     select k.id, (array['标准名片','铜版纸名片','特种纸名片','PVC名片','宣传单页','信封'])[1 + (k.id + i) % 6],
       q.qty, p.price, q.qty * p.price
     from carts k,
       generate_series(1, 1 + abs(hashtextextended($2::text || ':n:' || k.id, 0)) % 4) i,
       lateral (select (1 + abs(hashtextextended($2::text || ':q:' || k.id || ':' || i, 0)) % 10) * 100 as qty) q,
       lateral (select round((0.08 + (abs(hashtextextended($2::text || ':r:' || k.id || ':' || i, 0)) % 1000) / 1000.0 * 1.2)::numeric, 2) as price) p
     where k.gscode = $1`,
    [gscode, seed],
  );
  await client.query(
    `update carts k set items = s.items, item_count = s.n, qty = s.qty, amount = s.amount
     from (select cart_id, string_agg(product, ', ' order by id) as items, count(*)::int as n, sum(qty)::int as qty, sum(amount) as amount
           from cart_items group by cart_id) s
     where s.cart_id = k.id and k.gscode = $1`,
    [gscode],
  );
}
