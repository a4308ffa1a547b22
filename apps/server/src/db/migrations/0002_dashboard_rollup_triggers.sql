-- Dashboard rollups (issue 4): kept exact by triggers, in the same transaction as every write.
-- Statement-level triggers with transition tables: one aggregate per statement, so a bulk insert
-- of a million orders costs one GROUP BY, not a million upserts.
-- Periods are local to the branch's time zone (branches.timezone); a time-zone change rebuilds
-- the branch's rollups. Order writers take FOR SHARE on their branch rows, so a concurrent
-- time-zone change waits for them (and they for it): the rollups cannot drift.
-- Cancelled orders (status 9) are not counted. Rows that reach zero are deleted.

-- (No CHECK on the counts: PostgreSQL checks the proposed row of an upsert, a negative delta, before
-- it finds the conflict. Exactness is proven by the rollup tests instead.)
ALTER TABLE "order_rollup" ADD CONSTRAINT "order_rollup_grain" CHECK ("grain" IN ('d', 'w', 'm'));
--> statement-breakpoint
CREATE FUNCTION order_rollup_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  src text;
BEGIN
  src := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT gscode, client_id, created_at, amount, 1 AS sgn FROM new_rows WHERE status <> 9'
    WHEN 'DELETE' THEN 'SELECT gscode, client_id, created_at, amount, -1 AS sgn FROM old_rows WHERE status <> 9'
    ELSE 'SELECT gscode, client_id, created_at, amount, 1 AS sgn FROM new_rows WHERE status <> 9
          UNION ALL
          SELECT gscode, client_id, created_at, amount, -1 AS sgn FROM old_rows WHERE status <> 9'
  END;
  EXECUTE format('SELECT 1 FROM branches WHERE gscode IN (SELECT s.gscode FROM (%s) s) ORDER BY gscode FOR SHARE', src);
  EXECUTE format($q$
    WITH src AS (%s),
    d AS MATERIALIZED (
      SELECT s.gscode, s.client_id, s.sgn, s.amount, (s.created_at AT TIME ZONE b.timezone) AS lt
        FROM src s JOIN branches b ON b.gscode = s.gscode
    ),
    g AS (
      SELECT gscode, 'd' AS grain, lt::date AS period, client_id, sum(sgn)::int AS n, sum(sgn * amount) AS a
        FROM d GROUP BY 1, 3, 4
      UNION ALL
      SELECT gscode, 'w', date_trunc('week', lt)::date, client_id, sum(sgn)::int, sum(sgn * amount)
        FROM d GROUP BY 1, 3, 4
      UNION ALL
      SELECT gscode, 'm', date_trunc('month', lt)::date, client_id, sum(sgn)::int, sum(sgn * amount)
        FROM d GROUP BY 1, 3, 4
    )
    INSERT INTO order_rollup AS r (gscode, grain, period, client_id, dd_num, jine)
    SELECT gscode, grain, period, client_id, n, a FROM g WHERE n <> 0 OR a <> 0
     ORDER BY gscode, grain, period, client_id
    ON CONFLICT (gscode, grain, period, client_id)
      DO UPDATE SET dd_num = r.dd_num + EXCLUDED.dd_num, jine = r.jine + EXCLUDED.jine
  $q$, src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM order_rollup WHERE dd_num = 0;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER orders_rollup_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_rollup_apply();
--> statement-breakpoint
CREATE TRIGGER orders_rollup_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_rollup_apply();
--> statement-breakpoint
CREATE TRIGGER orders_rollup_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_rollup_apply();
--> statement-breakpoint
CREATE FUNCTION visit_rollup_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  src text;
BEGIN
  src := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT gscode, at, 1 AS sgn FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT gscode, at, -1 AS sgn FROM old_rows'
    ELSE 'SELECT gscode, at, 1 AS sgn FROM new_rows UNION ALL SELECT gscode, at, -1 AS sgn FROM old_rows'
  END;
  EXECUTE format('SELECT 1 FROM branches WHERE gscode IN (SELECT s.gscode FROM (%s) s) ORDER BY gscode FOR SHARE', src);
  EXECUTE format($q$
    WITH src AS (%s),
    g AS (
      SELECT s.gscode, (s.at AT TIME ZONE b.timezone)::date AS day, sum(s.sgn)::int AS n
        FROM src s JOIN branches b ON b.gscode = s.gscode
       GROUP BY 1, 2
    )
    INSERT INTO visit_rollup AS r (gscode, day, visits)
    SELECT gscode, day, n FROM g WHERE n <> 0 ORDER BY gscode, day
    ON CONFLICT (gscode, day) DO UPDATE SET visits = r.visits + EXCLUDED.visits
  $q$, src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM visit_rollup WHERE visits = 0;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER visits_rollup_ins AFTER INSERT ON visits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_rollup_apply();
--> statement-breakpoint
CREATE TRIGGER visits_rollup_upd AFTER UPDATE ON visits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_rollup_apply();
--> statement-breakpoint
CREATE TRIGGER visits_rollup_del AFTER DELETE ON visits REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION visit_rollup_apply();
--> statement-breakpoint
CREATE FUNCTION rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN TRUNCATE order_rollup; ELSE TRUNCATE visit_rollup; END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER orders_rollup_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION rollup_truncate();
--> statement-breakpoint
CREATE TRIGGER visits_rollup_truncate AFTER TRUNCATE ON visits FOR EACH STATEMENT EXECUTE FUNCTION rollup_truncate();
--> statement-breakpoint
-- Recomputes one branch's rollups from its orders and visits (time-zone change, back-fill, repair).
CREATE FUNCTION dashboard_rollup_rebuild(p_gscode text) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM order_rollup WHERE gscode = p_gscode;
  DELETE FROM visit_rollup WHERE gscode = p_gscode;
  INSERT INTO order_rollup (gscode, grain, period, client_id, dd_num, jine)
  SELECT o.gscode, g.grain, g.period, o.client_id, count(*), sum(o.amount)
    FROM orders o
    JOIN branches b ON b.gscode = o.gscode
   CROSS JOIN LATERAL (VALUES
     ('d', (o.created_at AT TIME ZONE b.timezone)::date),
     ('w', date_trunc('week', o.created_at AT TIME ZONE b.timezone)::date),
     ('m', date_trunc('month', o.created_at AT TIME ZONE b.timezone)::date)) g(grain, period)
   WHERE o.gscode = p_gscode AND o.status <> 9
   GROUP BY 1, 2, 3, 4;
  INSERT INTO visit_rollup (gscode, day, visits)
  SELECT v.gscode, (v.at AT TIME ZONE b.timezone)::date, count(*)
    FROM visits v JOIN branches b ON b.gscode = v.gscode
   WHERE v.gscode = p_gscode
   GROUP BY 1, 2;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION branch_rollup_timezone() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM dashboard_rollup_rebuild(NEW.gscode);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER branches_rollup_timezone AFTER UPDATE OF timezone ON branches
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION branch_rollup_timezone();
--> statement-breakpoint
-- Back-fill a database that already holds orders.
SELECT dashboard_rollup_rebuild(gscode) FROM branches;
