ALTER TABLE "shop_settings" ADD COLUMN "content" jsonb;
