ALTER TABLE "carts" ADD COLUMN "delivery_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "selected_delivery_option" text;