CREATE TABLE "order_rollup" (
	"gscode" text NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"client_id" integer NOT NULL,
	"dd_num" integer NOT NULL,
	"jine" numeric(18, 2) NOT NULL,
	CONSTRAINT "order_rollup_gscode_grain_period_client_id_pk" PRIMARY KEY("gscode","grain","period","client_id")
);
--> statement-breakpoint
CREATE TABLE "visit_rollup" (
	"gscode" text NOT NULL,
	"day" date NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_rollup_gscode_day_pk" PRIMARY KEY("gscode","day")
);
--> statement-breakpoint
CREATE INDEX "order_rollup_empty" ON "order_rollup" USING btree ("gscode") WHERE dd_num = 0;--> statement-breakpoint
CREATE INDEX "visit_rollup_empty" ON "visit_rollup" USING btree ("gscode") WHERE visits = 0;