ALTER TABLE "order_line_items" ADD COLUMN "compare_at_price_cents" bigint;--> statement-breakpoint
-- Lines of orders placed before this column: the compare-at price the catalogue has now is all
-- that is known of them.
UPDATE "order_line_items" AS l
   SET "compare_at_price_cents" = round(v.compare_at_price * 100)::bigint
  FROM "product_variants" AS v
 WHERE v.id = l.variant_id AND v.compare_at_price IS NOT NULL;
