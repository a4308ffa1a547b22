import type { PoolClient } from 'pg';

/**
 * Generates `n` orders (with lines, payments, their history of moves and a few notes), one visit per order plus anonymous
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

  await client.query('drop table if exists pg_temp.gen_days, pg_temp.gen_orders, pg_temp.gen_lines');
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
     signed_up as materialized (
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

  // Salespeople: the branch's enabled staff accounts. Counter orders always have one; shop orders
  // (pc, mobile, mini program) half the time.
  // Lines: product, size, paper and finish go together; quantity by the hundred; a unit price.
  await client.query(
    `create temp table gen_lines on commit drop as
     select g.seq, k, p.product, p.size,
       p.papers[1 + floor(pg_temp.rnd($1::bigint, 50 + k, g.seq) * cardinality(p.papers))::int] as paper,
       p.finishes[1 + floor(pg_temp.rnd($1::bigint, 60 + k, g.seq) * cardinality(p.finishes))::int] as finish,
       (1 + floor(pg_temp.rnd($1::bigint, 10 + k, g.seq) * 10)::int) * 100 as qty,
       round((0.08 + pg_temp.rnd($1::bigint, 20 + k, g.seq) ^ 3 * 1.5)::numeric, 2) as price
     from gen_orders g, generate_series(1, g.nlines) k,
     lateral (select * from (values
       (0, '标准名片', '90×54 mm', array['300 g 铜版纸', '350 g 铜版纸'], array['', '覆哑膜', '覆亮膜', '圆角']),
       (1, '铜版纸名片', '90×54 mm', array['300 g 铜版纸', '400 g 铜版纸'], array['覆哑膜', '覆亮膜', '局部 UV']),
       (2, '特种纸名片', '90×54 mm', array['250 g 珠光纸', '300 g 莱尼纸', '300 g 棉卡'], array['', '烫金', '击凸']),
       (3, 'PVC名片', '85.5×54 mm', array['0.38 mm 透明 PVC', '0.76 mm 白色 PVC'], array['', '磨砂']),
       (4, '宣传单页', 'A4 210×297 mm', array['157 g 铜版纸', '200 g 铜版纸'], array['', '覆亮膜']),
       (5, '信封', 'DL 220×110 mm', array['120 g 双胶纸', '100 g 牛皮纸'], array['']),
       (6, '工作证', '85×54 mm', array['PVC 卡', '300 g 铜版纸'], array['', '打孔'])
     ) v(i, product, size, papers, finishes) where v.i = (g.seq + k) % 7) p`,
    [seed],
  );
  // Life of an order: older than a week it is completed (or cancelled, 5 %), else anywhere from
  // placed to shipped. Pay state: nothing paid while placed or cancelled, else paid in full, or
  // half (8 %: a deposit). version = the number of moves, as order_events will show.
  await client.query(
    `insert into orders (gscode, orderno, client_id, status, amount, qty, items, paid, pay_state, channel, salesperson_id,
                         consignee, phone, address, cancel_reason, version, created_at, updated_at)
     with sp as (select coalesce(array_agg(id order by id), '{}') as ids from users where gscode = $1 and status = 1),
     l as (select seq, sum(qty * price) as amount, sum(qty)::int as qty, string_agg(product, ', ' order by k) as items from gen_lines group by seq),
     s as (
       select g.*, l.amount, l.qty, l.items,
         case when g.created_at < $3::timestamptz - interval '7 days'
              then case when g.r_status < 0.05 then 9 else 4 end
              else floor(g.r_status * 4)::int end as status,
         pg_temp.rnd($2::bigint, 8, g.seq) as r_pay,
         pg_temp.rnd($2::bigint, 9, g.seq) as r_channel
       from gen_orders g join l on l.seq = g.seq
     ),
     t as (
       select s.*,
         case when s.status in (0, 9) then 0 when s.r_pay < 0.08 then 1 else 2 end as pay,
         case when s.r_channel < 0.45 then 'pc' when s.r_channel < 0.7 then 'mobile' when s.r_channel < 0.85 then 'miniapp' else 'counter' end as channel,
         case when s.status = 9 then 1 + (s.seq % 2)::int else s.status end as moves
       from s
     )
     select $1, $1 || '-' || to_char(t.day, 'YYYYMMDD') || '-' || t.seq, t.client_id, t.status, t.amount, t.qty, t.items,
       case t.pay when 2 then t.amount when 1 then round(t.amount / 2, 2) else 0 end, t.pay, t.channel,
       case when cardinality(sp.ids) > 0 and (t.channel = 'counter' or pg_temp.rnd($2::bigint, 40, t.seq) < 0.5)
            then sp.ids[1 + floor(pg_temp.rnd($2::bigint, 41, t.seq) * cardinality(sp.ids))::int] end,
       coalesce(nullif(c.linkman, ''), c.guestname),
       '13' || lpad((abs(hashtextextended($2::text || ':phone:' || t.client_id, 0)) % 1000000000)::text, 9, '0'),
       (array['上海市浦东新区', '上海市徐汇区', '上海市静安区', '杭州市西湖区', '杭州市滨江区', '苏州市工业园区'])[1 + t.client_id % 6]
         || (array['世纪大道', '漕溪北路', '南京西路', '文三路', '江南大道', '星湖街'])[1 + (t.client_id / 6) % 6]
         || (1 + t.client_id % 800) || ' 号',
       case when t.status = 9 then (array['客户取消', '重复下单', '设计稿未确认', '价格未谈妥'])[1 + t.seq % 4] else '' end,
       t.moves, t.created_at,
       t.created_at + (least($3::timestamptz, t.created_at + interval '3 days') - t.created_at) * t.moves / (t.moves + 1)
     from t join clients c on c.id = t.client_id, sp
     order by t.seq`,
    [gscode, seed, now],
  );
  await client.query(
    `insert into order_lines (order_id, gscode, product, size, paper, finish, qty, price, amount)
     select o.id, $1, l.product, l.size, l.paper, l.finish, l.qty, l.price, l.qty * l.price
     from gen_orders g
     join orders o on o.gscode = $1 and o.orderno = $1 || '-' || to_char(g.day, 'YYYYMMDD') || '-' || g.seq
     join gen_lines l on l.seq = g.seq
     order by o.id, l.k`,
    [gscode],
  );
  // Moves, evenly spread between the creation and updated_at (at most three days): confirm,
  // produce, ship, complete up to the order's state; a cancelled order was cancelled from
  // placed or from confirmed (then confirmed first), with the order's reason.
  await client.query(
    `insert into order_events (order_id, gscode, at, action, from_state, to_state, reason, user_id)
     select o.id, o.gscode, o.created_at + (o.updated_at - o.created_at) * k / o.version,
       case when o.status = 9 and k = o.version then 'cancel' else (array['confirm', 'produce', 'ship', 'complete'])[k] end,
       k - 1, case when o.status = 9 and k = o.version then 9 else k end,
       case when o.status = 9 and k = o.version then o.cancel_reason else '' end,
       coalesce(o.salesperson_id, (select min(id) from users where gscode = $1))
     from orders o, generate_series(1, o.version) k
     where o.gscode = $1
     order by o.id, k`,
    [gscode],
  );
  // Payments: online ones (WeChat Pay, Alipay) from the shop, offline ones (bank transfer, cash,
  // monthly settlement) recorded by the salesperson or the branch's first account. Counter orders
  // pay cash or WeChat. A few online payments failed or are still pending: they do not count.
  await client.query(
    `with o as (
       select o.*, pg_temp.rnd($3::bigint, 42, o.id) as r_method, pg_temp.rnd($3::bigint, 43, o.id) as r_fail
       from orders o where o.gscode = $1
     ),
     m as (
       select o.*, case when o.channel = 'counter' then case when o.r_method < 0.6 then 'cash' else 'wechat' end
                        when o.r_method < 0.4 then 'wechat' when o.r_method < 0.65 then 'alipay'
                        when o.r_method < 0.8 then 'bank' else 'monthly' end as method
       from o
     )
     insert into payments (gscode, order_id, client_id, amount, method, reference, state, recorded_by, paid_at)
     select m.gscode, m.id, m.client_id, p.amount, p.method,
       case when p.method in ('wechat', 'alipay', 'bank') then upper(substr(md5($3::text || ':' || m.id || ':' || p.kind), 1, 20)) else '' end,
       p.state,
       case when p.method in ('bank', 'cash', 'monthly') then coalesce(m.salesperson_id, (select min(id) from users where gscode = $1)) end,
       least(m.created_at + make_interval(mins => (m.id % 120)::int + p.kind), $2::timestamptz)
     from m, lateral (
       select 1 as kind, m.paid as amount, m.method, 'success' as state where m.paid > 0
       union all
       select 0, m.amount, case when m.r_fail < 0.5 then 'wechat' else 'alipay' end,
         case when m.status = 0 then 'pending' else 'failed' end
       where m.r_fail < 0.04 and m.status <> 9
     ) p
     order by m.id, p.kind`,
    [gscode, now, seed],
  );
  // A few notes from the desk.
  await client.query(
    `insert into order_notes (order_id, gscode, at, text, user_id)
     select o.id, o.gscode, o.created_at + interval '20 minutes',
       (array['客户要求加急，周五前发货', '发票随货寄出', '请用顺丰快递', '地址已电话确认', '设计稿第二版为准'])[1 + o.id % 5],
       coalesce(o.salesperson_id, (select min(id) from users where gscode = $1))
     from orders o
     where o.gscode = $1 and pg_temp.rnd($2::bigint, 44, o.id) < 0.01`,
    [gscode, seed],
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
  await client.query('drop table pg_temp.gen_days, pg_temp.gen_orders, pg_temp.gen_lines');
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
