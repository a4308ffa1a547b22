-- Planning an order-list request with an amount filter (issue 10 item 6) took 0.5-0.6 ms, twice
-- any other filter's: every estimate of an amount condition (the page's query, its index paths,
-- the summary's count) reads the column's histogram, and 0014 made it 1,000 buckets. 300 buckets
-- keep the top of the range estimated closely enough (at least 3,000 of a million orders: 194
-- orders, estimated at 1,100-1,200, where the walk of the time index would need some 7,700 to be
-- chosen; 100 buckets estimated about 3,000 and walked) and plan in 0.25-0.45 ms.
ALTER TABLE "orders" ALTER COLUMN "amount" SET STATISTICS 300;--> statement-breakpoint
ANALYZE "orders";
