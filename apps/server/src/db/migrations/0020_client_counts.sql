CREATE TABLE "client_counts" (
	"gscode" text NOT NULL,
	"clienttype" smallint NOT NULL,
	"clientlevel" text NOT NULL,
	"area" text NOT NULL,
	"isyuejie" smallint NOT NULL,
	"status" smallint NOT NULL,
	"salesperson_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "client_counts_pk" PRIMARY KEY("gscode","clienttype","clientlevel","area","isyuejie","status","salesperson_id")
);
--> statement-breakpoint
-- The clients tab's total over a million clients (bench/results/clients.json: a count(*) per
-- request took half a second under load): client_counts keeps how many clients a branch has by
-- the list's filter columns, exact by statement-level triggers in the same transaction as every
-- write to clients, like order_sums (0011): one GROUP BY per statement, rows upserted in key order.
CREATE FUNCTION client_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  cols text := 'gscode, clienttype, clientlevel, area, isyuejie, status, coalesce(salesperson_id, 0) AS sp';
  src text;
BEGIN
  src := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sgn FROM new_rows', cols)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sgn FROM old_rows', cols)
    ELSE format('SELECT %1$s, 1 AS sgn FROM new_rows UNION ALL SELECT %1$s, -1 AS sgn FROM old_rows', cols)
  END;
  EXECUTE format($q$
    WITH g AS (
      SELECT gscode, clienttype, clientlevel, area, isyuejie, status, sp, sum(sgn)::int AS n
        FROM (%s) s GROUP BY 1, 2, 3, 4, 5, 6, 7
    )
    INSERT INTO client_counts AS r (gscode, clienttype, clientlevel, area, isyuejie, status, salesperson_id, n)
    SELECT gscode, clienttype, clientlevel, area, isyuejie, status, sp, n FROM g WHERE n <> 0
     ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (gscode, clienttype, clientlevel, area, isyuejie, status, salesperson_id) DO UPDATE SET n = r.n + EXCLUDED.n
  $q$, src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM client_counts WHERE n = 0;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER clients_counts_ins AFTER INSERT ON clients REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_counts_apply();
--> statement-breakpoint
CREATE TRIGGER clients_counts_upd AFTER UPDATE ON clients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_counts_apply();
--> statement-breakpoint
CREATE TRIGGER clients_counts_del AFTER DELETE ON clients REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_counts_apply();
--> statement-breakpoint
CREATE FUNCTION client_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  TRUNCATE client_counts;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER clients_counts_truncate AFTER TRUNCATE ON clients FOR EACH STATEMENT EXECUTE FUNCTION client_counts_truncate();
--> statement-breakpoint
-- The clients there are already.
INSERT INTO client_counts (gscode, clienttype, clientlevel, area, isyuejie, status, salesperson_id, n)
SELECT gscode, clienttype, clientlevel, area, isyuejie, status, coalesce(salesperson_id, 0), count(*)
  FROM clients GROUP BY 1, 2, 3, 4, 5, 6, 7;
