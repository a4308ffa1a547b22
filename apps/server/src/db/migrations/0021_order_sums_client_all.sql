-- Clients that owe something (the clients list's over-the-limit filter, client-list/list-sql.ts
-- owingClients): the all-time rows of order_sums by client. Without this index that read scanned
-- every row of order_sums (day and month rows too, 38 ms at 100,000 orders, twice a request); a
-- partial index over the all-time rows only, with what the sum needs, is read alone.
CREATE INDEX IF NOT EXISTS "order_sums_client_all" ON "order_sums" USING btree ("gscode", "client_id") INCLUDE ("status", "amount", "paid") WHERE "grain" = 'a' AND "amount_band" = -1;
