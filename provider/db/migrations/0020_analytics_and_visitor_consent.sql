CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone NOT NULL,
	"event_name" text NOT NULL,
	"visit_token" text,
	"unique_token" text,
	"path" text,
	"product_id" bigint,
	"product_name" text,
	"search_string" text,
	"cart_token" text
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "visitor_consent" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visitor_consent" jsonb;--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("received_at","event_name");