CREATE TABLE "totp_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "require_totp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "totp_recovery_codes" ADD CONSTRAINT "totp_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "totp_recovery_codes_user_hash" ON "totp_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
-- The session also says whether it was opened with two factors, and whether its account must
-- enrol in two-factor sign-in before anything else (its role requires it, it has not enrolled).
DROP FUNCTION bo_session_by_token(text);--> statement-breakpoint
CREATE FUNCTION bo_session_by_token(p_token_hash text)
RETURNS TABLE (
  id bigint, user_id integer, gscode text, age_ms numeric, idle_ms numeric,
  user_name text, role_code text, reguserno text, operators text, status smallint,
  branch_status smallint, timezone text, stats_version bigint, marks text[], must_change_password boolean,
  locked boolean, two_factor boolean, must_enrol_totp boolean
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
         s.locked_at IS NOT NULL,
         s.two_factor,
         u.totp_enabled_at IS NULL AND EXISTS (SELECT 1 FROM roles r
                                               WHERE r.gscode = s.gscode AND r.code = u.role_code AND r.require_totp)
    FROM sessions s JOIN users u ON u.id = s.user_id JOIN branches b ON b.gscode = s.gscode
   WHERE s.token_hash = p_token_hash AND s.ended_at IS NULL;
END $$;
