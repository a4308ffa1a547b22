CREATE TABLE "switch_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target_user_id" integer NOT NULL,
	"granted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "switch_grants_not_self" CHECK ("switch_grants"."user_id" <> "switch_grants"."target_user_id")
);
--> statement-breakpoint
ALTER TABLE "switch_grants" ADD CONSTRAINT "switch_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "switch_grants" ADD CONSTRAINT "switch_grants_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "switch_grants" ADD CONSTRAINT "switch_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "switch_grants_user_target" ON "switch_grants" USING btree ("user_id","target_user_id");--> statement-breakpoint
CREATE INDEX "switch_grants_target" ON "switch_grants" USING btree ("target_user_id");--> statement-breakpoint
-- A branch grant of the old user_branches meant "the same account name in that branch": keep
-- exactly that as an account grant. (The old rule that any account of one's own branch could be
-- switched to without a password is the hole being closed; it is not carried over.)
INSERT INTO "switch_grants" ("user_id", "target_user_id")
SELECT ub."user_id", t."id"
  FROM "user_branches" ub
  JOIN "users" u ON u."id" = ub."user_id"
  JOIN "users" t ON t."gscode" = ub."gscode" AND t."user_name" = u."user_name"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A password change ends every session of the account at once, whatever code path changes it.
-- The session that made the change may keep itself: set_config('bo.keep_session', id, true).
CREATE FUNCTION end_sessions_on_password_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET ended_at = now()
   WHERE user_id = NEW.id AND ended_at IS NULL
     AND id <> coalesce(nullif(current_setting('bo.keep_session', true), '')::bigint, 0);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_password_changed AFTER UPDATE OF password_hash ON users
  FOR EACH ROW WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION end_sessions_on_password_change();
