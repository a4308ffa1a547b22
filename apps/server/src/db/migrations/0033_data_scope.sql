ALTER TABLE "roles" ADD COLUMN "data_scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_gscode_salesperson_created" ON "clients" USING btree ("gscode","salesperson_id","created_at","id");--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_data_scope" CHECK ("roles"."data_scope" in ('all', 'own'));--> statement-breakpoint
-- The session's marks carry the pseudo-mark data:all when its role's data scope is the whole
-- branch (issue 37 #1): the rule "no mark you lack" then covers the data scope too.
DROP FUNCTION bo_session_by_token(text);--> statement-breakpoint
CREATE FUNCTION bo_session_by_token(p_token_hash text)
RETURNS TABLE (
  id bigint, user_id integer, gscode text, age_ms numeric, idle_ms numeric,
  user_name text, role_code text, reguserno text, operators text, status smallint,
  branch_status smallint, timezone text, stats_version bigint, marks text[], must_change_password boolean,
  locked boolean
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT s.id, s.user_id, s.gscode, extract(epoch from now() - s.created_at) * 1000,
         extract(epoch from now() - s.last_seen_at) * 1000,
         u.user_name, u.role_code, u.reguserno, u.operators, u.status, b.status, b.timezone, b.stats_version,
         coalesce((SELECT array_agg(DISTINCT m.permission)
                     FROM roles r
                     JOIN role_menus rm ON rm.role_id = r.id AND rm.active
                     JOIN menus m ON m.id = rm.menu_id AND m.status = 1 AND m.permission <> ''
                    WHERE r.gscode = s.gscode AND r.code = u.role_code AND r.status = 1), '{}')
           || coalesce((SELECT ARRAY['data:all'] FROM roles r
                         WHERE r.gscode = s.gscode AND r.code = u.role_code AND r.status = 1 AND r.data_scope = 'all'), '{}'),
         u.must_change_password,
         s.locked_at IS NOT NULL
    FROM sessions s JOIN users u ON u.id = s.user_id JOIN branches b ON b.gscode = s.gscode
   WHERE s.token_hash = p_token_hash AND s.ended_at IS NULL;
END $$;
