CREATE TABLE "customer_metafields" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_metafields_owner_key" UNIQUE("customer_id","namespace","key")
);
--> statement-breakpoint
ALTER TABLE "customer_metafields" ADD CONSTRAINT "customer_metafields_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A metafield the customer set changes what the Customer Account API answers about them.
CREATE TRIGGER "customer_metafields_revision" AFTER INSERT OR UPDATE OR DELETE ON "customer_metafields"
  FOR EACH ROW EXECUTE FUNCTION "customer_revision_from_owned_row"();
