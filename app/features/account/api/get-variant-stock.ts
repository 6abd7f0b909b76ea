import { graphql } from "~/graphql/storefront";
import type { VariantStockQuery as VariantStockQueryType } from "~/graphql/storefront/graphql";
import type { StorefrontClient } from "~/lib/storefront-client";

/**
 * Buy again asks the shop, not the order, what each variant costs and how many are left: an
 * order remembers what was bought, not whether it still exists or is in stock.
 */
const VariantStockQuery = graphql(`
  query VariantStock($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        title
        availableForSale
        quantityAvailable
        price {
          amount
          currencyCode
        }
        selectedOptions {
          name
          value
        }
        image {
          url
          altText
        }
        product {
          handle
          title
          featuredImage {
            url
            altText
          }
        }
      }
    }
  }
`);

type StockNode = NonNullable<VariantStockQueryType["nodes"][number]>;
export type VariantStock = Extract<StockNode, { availableForSale: boolean }>;

const isVariant = (node: StockNode): node is VariantStock => "availableForSale" in node;

/** The variants that still exist, by id; a deleted variant is simply absent. */
export async function getVariantStock(
  storefront: StorefrontClient,
  ids: string[],
): Promise<Map<string, VariantStock>> {
  const found = new Map<string, VariantStock>();
  if (!ids.length) return found;
  const data = await storefront.request(VariantStockQuery, { ids });
  for (const node of data.nodes) {
    if (node && isVariant(node)) found.set(node.id, node);
  }
  return found;
}
