-- The order list at a million orders (issue 10 item 6). The sort indexes of 0011 found a page's
-- rows in order, but every row a filter then rejected cost a heap visit (the filter columns were
-- not in the index), and counting with an amount or order-number filter read the orders from the
-- heap. The same indexes, now carrying the filter and sum columns (INCLUDE), let the page's ids
-- and the totals come from index-only scans; the rows themselves are fetched for the page only.
-- Key columns are unchanged (schema.ts declares them; drizzle does not model INCLUDE).
DROP INDEX "orders_gscode_created_id";--> statement-breakpoint
CREATE INDEX "orders_gscode_created_id" ON "orders" USING btree ("gscode","created_at","id")
  INCLUDE ("amount","paid","qty","status","pay_state","channel","salesperson_id","client_id");--> statement-breakpoint
DROP INDEX "orders_gscode_amount_id";--> statement-breakpoint
CREATE INDEX "orders_gscode_amount_id" ON "orders" USING btree ("gscode","amount","id")
  INCLUDE ("created_at","paid","qty","status","pay_state","channel","salesperson_id","client_id");--> statement-breakpoint
DROP INDEX "orders_gscode_paid_id";--> statement-breakpoint
CREATE INDEX "orders_gscode_paid_id" ON "orders" USING btree ("gscode","paid","id")
  INCLUDE ("created_at","amount","status","pay_state","channel","salesperson_id","client_id");--> statement-breakpoint
DROP INDEX "orders_gscode_orderno_prefix";--> statement-breakpoint
CREATE INDEX "orders_gscode_orderno_prefix" ON "orders" USING btree ("gscode","orderno" text_pattern_ops)
  INCLUDE ("id","created_at","amount","paid","qty","status","pay_state","channel","salesperson_id","client_id");--> statement-breakpoint
DROP INDEX "orders_gscode_status_created_id";--> statement-breakpoint
CREATE INDEX "orders_gscode_status_created_id" ON "orders" USING btree ("gscode","status","created_at","id")
  INCLUDE ("amount","pay_state","channel","salesperson_id","client_id");--> statement-breakpoint
-- The planner chooses between walking a sort index and sorting the few rows an amount range
-- selects by its estimate of that range; 100 histogram buckets put the top 0.02 % of amounts at
-- 0.3 % and made it walk the whole branch. A finer histogram keeps the estimate near the truth.
ALTER TABLE "orders" ALTER COLUMN "amount" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "paid" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "orders";
