-- The order list at a million orders, the last cases (issue 10 item 6). order_sums is derived data,
-- so it is emptied here and rebuilt from the orders at the end of this migration (same transaction).
--
-- 1. All-time rows (grain 'a', period -infinity): a total without a date range read a branch's
--    month rows (2,214 rows at a million orders, 1 ms a request); it now reads one row per state,
--    pay state, channel and salesperson (about 90).
-- 2. An amount band (order_amount_band: edges 10, 20, 50, 100, 200, 500, 1000 … 5·10^11) for every
--    client (client_id 0); amount_band -1 is "every amount", the only band of a client's own rows.
--    A total with an amount range sums the bands that lie wholly inside the range from here and
--    counts only the orders of the partly covered bands at its ends: "at least 1000 in the last 90
--    days" read 182,000 index entries and now reads a few thousand rollup rows.
TRUNCATE "order_sums";--> statement-breakpoint
ALTER TABLE "order_sums" DROP CONSTRAINT "order_sums_gscode_client_id_grain_period_status_pay_state_channel_salesperson_id_pk";--> statement-breakpoint
ALTER TABLE "order_sums" ADD COLUMN "amount_band" smallint DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_sums" ADD CONSTRAINT "order_sums_pk" PRIMARY KEY("gscode","client_id","amount_band","grain","period","status","pay_state","channel","salesperson_id");--> statement-breakpoint
ALTER TABLE "order_sums" DROP CONSTRAINT "order_sums_grain";--> statement-breakpoint
ALTER TABLE "order_sums" ADD CONSTRAINT "order_sums_grain" CHECK ("grain" IN ('d', 'm', 'a'));--> statement-breakpoint
-- The band of an amount: 0 below 10, then one band per step of 10, 20, 50, 100, 200, 500, 1000 …;
-- list-query.ts (AMOUNT_BAND_EDGES) holds the same edges.
CREATE FUNCTION order_amount_band(amount numeric) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT width_bucket(amount, '{10,20,50,100,200,500,1000,2000,5000,10000,20000,50000,100000,200000,500000,1000000,2000000,5000000,10000000,20000000,50000000,100000000,200000000,500000000,1000000000,2000000000,5000000000,10000000000,20000000000,50000000000,100000000000,200000000000,500000000000}'::numeric[])::smallint
$fn$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_sums_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  cols text := 'gscode, client_id, created_at, status, pay_state, channel, coalesce(salesperson_id, 0) AS sp, qty, amount, paid';
  src text;
BEGIN
  src := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sgn FROM new_rows', cols)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sgn FROM old_rows', cols)
    ELSE format('SELECT %1$s, 1 AS sgn FROM new_rows UNION ALL SELECT %1$s, -1 AS sgn FROM old_rows', cols)
  END;
  EXECUTE format('SELECT 1 FROM branches WHERE gscode IN (SELECT s.gscode FROM (%s) s) ORDER BY gscode FOR NO KEY UPDATE', src);
  EXECUTE format($q$
    WITH src AS (%s),
    d AS MATERIALIZED (
      SELECT s.gscode, s.client_id, s.status, s.pay_state, s.channel, s.sp, s.sgn, s.qty, s.amount, s.paid,
             (s.created_at AT TIME ZONE b.timezone)::date AS day, order_amount_band(s.amount) AS band
        FROM src s JOIN branches b ON b.gscode = s.gscode
    ),
    k AS (
      SELECT d.gscode, c.client_id, c.band, g.grain, g.period, d.status, d.pay_state, d.channel, d.sp, d.sgn, d.qty, d.amount, d.paid
        FROM d
       CROSS JOIN LATERAL (VALUES (d.client_id, -1::smallint), (0, -1::smallint), (0, d.band)) c(client_id, band)
       CROSS JOIN LATERAL (VALUES ('d', d.day), ('m', date_trunc('month', d.day::timestamp)::date), ('a', '-infinity'::date)) g(grain, period)
    ),
    g AS (
      SELECT gscode, client_id, band, grain, period, status, pay_state, channel, sp,
             sum(sgn)::int AS n, sum(sgn * qty) AS q, sum(sgn * amount) AS a, sum(sgn * paid) AS p
        FROM k GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    )
    INSERT INTO order_sums AS r (gscode, client_id, amount_band, grain, period, status, pay_state, channel, salesperson_id, n, qty, amount, paid)
    SELECT gscode, client_id, band, grain, period, status, pay_state, channel, sp, n, q, a, p
      FROM g WHERE n <> 0 OR q <> 0 OR a <> 0 OR p <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT (gscode, client_id, amount_band, grain, period, status, pay_state, channel, salesperson_id)
      DO UPDATE SET n = r.n + EXCLUDED.n, qty = r.qty + EXCLUDED.qty, amount = r.amount + EXCLUDED.amount, paid = r.paid + EXCLUDED.paid
  $q$, src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM order_sums WHERE n = 0;
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_sums_rebuild(p_gscode text) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM order_sums WHERE gscode = p_gscode;
  INSERT INTO order_sums (gscode, client_id, amount_band, grain, period, status, pay_state, channel, salesperson_id, n, qty, amount, paid)
  SELECT o.gscode, c.client_id, c.band, g.grain, g.period, o.status, o.pay_state, o.channel, coalesce(o.salesperson_id, 0),
         count(*), sum(o.qty), sum(o.amount), sum(o.paid)
    FROM orders o
    JOIN branches b ON b.gscode = o.gscode
   CROSS JOIN LATERAL (VALUES (o.client_id, -1::smallint), (0, -1::smallint), (0, order_amount_band(o.amount))) c(client_id, band)
   CROSS JOIN LATERAL (VALUES ('d', (o.created_at AT TIME ZONE b.timezone)::date),
                              ('m', date_trunc('month', o.created_at AT TIME ZONE b.timezone)::date),
                              ('a', '-infinity'::date)) g(grain, period)
   WHERE o.gscode = p_gscode
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
   -- In key order, so the rows one answer sums (a branch's days, months) lie on few pages.
   ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
END
$fn$;--> statement-breakpoint
-- A state's orders by amount (e.g. the cancelled ones, page 50) without walking every other state's:
-- carries the filter and sum columns like the sort indexes of 0014 (drizzle does not model INCLUDE).
CREATE INDEX "orders_gscode_status_amount_id" ON "orders" USING btree ("gscode","status","amount","id")
  INCLUDE ("created_at","paid","qty","pay_state","channel","salesperson_id","client_id");--> statement-breakpoint
-- An answer reads a few hundred rollup rows in up to five index ranges: starting parallel workers
-- for it (the planner did, for a union of ranges) costs more than the read and takes cores from
-- the other requests.
ALTER TABLE "order_sums" SET (parallel_workers = 0);--> statement-breakpoint
SELECT order_sums_rebuild(gscode) FROM branches;--> statement-breakpoint
ANALYZE "order_sums";
