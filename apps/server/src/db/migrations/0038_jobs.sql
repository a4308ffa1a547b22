CREATE TABLE "job_files" (
	"job_id" bigint NOT NULL,
	"file" text NOT NULL,
	"attempt" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "job_files_job_id_file_attempt_seq_pk" PRIMARY KEY("job_id","file","attempt","seq")
);
--> statement-breakpoint
CREATE TABLE "job_uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gscode" text NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gscode" text NOT NULL,
	"user_id" integer NOT NULL,
	"role_code" text NOT NULL,
	"viewer" text DEFAULT '' NOT NULL,
	"lang" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"process" text DEFAULT '' NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"result" jsonb,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jobs_state" CHECK ("jobs"."state" in ('queued', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "job_files" ADD CONSTRAINT "job_files_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_uploads" ADD CONSTRAINT "job_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_uploads_owner" ON "job_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_uploads_expires" ON "job_uploads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "jobs_owner" ON "jobs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "jobs_open" ON "jobs" USING btree ("id") WHERE state in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_expires" ON "jobs" USING btree ("expires_at");