CREATE TABLE "task_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task" text NOT NULL,
	"gscode" text DEFAULT '' NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text DEFAULT 'running' NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"result_en" text DEFAULT '' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"process" text DEFAULT '' NOT NULL,
	"started_by" text DEFAULT '' NOT NULL,
	CONSTRAINT "task_runs_outcome" CHECK ("task_runs"."outcome" in ('running', 'ok', 'failed')),
	CONSTRAINT "task_runs_trigger" CHECK ("task_runs"."trigger" in ('timer', 'manual'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "task_runs_running" ON "task_runs" USING btree ("task","gscode") WHERE outcome = 'running';--> statement-breakpoint
CREATE INDEX "task_runs_task" ON "task_runs" USING btree ("task","gscode","started_at");--> statement-breakpoint
CREATE INDEX "task_runs_started" ON "task_runs" USING btree ("started_at");