ALTER TABLE "sessions" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
-- The session check also answers whether the session is locked (the lock screen, issue 37 #4).
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
                    WHERE r.gscode = s.gscode AND r.code = u.role_code AND r.status = 1), '{}'),
         u.must_change_password,
         s.locked_at IS NOT NULL
    FROM sessions s JOIN users u ON u.id = s.user_id JOIN branches b ON b.gscode = s.gscode
   WHERE s.token_hash = p_token_hash AND s.ended_at IS NULL;
END $$;
