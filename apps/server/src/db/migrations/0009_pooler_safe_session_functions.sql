-- The two queries of every signed-in request (the session with its marks) and of the menu call,
-- as PL/pgSQL functions. PL/pgSQL keeps the plans of its statements in the PostgreSQL backend
-- that runs them, so the server gets what a named prepared statement gave (planned once per
-- connection, not on every request) while sending only unnamed statements: nothing lives in
-- the client's session, which a transaction-mode pooler (pgbouncer) would hand to others.
-- Called by plugins/session.ts (loadSession) and modules/menu/service.ts (userMenus); change
-- them together.
CREATE FUNCTION bo_session_by_token(p_token_hash text)
RETURNS TABLE (
  id bigint, user_id integer, gscode text, age_ms numeric, idle_ms numeric,
  user_name text, role_code text, reguserno text, operators text, status smallint,
  branch_status smallint, timezone text, stats_version bigint, marks text[]
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
    FROM sessions s JOIN users u ON u.id = s.user_id JOIN branches b ON b.gscode = s.gscode
   WHERE s.token_hash = p_token_hash AND s.ended_at IS NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION bo_role_menus(p_gscode text, p_role_code text)
RETURNS TABLE (
  id integer, parent_id integer, menuname text, menuename text, menutype text,
  url text, icon text, permission text, active boolean, sort integer
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT m.id, m.parent_id, m.menuname, m.menuename, m.menutype, m.url, m.icon, m.permission, rm.active, m.sort
    FROM roles r
    JOIN role_menus rm ON rm.role_id = r.id
    JOIN menus m ON m.id = rm.menu_id AND m.status = 1
   WHERE r.gscode = p_gscode AND r.code = p_role_code AND r.status = 1;
END $$;
