-- Which key encrypts the stored secrets (issue 33 #4, secret-box.ts): one row with the key's id (a
-- hash, never the key), so a server process with another key refuses to start instead of
-- encrypting with it.
CREATE TABLE "secret_key_check" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"key_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "secret_key_check_one_row" CHECK ("secret_key_check"."id" = 1)
);
