CREATE TABLE "year_plans" (
	"gscode" text NOT NULL,
	"year" smallint NOT NULL,
	"salesperson_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "year_plans_pk" PRIMARY KEY("gscode","year","salesperson_id","month"),
	CONSTRAINT "year_plans_month" CHECK ("year_plans"."month" between 1 and 12),
	CONSTRAINT "year_plans_year" CHECK ("year_plans"."year" between 2000 and 2100),
	CONSTRAINT "year_plans_figures" CHECK ("year_plans"."amount" >= 0 and "year_plans"."orders" >= 0)
);
--> statement-breakpoint
ALTER TABLE "branch_documents" DROP CONSTRAINT "branch_documents_kind";--> statement-breakpoint
ALTER TABLE "year_plans" ADD CONSTRAINT "year_plans_gscode_branches_gscode_fk" FOREIGN KEY ("gscode") REFERENCES "public"."branches"("gscode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_documents" ADD CONSTRAINT "branch_documents_kind" CHECK ("branch_documents"."kind" in ('system', 'home', 'wechat', 'backup'));