-- branches.stats_version moves in the same transaction as every write to a branch's orders,
-- visits, clients or members, so a dashboard answer cached under a version is exact while the
-- version stands (modules/reports/cache.ts). Statement-level: a bulk insert bumps once.
-- Branch rows are locked in gscode order first, like the rollup triggers, so two multi-branch
-- statements cannot deadlock on them. Trigger names sort after the rollup triggers ("stats" >
-- "rollup"), which fire first on the same event and already hold those locks.
CREATE FUNCTION stats_version_bump() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  src text;
BEGIN
  src := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT gscode FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT gscode FROM old_rows'
    ELSE 'SELECT gscode FROM new_rows UNION SELECT gscode FROM old_rows'
  END;
  EXECUTE format('SELECT 1 FROM branches WHERE gscode IN (%s) ORDER BY gscode FOR NO KEY UPDATE', src);
  EXECUTE format('UPDATE branches SET stats_version = stats_version + 1 WHERE gscode IN (%s)', src);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION stats_version_bump_all() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE branches SET stats_version = stats_version + 1;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
DO $do$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['orders', 'visits', 'clients', 'members'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_stats_ins AFTER INSERT ON %1$s REFERENCING NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION stats_version_bump()', t);
    EXECUTE format('CREATE TRIGGER %1$s_stats_upd AFTER UPDATE ON %1$s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION stats_version_bump()', t);
    EXECUTE format('CREATE TRIGGER %1$s_stats_del AFTER DELETE ON %1$s REFERENCING OLD TABLE AS old_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION stats_version_bump()', t);
    EXECUTE format('CREATE TRIGGER %1$s_stats_truncate AFTER TRUNCATE ON %1$s
                    FOR EACH STATEMENT EXECUTE FUNCTION stats_version_bump_all()', t);
  END LOOP;
END
$do$;
