-- A branch's system settings hold its session time-outs and upload limit, which each process keeps
-- (plugins/branch-limits.ts): a save is news for the branch on channel bo_session (migration 0041).
CREATE TRIGGER branch_settings_facts AFTER INSERT OR UPDATE ON branch_documents FOR EACH ROW
  WHEN (NEW.kind = 'system') EXECUTE FUNCTION bo_session_facts_changed('g', 'gscode', 'value');
--> statement-breakpoint
CREATE TRIGGER branch_settings_facts_deleted AFTER DELETE ON branch_documents FOR EACH ROW
  WHEN (OLD.kind = 'system') EXECUTE FUNCTION bo_session_facts_changed('g', 'gscode');
