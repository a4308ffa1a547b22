ALTER TABLE "sessions" ADD COLUMN "view_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "view_reason" text;--> statement-breakpoint
-- A read-only view (issue 41) is a session of the platform owner's account in another branch: it
-- holds that branch's administrator role (not the account's own) and its customer code, no
-- operator code, never has to enrol in two-factor sign-in there, and says when it ends and whose
-- account it is (user_gscode).
DROP FUNCTION bo_session_by_token(text);--> statement-breakpoint
CREATE FUNCTION bo_session_by_token(p_token_hash text)
RETURNS TABLE (
  id bigint, user_id integer, gscode text, age_ms numeric, idle_ms numeric,
  user_name text, role_code text, reguserno text, operators text, status smallint,
  branch_status smallint, timezone text, stats_version bigint, marks text[], must_change_password boolean,
  locked boolean, two_factor boolean, must_enrol_totp boolean,
  user_gscode text, view_left_ms numeric, view_reason text
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH s AS (
    SELECT s.*, CASE WHEN s.view_until IS NULL THEN u.role_code ELSE 'admin' END AS role_in_force
      FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = p_token_hash AND s.ended_at IS NULL
  )
  SELECT s.id, s.user_id, s.gscode, extract(epoch from now() - s.created_at) * 1000,
         extract(epoch from now() - s.last_seen_at) * 1000,
         u.user_name, s.role_in_force,
         CASE WHEN s.view_until IS NULL THEN u.reguserno ELSE b.guestcode END,
         CASE WHEN s.view_until IS NULL THEN u.operators ELSE '' END,
         u.status, b.status, b.timezone, b.stats_version,
         coalesce((SELECT array_agg(DISTINCT m.permission)
                     FROM roles r
                     JOIN role_menus rm ON rm.role_id = r.id AND rm.active
                     JOIN menus m ON m.id = rm.menu_id AND m.status = 1 AND m.permission <> ''
                    WHERE r.gscode = s.gscode AND r.code = s.role_in_force AND r.status = 1), '{}')
           || coalesce((SELECT ARRAY['data:all'] FROM roles r
                         WHERE r.gscode = s.gscode AND r.code = s.role_in_force AND r.status = 1 AND r.data_scope = 'all'), '{}'),
         u.must_change_password,
         s.locked_at IS NOT NULL,
         s.two_factor,
         s.view_until IS NULL AND u.totp_enabled_at IS NULL
           AND EXISTS (SELECT 1 FROM roles r WHERE r.gscode = s.gscode AND r.code = s.role_in_force AND r.require_totp),
         u.gscode,
         CASE WHEN s.view_until IS NULL THEN NULL ELSE extract(epoch from s.view_until - now()) * 1000 END,
         s.view_reason
    FROM s JOIN users u ON u.id = s.user_id JOIN branches b ON b.gscode = s.gscode;
END $$;
