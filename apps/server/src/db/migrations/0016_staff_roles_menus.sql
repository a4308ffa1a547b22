CREATE TABLE "uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gscode" text NOT NULL,
	"sha256" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "builtin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "embed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_sha256_gscode" ON "uploads" USING btree ("sha256","gscode");--> statement-breakpoint
CREATE INDEX "users_gscode_role" ON "users" USING btree ("gscode","role_code");--> statement-breakpoint
-- Every menu row so far came from the route catalogue.
UPDATE "menus" SET "builtin" = true;--> statement-breakpoint
UPDATE "users" u SET "last_login_at" = (
  SELECT max(l.at) FROM "login_log" l WHERE l.gscode = u.gscode AND l.user_name = u.user_name AND l.success
);--> statement-breakpoint
-- The session now also says whether the account must choose a new password before anything else.
DROP FUNCTION bo_session_by_token(text);--> statement-breakpoint
CREATE FUNCTION bo_session_by_token(p_token_hash text)
RETURNS TABLE (
  id bigint, user_id integer, gscode text, age_ms numeric, idle_ms numeric,
  user_name text, role_code text, reguserno text, operators text, status smallint,
  branch_status smallint, timezone text, stats_version bigint, marks text[], must_change_password boolean
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
         u.must_change_password
    FROM sessions s JOIN users u ON u.id = s.user_id JOIN branches b ON b.gscode = s.gscode
   WHERE s.token_hash = p_token_hash AND s.ended_at IS NULL;
END $$;--> statement-breakpoint
-- The menu rows now carry hidden, link and embed.
DROP FUNCTION bo_role_menus(text, text);--> statement-breakpoint
CREATE FUNCTION bo_role_menus(p_gscode text, p_role_code text)
RETURNS TABLE (
  id integer, parent_id integer, menuname text, menuename text, menutype text,
  url text, icon text, permission text, active boolean, sort integer, hidden boolean, link text, embed boolean
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT m.id, m.parent_id, m.menuname, m.menuename, m.menutype, m.url, m.icon, m.permission, rm.active, m.sort,
         m.hidden, m.link, m.embed
    FROM roles r
    JOIN role_menus rm ON rm.role_id = r.id
    JOIN menus m ON m.id = rm.menu_id AND m.status = 1
   WHERE r.gscode = p_gscode AND r.code = p_role_code AND r.status = 1;
END $$;
