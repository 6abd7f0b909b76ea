CREATE TABLE "metafields" (
	"id" bigint PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" bigint PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"alt_text" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"art" jsonb NOT NULL,
	CONSTRAINT "product_images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" bigint PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"sku" text,
	"selected_options" jsonb NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"compare_at_price" numeric(12, 2),
	"inventory_tracked" boolean NOT NULL,
	"inventory_quantity" integer NOT NULL,
	"image_id" bigint
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigint PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"title" text NOT NULL,
	"vendor" text NOT NULL,
	"product_type" text NOT NULL,
	"tags" jsonb NOT NULL,
	"description_html" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"best_selling_rank" integer NOT NULL,
	"options" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "products_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storefront_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"scopes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"email_marketing_state" text DEFAULT 'NOT_SUBSCRIBED' NOT NULL,
	"sms_marketing_state" text DEFAULT 'NOT_SUBSCRIBED' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"default_address_id" bigint,
	CONSTRAINT "customers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cart_token" text NOT NULL,
	"variant_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"attributes" jsonb NOT NULL,
	"sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"token" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"note" text,
	"attributes" jsonb NOT NULL,
	"discount_codes" jsonb NOT NULL,
	"buyer_identity" jsonb NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_token_carts_token_fk" FOREIGN KEY ("cart_token") REFERENCES "public"."carts"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "metafields_owner_key_idx" ON "metafields" USING btree ("owner_type","owner_id","namespace","key");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "cart_lines_cart_idx" ON "cart_lines" USING btree ("cart_token");