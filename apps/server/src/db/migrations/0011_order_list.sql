CREATE TABLE "order_sums" (
	"gscode" text NOT NULL,
	"client_id" integer NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"status" smallint NOT NULL,
	"pay_state" smallint NOT NULL,
	"channel" text NOT NULL,
	"salesperson_id" integer NOT NULL,
	"n" integer NOT NULL,
	"qty" bigint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"paid" numeric(18, 2) NOT NULL,
	CONSTRAINT "order_sums_gscode_client_id_grain_period_status_pay_state_channel_salesperson_id_pk" PRIMARY KEY("gscode","client_id","grain","period","status","pay_state","channel","salesperson_id")
);
--> statement-breakpoint
DROP INDEX "orders_gscode_created";--> statement-breakpoint
CREATE INDEX "order_sums_empty" ON "order_sums" USING btree ("gscode") WHERE n = 0;--> statement-breakpoint
CREATE INDEX "orders_gscode_created_id" ON "orders" USING btree ("gscode","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_gscode_amount_id" ON "orders" USING btree ("gscode","amount","id");--> statement-breakpoint
CREATE INDEX "orders_gscode_paid_id" ON "orders" USING btree ("gscode","paid","id");--> statement-breakpoint
CREATE INDEX "orders_gscode_orderno_prefix" ON "orders" USING btree ("gscode","orderno" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_gscode_client_created_id" ON "orders" USING btree ("gscode","client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_gscode_status_created_id" ON "orders" USING btree ("gscode","status","created_at","id");--> statement-breakpoint
-- The order list's total and summary row (issue 10 #6): a million orders cannot be counted and summed
-- per request, so order_sums keeps count, pieces, amount and paid by branch, client (0 = every
-- client), local day and month, state, pay state, channel and salesperson (0 = none). Kept exact by
-- statement-level triggers in the same transaction as every write, like order_rollup (0002): one
-- GROUP BY per statement. Branch rows are locked in gscode order first, as the other order triggers
-- do, so writers of one branch take turns and a time-zone change waits for them.
ALTER TABLE "order_sums" ADD CONSTRAINT "order_sums_grain" CHECK ("grain" IN ('d', 'm'));
--> statement-breakpoint
CREATE FUNCTION order_sums_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
             (s.created_at AT TIME ZONE b.timezone)::date AS day
        FROM src s JOIN branches b ON b.gscode = s.gscode
    ),
    k AS (
      SELECT d.gscode, c.client_id, g.grain, g.period, d.status, d.pay_state, d.channel, d.sp, d.sgn, d.qty, d.amount, d.paid
        FROM d
       CROSS JOIN LATERAL (VALUES (d.client_id), (0)) c(client_id)
       CROSS JOIN LATERAL (VALUES ('d', d.day), ('m', date_trunc('month', d.day::timestamp)::date)) g(grain, period)
    ),
    g AS (
      SELECT gscode, client_id, grain, period, status, pay_state, channel, sp,
             sum(sgn)::int AS n, sum(sgn * qty) AS q, sum(sgn * amount) AS a, sum(sgn * paid) AS p
        FROM k GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    )
    INSERT INTO order_sums AS r (gscode, client_id, grain, period, status, pay_state, channel, salesperson_id, n, qty, amount, paid)
    SELECT gscode, client_id, grain, period, status, pay_state, channel, sp, n, q, a, p
      FROM g WHERE n <> 0 OR q <> 0 OR a <> 0 OR p <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT (gscode, client_id, grain, period, status, pay_state, channel, salesperson_id)
      DO UPDATE SET n = r.n + EXCLUDED.n, qty = r.qty + EXCLUDED.qty, amount = r.amount + EXCLUDED.amount, paid = r.paid + EXCLUDED.paid
  $q$, src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM order_sums WHERE n = 0;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER orders_sums_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_sums_apply();
--> statement-breakpoint
CREATE TRIGGER orders_sums_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_sums_apply();
--> statement-breakpoint
CREATE TRIGGER orders_sums_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_sums_apply();
--> statement-breakpoint
CREATE FUNCTION order_sums_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  TRUNCATE order_sums;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER orders_sums_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION order_sums_truncate();
--> statement-breakpoint
-- Recomputes one branch's order_sums from its orders (time-zone change, back-fill, repair).
CREATE FUNCTION order_sums_rebuild(p_gscode text) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM order_sums WHERE gscode = p_gscode;
  INSERT INTO order_sums (gscode, client_id, grain, period, status, pay_state, channel, salesperson_id, n, qty, amount, paid)
  SELECT o.gscode, c.client_id, g.grain, g.period, o.status, o.pay_state, o.channel, coalesce(o.salesperson_id, 0),
         count(*), sum(o.qty), sum(o.amount), sum(o.paid)
    FROM orders o
    JOIN branches b ON b.gscode = o.gscode
   CROSS JOIN LATERAL (VALUES (o.client_id), (0)) c(client_id)
   CROSS JOIN LATERAL (VALUES ('d', (o.created_at AT TIME ZONE b.timezone)::date),
                              ('m', date_trunc('month', o.created_at AT TIME ZONE b.timezone)::date)) g(grain, period)
   WHERE o.gscode = p_gscode
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION branch_order_sums_timezone() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM order_sums_rebuild(NEW.gscode);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER branches_order_sums_timezone AFTER UPDATE OF timezone ON branches
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION branch_order_sums_timezone();
--> statement-breakpoint
-- Back-fill a database that already holds orders.
SELECT order_sums_rebuild(gscode) FROM branches;
