-- Rollup writers of one branch take turns: each locks its branch rows FOR NO KEY UPDATE (in gscode
-- order) until it commits, instead of FOR SHARE. Two transactions that touch the same rollup rows
-- in different orders (client A then B, B then A) would otherwise deadlock; now the second waits
-- at its first order write. The lock still makes a concurrent time-zone change wait (and the
-- writers wait for it), and does not conflict with foreign-key checks (FOR KEY SHARE).
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_rollup_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
  EXECUTE format('SELECT 1 FROM branches WHERE gscode IN (SELECT s.gscode FROM (%s) s) ORDER BY gscode FOR NO KEY UPDATE', src);
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
CREATE OR REPLACE FUNCTION visit_rollup_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  src text;
BEGIN
  src := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT gscode, at, 1 AS sgn FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT gscode, at, -1 AS sgn FROM old_rows'
    ELSE 'SELECT gscode, at, 1 AS sgn FROM new_rows UNION ALL SELECT gscode, at, -1 AS sgn FROM old_rows'
  END;
  EXECUTE format('SELECT 1 FROM branches WHERE gscode IN (SELECT s.gscode FROM (%s) s) ORDER BY gscode FOR NO KEY UPDATE', src);
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
