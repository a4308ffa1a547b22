-- A two-character word in the clients tab's search (a Chinese contact such as 陈静, a short name):
-- a trigram index cannot serve a pattern shorter than three characters, so such a search read
-- every client (6 s at p95 for a million clients, bench/results/clients.json). The search text's
-- two-character pieces, in a GIN index over the same expression as clients_list_search_trgm
-- (0019): the list asks for `client_bigrams(text) @> array[word]` beside its LIKE
-- (client-list/list-sql.ts). 50 MB and 26 s to build for a million clients on this machine.
CREATE OR REPLACE FUNCTION client_bigrams(s text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS
  $$ SELECT coalesce(array_agg(DISTINCT substr(s, i, 2)), '{}') FROM generate_series(1, length(s) - 1) i $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_list_bigrams" ON "clients" USING gin (client_bigrams(lower("guestcode" || ' ' || "guestname" || ' ' || "longname" || ' ' || "linkman" || ' ' || "mobile")));
