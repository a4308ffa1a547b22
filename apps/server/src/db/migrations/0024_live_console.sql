-- Live console (issue 14): messages and who read them, power requests, QR-code sign-ins,
-- desktop-software keys and their single-use tokens; and a push for every new order.
CREATE TABLE "login_qr" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"poll_hash" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"gscode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "login_qr_state" CHECK ("login_qr"."state" in ('waiting', 'scanned', 'confirmed', 'rejected', 'used'))
);
--> statement-breakpoint
CREATE TABLE "message_reads" (
	"user_id" integer NOT NULL,
	"message_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reads_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gscode" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"sender_id" integer,
	"sender_name" text DEFAULT '' NOT NULL,
	"to_user_id" integer,
	"to_roles" text[],
	"to_mark" text,
	"todo_kind" text,
	"ref_id" bigint,
	"state" text,
	"done_by" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_kind" CHECK ("messages"."kind" in ('notice', 'message', 'todo')),
	CONSTRAINT "messages_state" CHECK (("messages"."kind" = 'todo') = ("messages"."state" is not null) and ("messages"."state" is null or "messages"."state" in ('open', 'done'))),
	CONSTRAINT "messages_addressed" CHECK ("messages"."kind" = 'notice' or "messages"."to_user_id" is not null or "messages"."to_mark" is not null)
);
--> statement-breakpoint
CREATE TABLE "power_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gscode" text NOT NULL,
	"user_id" integer NOT NULL,
	"role_code" text NOT NULL,
	"menu_id" integer NOT NULL,
	"powers" text NOT NULL,
	"menunames" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "power_requests_state" CHECK ("power_requests"."state" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "soft_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"gscode" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "soft_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"key_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"gscode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "login_qr" ADD CONSTRAINT "login_qr_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "power_requests" ADD CONSTRAINT "power_requests_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "power_requests" ADD CONSTRAINT "power_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "power_requests" ADD CONSTRAINT "power_requests_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soft_keys" ADD CONSTRAINT "soft_keys_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soft_keys" ADD CONSTRAINT "soft_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soft_tokens" ADD CONSTRAINT "soft_tokens_key_id_soft_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."soft_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soft_tokens" ADD CONSTRAINT "soft_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "login_qr_code" ON "login_qr" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "login_qr_poll" ON "login_qr" USING btree ("poll_hash");--> statement-breakpoint
CREATE INDEX "login_qr_expires" ON "login_qr" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "message_reads_message" ON "message_reads" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "messages_gscode_created" ON "messages" USING btree ("gscode","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_to_user" ON "messages" USING btree ("to_user_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_todo_ref" ON "messages" USING btree ("gscode","todo_kind","ref_id");--> statement-breakpoint
CREATE INDEX "power_requests_gscode_created" ON "power_requests" USING btree ("gscode","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "power_requests_pending" ON "power_requests" USING btree ("user_id","menu_id") WHERE "power_requests"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "soft_keys_hash" ON "soft_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "soft_keys_gscode" ON "soft_keys" USING btree ("gscode");--> statement-breakpoint
CREATE INDEX "soft_tokens_expires" ON "soft_tokens" USING btree ("expires_at");

CREATE INDEX "messages_notices" ON "messages" USING btree ("gscode","created_at","id") WHERE "messages"."kind" = 'notice';
--> statement-breakpoint
CREATE INDEX "messages_todo_mark" ON "messages" USING btree ("gscode","to_mark","created_at","id") WHERE "messages"."kind" = 'todo';
--> statement-breakpoint
-- New orders reach the open consoles of their branch (modules/push): one notification per branch
-- and statement, whoever inserts them (the shop, an import, the bench). pg_notify is sent at
-- commit, and identical ones of one transaction are folded into one.
CREATE FUNCTION bo_push_new_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bo_push', json_build_object('kind', 'order', 'gscode', g.gscode)::text)
     FROM (SELECT DISTINCT gscode FROM new_orders) g;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_push_new AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION bo_push_new_orders();
