-- Money columns widen from 32-bit to 64-bit cents: a single line of a million items at a few
-- hundred dollars already overflowed them. Existing values are converted in place (every integer
-- is a bigint); one statement per table rewrites each table once.
ALTER TABLE "order_line_items"
  ALTER COLUMN "unit_price_cents" SET DATA TYPE bigint,
  ALTER COLUMN "discount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders"
  ALTER COLUMN "subtotal_before_discounts_cents" SET DATA TYPE bigint,
  ALTER COLUMN "discount_cents" SET DATA TYPE bigint,
  ALTER COLUMN "shipping_cents" SET DATA TYPE bigint,
  ALTER COLUMN "tax_cents" SET DATA TYPE bigint,
  ALTER COLUMN "total_cents" SET DATA TYPE bigint;
