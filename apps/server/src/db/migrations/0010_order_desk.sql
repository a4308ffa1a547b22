CREATE TABLE "cart_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_id" bigint NOT NULL,
	"product" text NOT NULL,
	"qty" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"gscode" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"from_state" smallint NOT NULL,
	"to_state" smallint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"gscode" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"text" text NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "table_prefs" (
	"user_id" integer NOT NULL,
	"table_id" text NOT NULL,
	"prefs" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_prefs_user_id_table_id_pk" PRIMARY KEY("user_id","table_id")
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "cart_abandon_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "items" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "size" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "paper" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "finish" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "items" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_state" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'pc' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "salesperson_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consignee" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "state" text DEFAULT 'success' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_prefs" ADD CONSTRAINT "table_prefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_notes_order" ON "order_notes" USING btree ("order_id","at");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_salesperson_id_users_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_gscode_updated" ON "carts" USING btree ("gscode","updated_at");--> statement-breakpoint
CREATE INDEX "carts_gscode_client_updated" ON "carts" USING btree ("gscode","client_id","updated_at");--> statement-breakpoint
CREATE INDEX "payments_gscode_client_paid" ON "payments" USING btree ("gscode","client_id","paid_at");--> statement-breakpoint
-- Back-fill before the old cart columns go: each old cart row (one product) becomes a cart of one item.
INSERT INTO "cart_items" ("cart_id", "product", "qty", "price", "amount") SELECT "id", "product", "qty", "price", round("qty" * "price", 2) FROM "carts";--> statement-breakpoint
UPDATE "carts" SET "items" = "product", "item_count" = 1, "amount" = round("qty" * "price", 2), "updated_at" = "created_at";--> statement-breakpoint
-- Orders: quantity and products from their lines, paid amount and pay state from their payments.
UPDATE "orders" o SET "qty" = l.qty, "items" = l.items
  FROM (SELECT "order_id", sum("qty")::int AS qty, string_agg("product", ', ' ORDER BY "id") AS items FROM "order_lines" GROUP BY "order_id") l
  WHERE l."order_id" = o."id";--> statement-breakpoint
UPDATE "orders" o SET "paid" = p.paid
  FROM (SELECT "order_id", sum("amount") AS paid FROM "payments" WHERE "order_id" IS NOT NULL GROUP BY "order_id") p
  WHERE p."order_id" = o."id";--> statement-breakpoint
UPDATE "orders" SET "pay_state" = CASE WHEN "paid" <= 0 THEN 0 WHEN "paid" < "amount" THEN 1 ELSE 2 END, "updated_at" = "created_at";--> statement-breakpoint
-- Payment methods become codes (contract PAYMENT_METHODS); the demo wrote them in Chinese.
UPDATE "payments" SET "method" = CASE "method" WHEN '微信' THEN 'wechat' WHEN '支付宝' THEN 'alipay' WHEN '转账' THEN 'bank' WHEN '月结' THEN 'monthly' WHEN '现金' THEN 'cash' ELSE "method" END;--> statement-breakpoint
UPDATE "payments" SET "method" = 'cash' WHERE "method" NOT IN ('wechat', 'alipay', 'bank', 'cash', 'monthly');--> statement-breakpoint
ALTER TABLE "carts" DROP COLUMN "product";--> statement-breakpoint
ALTER TABLE "carts" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel" CHECK ("orders"."channel" in ('pc', 'mobile', 'miniapp', 'counter'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pay_state" CHECK ("orders"."pay_state" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in (0, 1, 2, 3, 4, 9));