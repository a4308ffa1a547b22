-- Client autocomplete (GET /api/UManage/Autocomplete): "contains" over customer number, name and
-- company, case-insensitive. A trigram index on the same expression the query uses lets a search
-- with trigrams (latin letters and digits, e.g. customer numbers) skip the branch's other clients.
-- pg_trgm ships with PostgreSQL and is a trusted extension (no superuser needed since PG 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_search_trgm" ON "clients" USING gin ((lower("guestcode" || ' ' || "guestname" || ' ' || "longname")) gin_trgm_ops);
