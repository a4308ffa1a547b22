CREATE TABLE "branches" (
	"gscode" text PRIMARY KEY NOT NULL,
	"longname" text NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"isopen" smallint DEFAULT 0 NOT NULL,
	"endtime" date,
	"guestcode" text NOT NULL,
	"timezone" text DEFAULT 'Asia/Shanghai' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gscode" text NOT NULL,
	"client_id" integer NOT NULL,
	"product" text NOT NULL,
	"qty" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"gscode" text NOT NULL,
	"guestcode" text NOT NULL,
	"guestname" text NOT NULL,
	"longname" text NOT NULL,
	"clienttype" smallint DEFAULT 1 NOT NULL,
	"guesttype" text DEFAULT '' NOT NULL,
	"linkman" text DEFAULT '' NOT NULL,
	"clientlevel" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"paytype" text DEFAULT '' NOT NULL,
	"fptype" text DEFAULT '' NOT NULL,
	"fppoint" numeric(6, 2) DEFAULT '0' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"maxprice" numeric(14, 2) DEFAULT '0' NOT NULL,
	"isyuejie" smallint DEFAULT 0 NOT NULL,
	"yjy" integer DEFAULT 0 NOT NULL,
	"yjh" integer DEFAULT 0 NOT NULL,
	"maxdays" integer DEFAULT 0 NOT NULL,
	"tmpprice" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tmpdays" integer DEFAULT 0 NOT NULL,
	"yhl" numeric(6, 2) DEFAULT '0' NOT NULL,
	"gstaxrate" numeric(6, 2) DEFAULT '0' NOT NULL,
	"bankname" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"htdate" date,
	"xyfen" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"paper_note" text DEFAULT '' NOT NULL,
	"groupname" text DEFAULT '' NOT NULL,
	"order_zq" integer DEFAULT 0 NOT NULL,
	"dh_zq" integer DEFAULT 0 NOT NULL,
	"khcode" text DEFAULT '' NOT NULL,
	"charge" text DEFAULT '' NOT NULL,
	"gendanper" text DEFAULT '' NOT NULL,
	"cwcharge" text DEFAULT '' NOT NULL,
	"cgcharge" text DEFAULT '' NOT NULL,
	"xstarget" numeric(14, 2) DEFAULT '0' NOT NULL,
	"khly" text DEFAULT '' NOT NULL,
	"manager" text DEFAULT '' NOT NULL,
	"hyline" text DEFAULT '' NOT NULL,
	"xiadan" smallint DEFAULT 1 NOT NULL,
	"kdtime" text DEFAULT '' NOT NULL,
	"iswritebj" smallint DEFAULT 0 NOT NULL,
	"isinsurance" smallint DEFAULT 0 NOT NULL,
	"isdfyf" smallint DEFAULT 0 NOT NULL,
	"issendmsg" smallint DEFAULT 0 NOT NULL,
	"smsmobile" text DEFAULT '' NOT NULL,
	"price_field" text DEFAULT '' NOT NULL,
	"price_sign" text DEFAULT '*' NOT NULL,
	"price_number" numeric(10, 4) DEFAULT '1' NOT NULL,
	"roundtype" text DEFAULT 'round' NOT NULL,
	"rk_jggs" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"gscode" text NOT NULL,
	"user_name" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"success" boolean NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"gscode" text NOT NULL,
	"client_id" integer,
	"user_name" text NOT NULL,
	"wx_openid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"menuname" text NOT NULL,
	"menuename" text NOT NULL,
	"parent_id" integer,
	"menutype" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"permission" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"gscode" text NOT NULL,
	"user_id" integer,
	"user_name" text DEFAULT '' NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"action" text NOT NULL,
	"target_id" text DEFAULT '' NOT NULL,
	"diff" jsonb,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"gscode" text NOT NULL,
	"product" text NOT NULL,
	"qty" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gscode" text NOT NULL,
	"orderno" text NOT NULL,
	"client_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gscode" text NOT NULL,
	"order_id" bigint,
	"client_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"method" text NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "role_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"gscode" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"gscode" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_branches" (
	"user_id" integer NOT NULL,
	"gscode" text NOT NULL,
	CONSTRAINT "user_branches_user_id_gscode_pk" PRIMARY KEY("user_id","gscode")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"gscode" text NOT NULL,
	"user_name" text NOT NULL,
	"nick_name" text NOT NULL,
	"header_img" text DEFAULT '' NOT NULL,
	"reguserno" text NOT NULL,
	"role_code" text NOT NULL,
	"operators" text DEFAULT '' NOT NULL,
	"logintype" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gscode" text NOT NULL,
	"visitor_id" text NOT NULL,
	"client_id" integer,
	"page" text DEFAULT '/' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_branches" ADD CONSTRAINT "user_branches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_branches" ADD CONSTRAINT "user_branches_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_gscode_created" ON "carts" USING btree ("gscode","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_gscode_guestcode" ON "clients" USING btree ("gscode","guestcode");--> statement-breakpoint
CREATE INDEX "clients_gscode_guestname" ON "clients" USING btree ("gscode","guestname");--> statement-breakpoint
CREATE INDEX "login_log_throttle" ON "login_log" USING btree ("gscode","user_name","ip","at");--> statement-breakpoint
CREATE INDEX "login_log_gscode_at" ON "login_log" USING btree ("gscode","at");--> statement-breakpoint
CREATE INDEX "members_gscode_created" ON "members" USING btree ("gscode","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_menuename" ON "menus" USING btree ("menuename");--> statement-breakpoint
CREATE INDEX "menus_parent" ON "menus" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "operation_log_gscode_at" ON "operation_log" USING btree ("gscode","at");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_gscode_orderno" ON "orders" USING btree ("gscode","orderno");--> statement-breakpoint
CREATE INDEX "orders_gscode_created" ON "orders" USING btree ("gscode","created_at");--> statement-breakpoint
CREATE INDEX "orders_client" ON "orders" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "payments_gscode_paid" ON "payments" USING btree ("gscode","paid_at");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_gscode_code" ON "roles" USING btree ("gscode","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_gscode_user_name" ON "users" USING btree ("gscode","user_name");--> statement-breakpoint
CREATE INDEX "visits_gscode_at" ON "visits" USING btree ("gscode","at");