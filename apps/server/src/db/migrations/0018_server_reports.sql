CREATE TABLE "server_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"figures" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_samples" (
	"process_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"sample" jsonb NOT NULL,
	CONSTRAINT "server_samples_process_id_at_pk" PRIMARY KEY("process_id","at")
);
--> statement-breakpoint
ALTER TABLE "server_samples" ADD CONSTRAINT "server_samples_process_id_server_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."server_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "server_samples_at" ON "server_samples" USING btree ("at");