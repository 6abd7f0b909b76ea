ALTER TABLE "customers" ADD COLUMN "revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Any change to a customer's row counts as a new revision of everything answered about them.
CREATE FUNCTION "customer_revision_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customers_revision" BEFORE UPDATE ON "customers"
  FOR EACH ROW EXECUTE FUNCTION "customer_revision_on_update"();--> statement-breakpoint
-- Addresses and orders name their customer: bump the old owner and the new one.
CREATE FUNCTION "customer_revision_from_owned_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.customer_id IS NOT NULL THEN
    UPDATE "customers" SET "revision" = "revision" + 1 WHERE "id" = OLD.customer_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.customer_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.customer_id IS DISTINCT FROM OLD.customer_id) THEN
    UPDATE "customers" SET "revision" = "revision" + 1 WHERE "id" = NEW.customer_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "customer_addresses_revision" AFTER INSERT OR UPDATE OR DELETE ON "customer_addresses"
  FOR EACH ROW EXECUTE FUNCTION "customer_revision_from_owned_row"();--> statement-breakpoint
CREATE TRIGGER "orders_revision" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "customer_revision_from_owned_row"();--> statement-breakpoint
-- Line items and fulfilments belong to an order, which names the customer.
CREATE FUNCTION "customer_revision_from_order_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "customers" SET "revision" = "revision" + 1
      WHERE "id" = (SELECT "customer_id" FROM "orders" WHERE "id" = OLD.order_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "customers" SET "revision" = "revision" + 1
      WHERE "id" = (SELECT "customer_id" FROM "orders" WHERE "id" = NEW.order_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_line_items_revision" AFTER INSERT OR UPDATE OR DELETE ON "order_line_items"
  FOR EACH ROW EXECUTE FUNCTION "customer_revision_from_order_row"();--> statement-breakpoint
CREATE TRIGGER "fulfillments_revision" AFTER INSERT OR UPDATE OR DELETE ON "fulfillments"
  FOR EACH ROW EXECUTE FUNCTION "customer_revision_from_order_row"();
