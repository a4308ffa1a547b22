-- What a server process keeps of a session (plugins/session-facts.ts) is forgotten when what it was
-- read from changes: these triggers say so on channel bo_session, to every process, at commit.
-- Payloads: 's:<session id>', 'u:<user id>', 'g:<branch code>' (every session of the branch), '*'.
-- Arguments: the payload's prefix, the column giving its key ('' for none), then the columns that
-- matter (an update of none of them says nothing: touching last_seen_at or a branch's figures'
-- version is no change to a session). A restore, which switches triggers off, says '*' itself.
CREATE FUNCTION bo_session_facts_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  changed boolean := TG_OP <> 'UPDATE' OR TG_NARGS = 2;
BEGIN
  FOR i IN 2..TG_NARGS - 1 LOOP
    changed := changed OR (old_row -> TG_ARGV[i]) IS DISTINCT FROM (new_row -> TG_ARGV[i]);
  END LOOP;
  IF NOT changed THEN RETURN NULL; END IF;
  IF TG_ARGV[1] = '' THEN
    PERFORM pg_notify('bo_session', TG_ARGV[0]);
    RETURN NULL;
  END IF;
  IF old_row IS NOT NULL THEN PERFORM pg_notify('bo_session', TG_ARGV[0] || ':' || (old_row ->> TG_ARGV[1])); END IF;
  -- Identical notifications of one transaction are sent once: an update keeping its key says it once.
  IF new_row IS NOT NULL THEN PERFORM pg_notify('bo_session', TG_ARGV[0] || ':' || (new_row ->> TG_ARGV[1])); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_facts AFTER UPDATE ON sessions FOR EACH ROW
  EXECUTE FUNCTION bo_session_facts_changed('s', 'id', 'ended_at', 'locked_at', 'two_factor', 'view_until', 'view_reason', 'gscode', 'user_id', 'token_hash', 'created_at');
--> statement-breakpoint
-- A session made older than it was (by hand, or by a test standing for time passing) is news; a touch is not.
CREATE TRIGGER sessions_facts_backdated AFTER UPDATE OF last_seen_at ON sessions FOR EACH ROW
  WHEN (NEW.last_seen_at < OLD.last_seen_at) EXECUTE FUNCTION bo_session_facts_changed('s', 'id');
--> statement-breakpoint
-- Ended sessions are purged in bulk by the retention task: only a live one's deletion is news.
CREATE TRIGGER sessions_facts_deleted AFTER DELETE ON sessions FOR EACH ROW WHEN (OLD.ended_at IS NULL)
  EXECUTE FUNCTION bo_session_facts_changed('s', 'id');
--> statement-breakpoint
CREATE TRIGGER users_facts AFTER UPDATE OR DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION bo_session_facts_changed('u', 'id', 'gscode', 'user_name', 'reguserno', 'role_code', 'operators', 'status', 'password_hash', 'must_change_password', 'totp_enabled_at');
--> statement-breakpoint
CREATE TRIGGER branches_facts AFTER UPDATE OR DELETE ON branches FOR EACH ROW
  EXECUTE FUNCTION bo_session_facts_changed('g', 'gscode', 'guestcode', 'timezone', 'status');
--> statement-breakpoint
CREATE TRIGGER roles_facts AFTER INSERT OR UPDATE OR DELETE ON roles FOR EACH ROW
  EXECUTE FUNCTION bo_session_facts_changed('g', 'gscode');
--> statement-breakpoint
-- A role's grants and the menus name no branch on the row: every process forgets everything (rare, admin work).
CREATE TRIGGER role_menus_facts AFTER INSERT OR UPDATE OR DELETE ON role_menus FOR EACH ROW
  EXECUTE FUNCTION bo_session_facts_changed('*', '');
--> statement-breakpoint
CREATE TRIGGER menus_facts AFTER INSERT OR UPDATE OR DELETE ON menus FOR EACH ROW
  EXECUTE FUNCTION bo_session_facts_changed('*', '');
