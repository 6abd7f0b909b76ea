-- Trigram indexes serve substring search (LIKE '%term%') the same on PostgreSQL and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "product_listings" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"collection" text,
	"position" integer NOT NULL,
	"title_key" text NOT NULL,
	"product_type" text NOT NULL,
	"vendor" text NOT NULL,
	"search_text" text NOT NULL,
	"suggest_text" text NOT NULL,
	"min_price" numeric(12, 2) NOT NULL,
	"max_price" numeric(12, 2) NOT NULL,
	"best_selling_rank" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"option_pairs" text[] NOT NULL,
	"available" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listings_collection_idx" ON "product_listings" USING btree ("collection","best_selling_rank");--> statement-breakpoint
CREATE INDEX "product_listings_search_idx" ON "product_listings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_listings_suggest_idx" ON "product_listings" USING gin ("suggest_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_listings_options_idx" ON "product_listings" USING gin ("option_pairs");--> statement-breakpoint
-- An order taking the last unit (or a reseed restocking) changes what "available" filters and
-- counts see, so the listing follows variant stock inside the same statement.
CREATE FUNCTION "product_listing_availability"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_listings l SET available = EXISTS (
    SELECT 1 FROM product_variants v
    WHERE v.product_id = l.product_id AND (NOT v.inventory_tracked OR v.inventory_quantity > 0)
  )
  WHERE l.product_id IN (SELECT DISTINCT product_id FROM changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_listing_availability" AFTER UPDATE ON "product_variants"
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "product_listing_availability"();
