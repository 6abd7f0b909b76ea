import { z } from "zod";

/** The Storefront API's limit on `nodes(ids:)`. */
export const NODES_PER_QUERY = 250;
const TIMEOUT_MS = 10_000;

// A query the storefront server itself sends (not the app), checked against Shopify's schema
// in variant-stock.test.ts.
export const VARIANT_STOCK_QUERY = `query StockAlertVariants($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on ProductVariant {
      id
      availableForSale
      selectedOptions { name value }
      product { handle title }
    }
  }
}`;

const variantSchema = z.object({
  id: z.string(),
  availableForSale: z.boolean(),
  selectedOptions: z.array(z.object({ name: z.string(), value: z.string() })),
  product: z.object({ handle: z.string(), title: z.string() }),
});
const answerSchema = z.object({
  data: z.object({
    // A deleted variant, or an id of another type, comes back null or as an empty object.
    nodes: z.array(z.unknown()),
  }),
});

export interface VariantStock {
  id: string;
  availableForSale: boolean;
  /** The variant's Size option (or its first option's value when it has no Size). */
  size: string;
  productHandle: string;
  productTitle: string;
}

export interface StorefrontApi {
  storeDomain: string;
  token: string;
  apiVersion: string;
}

/**
 * The variants' stock as the Storefront API reports it now, 250 ids per query; ids the API does
 * not know (deleted, unpublished) are left out. Asked directly, never through the page's data
 * cache: this answer decides who is emailed, so it must not be a copy.
 */
export async function readVariantStock(
  api: StorefrontApi,
  ids: readonly string[],
): Promise<Map<string, VariantStock>> {
  const found = new Map<string, VariantStock>();
  for (let start = 0; start < ids.length; start += NODES_PER_QUERY) {
    const response = await fetch(`${api.storeDomain}/api/${api.apiVersion}/graphql.json`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-shopify-storefront-access-token": api.token,
      },
      body: JSON.stringify({
        query: VARIANT_STOCK_QUERY,
        variables: { ids: ids.slice(start, start + NODES_PER_QUERY) },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the Storefront API answered ${response.status}`);
    const answer = answerSchema.safeParse(await response.json());
    if (!answer.success) throw new Error("the Storefront API's answer had no nodes");
    for (const node of answer.data.data.nodes) {
      const variant = variantSchema.safeParse(node);
      if (!variant.success) continue;
      const { id, availableForSale, selectedOptions, product } = variant.data;
      const size =
        selectedOptions.find((option) => option.name.toLowerCase() === "size") ??
        selectedOptions[0];
      found.set(id, {
        id,
        availableForSale,
        size: size?.value ?? "",
        productHandle: product.handle,
        productTitle: product.title,
      });
    }
  }
  return found;
}
