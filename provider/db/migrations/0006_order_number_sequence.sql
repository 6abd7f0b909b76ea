-- Order numbers (#1001, #1002, …) come from a sequence: concurrent checkouts on PostgreSQL each
-- get their own number without serialising on a lock, and TRUNCATE … RESTART IDENTITY (a reseed)
-- starts it over because the column owns it.
CREATE SEQUENCE "order_numbers" AS integer START WITH 1001 OWNED BY "orders"."number";--> statement-breakpoint
SELECT setval('order_numbers', max("number")) FROM "orders" HAVING max("number") IS NOT NULL;
