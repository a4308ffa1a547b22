-- The clients tab's word search (GET /api/UManage/Clients, ClientExport): "contains" over customer
-- number, name, company, contact and mobile, case-insensitive, as ONE expression, so this trigram
-- index serves it. Before, the contact and the mobile were OR'ed beside the autocomplete's
-- expression, which no index could serve: a search read every client of the branch (2 s at a
-- million clients, bench/results/clients.json). The autocomplete keeps its own index (0012).
CREATE INDEX IF NOT EXISTS "clients_list_search_trgm" ON "clients" USING gin ((lower("guestcode" || ' ' || "guestname" || ' ' || "longname" || ' ' || "linkman" || ' ' || "mobile")) gin_trgm_ops);
