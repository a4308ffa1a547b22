-- Unlogged: counts of the current minute need no crash safety (after a crash the table is
-- empty and every key starts its minute afresh), and unlogged writes cost no WAL.
CREATE UNLOGGED TABLE "rate_counts" (
	"minute" bigint NOT NULL,
	"key" text NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "rate_counts_minute_key_pk" PRIMARY KEY("minute","key")
);
