CREATE INDEX "product_listings_best_selling_idx" ON "product_listings" USING btree ("best_selling_rank","product_id");--> statement-breakpoint
CREATE INDEX "product_listings_price_idx" ON "product_listings" USING btree ("min_price","product_id");--> statement-breakpoint
CREATE INDEX "product_listings_title_idx" ON "product_listings" USING btree ("title_key","product_id");--> statement-breakpoint
CREATE INDEX "product_listings_created_idx" ON "product_listings" USING btree ("created_at","product_id");--> statement-breakpoint
-- A product without a custom.category metafield is Clothing (docs/catalogue-format.md); listings
-- written before that rule had no collection for it, so it was only in `all`.
UPDATE "product_listings"
SET "collection" = 'clothing',
	"search_text" = "search_text" || ' clothing',
	"suggest_text" = "suggest_text" || ' clothing'
WHERE "collection" IS NULL;
