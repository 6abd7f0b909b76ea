import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * One analytics event a storefront sent (Shopify's Monorail batch endpoint, as
 * `@shopify/hydrogen-react` posts it) or the checkout recorded itself (`checkout_started`). Only
 * what the merchant console's reports read is kept, each value bounded when received; events
 * arrive only as far as the visitor consented to analytics.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: at("received_at").notNull(),
    /** `page_rendered`, `product_page_rendered`, `collection_page_rendered`, `search_submitted`, `product_added_to_cart`, `checkout_started`. */
    eventName: text("event_name").notNull(),
    /** Shopify's session cookie (`_shopify_s`, the payload's `deprecated_visit_token`). */
    visitToken: text("visit_token"),
    /** Shopify's visitor cookie (`_shopify_y`, the payload's `unique_token`). */
    uniqueToken: text("unique_token"),
    /** The page's path, without its query. */
    path: text("path"),
    /** The first product the event names (a product view, an add to cart): its numeric id and name. */
    productId: bigint("product_id", { mode: "number" }),
    productName: text("product_name"),
    searchString: text("search_string"),
    /**
     * How many products the search found, counted by the provider when the event arrived:
     * Shopify's search event carries only the words, and the console lists the searches that
     * found nothing.
     */
    resultCount: integer("result_count"),
    cartToken: text("cart_token"),
  },
  (t) => [index("analytics_events_received_idx").on(t.receivedAt, t.eventName)],
);
