CREATE TABLE "backup_parts" (
	"name" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "backup_parts_name_seq_pk" PRIMARY KEY("name","seq")
);
--> statement-breakpoint
CREATE TABLE "backup_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backups" (
	"name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"pieces" integer DEFAULT 0 NOT NULL,
	"made_at" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"tables" integer DEFAULT 0 NOT NULL,
	"rows" bigint DEFAULT 0 NOT NULL,
	"postgres" text DEFAULT '' NOT NULL,
	"migrations" text[] DEFAULT '{}'::text[] NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backups_kind" CHECK ("backups"."kind" in ('manual', 'scheduled', 'uploaded'))
);
--> statement-breakpoint
ALTER TABLE "backup_parts" ADD CONSTRAINT "backup_parts_name_backups_name_fk" FOREIGN KEY ("name") REFERENCES "public"."backups"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_tickets" ADD CONSTRAINT "backup_tickets_name_backups_name_fk" FOREIGN KEY ("name") REFERENCES "public"."backups"("name") ON DELETE cascade ON UPDATE no action;