CREATE TABLE "credit_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gscode" text NOT NULL,
	"client_id" integer NOT NULL,
	"isyuejie" smallint DEFAULT 1 NOT NULL,
	"maxprice" numeric(14, 2) DEFAULT '0' NOT NULL,
	"maxdays" integer DEFAULT 0 NOT NULL,
	"tmpprice" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tmpdays" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"applied_by" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"audited_by" integer,
	"audited_at" timestamp with time zone,
	"audit_comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "credit_applications_state" CHECK ("credit_applications"."state" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "promoters" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"gscode" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"commission_rate" numeric(5, 2) DEFAULT '5' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_config" (
	"gscode" text PRIMARY KEY NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"app_secret" text DEFAULT '' NOT NULL,
	"access_token" text DEFAULT '' NOT NULL,
	"token_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_followers" (
	"id" serial PRIMARY KEY NOT NULL,
	"gscode" text NOT NULL,
	"openid" text NOT NULL,
	"unionid" text DEFAULT '' NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"avatar_url" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"subscribed" boolean DEFAULT true NOT NULL,
	"subscribed_at" timestamp with time zone,
	"client_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "client_required_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "guestcode_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "salesperson_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tmp_until" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "promoter_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "nickname" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoters" ADD CONSTRAINT "promoters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoters" ADD CONSTRAINT "promoters_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_config" ADD CONSTRAINT "wechat_config_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_followers" ADD CONSTRAINT "wechat_followers_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_followers" ADD CONSTRAINT "wechat_followers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_applications_gscode_state_applied" ON "credit_applications" USING btree ("gscode","state","applied_at","id");--> statement-breakpoint
CREATE INDEX "credit_applications_client" ON "credit_applications" USING btree ("client_id","applied_at");--> statement-breakpoint
CREATE INDEX "promoters_gscode" ON "promoters" USING btree ("gscode","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_followers_gscode_openid" ON "wechat_followers" USING btree ("gscode","openid");--> statement-breakpoint
CREATE INDEX "wechat_followers_gscode_subscribed_at" ON "wechat_followers" USING btree ("gscode","subscribed_at","id");--> statement-breakpoint
CREATE INDEX "wechat_followers_client" ON "wechat_followers" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_salesperson_id_users_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_promoter_id_members_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_gscode_mobile" ON "clients" USING btree ("gscode","mobile");--> statement-breakpoint
CREATE INDEX "clients_gscode_created" ON "clients" USING btree ("gscode","created_at","id");--> statement-breakpoint
CREATE INDEX "clients_promoter" ON "clients" USING btree ("promoter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_gscode_user_name" ON "members" USING btree ("gscode","user_name");--> statement-breakpoint
CREATE INDEX "members_client" ON "members" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "members_gscode_openid" ON "members" USING btree ("gscode","wx_openid");--> statement-breakpoint
-- Customer numbers handed out so far: the next one continues after the highest number part.
UPDATE "branches" b SET "guestcode_seq" = coalesce((
  SELECT max(substring(c.guestcode from '(\d{1,9})$')::integer) FROM "clients" c WHERE c.gscode = b.gscode AND c.guestcode ~ '\d$'
), 0);--> statement-breakpoint
UPDATE "clients" SET "updated_at" = "created_at";--> statement-breakpoint
-- A client is looked after by the salesperson of its latest order.
UPDATE "clients" c SET "salesperson_id" = (
  SELECT o.salesperson_id FROM "orders" o
   WHERE o.gscode = c.gscode AND o.client_id = c.id AND o.salesperson_id IS NOT NULL
   ORDER BY o.created_at DESC LIMIT 1
);--> statement-breakpoint
-- Shop accounts bound through WeChat are followers; their profiles come with the next reload.
INSERT INTO "wechat_followers" ("gscode", "openid", "subscribed", "subscribed_at", "created_at")
SELECT DISTINCT ON (m.gscode, m.wx_openid) m.gscode, m.wx_openid, true, m.created_at, m.created_at
  FROM "members" m WHERE m.wx_openid IS NOT NULL
 ORDER BY m.gscode, m.wx_openid, m.created_at;
