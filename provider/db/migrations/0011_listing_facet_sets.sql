CREATE TABLE "listing_facet_sets" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_type" text NOT NULL,
	"option_pairs" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_listings" ADD COLUMN "facet_set" integer;--> statement-breakpoint
-- Listings written before this migration: number their type and option values here, as the
-- seeder numbers them for new ones.
INSERT INTO "listing_facet_sets" ("id", "product_type", "option_pairs")
SELECT row_number() OVER (ORDER BY "product_type", "option_pairs"), "product_type", "option_pairs"
FROM (SELECT DISTINCT "product_type", "option_pairs" FROM "product_listings") d;--> statement-breakpoint
UPDATE "product_listings" l SET "facet_set" = s."id"
FROM "listing_facet_sets" s
WHERE s."product_type" = l."product_type" AND s."option_pairs" = l."option_pairs";--> statement-breakpoint
ALTER TABLE "product_listings" ALTER COLUMN "facet_set" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_facet_set_listing_facet_sets_id_fk" FOREIGN KEY ("facet_set") REFERENCES "public"."listing_facet_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listings_facets_idx" ON "product_listings" USING btree ("collection","available","facet_set","min_price","max_price");--> statement-breakpoint
CREATE INDEX "product_listings_all_facets_idx" ON "product_listings" USING btree ("available","facet_set","min_price","max_price");