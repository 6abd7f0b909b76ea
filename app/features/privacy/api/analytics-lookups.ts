import type { ShopifyAnalyticsProduct } from "@shopify/hydrogen-react/analytics-types";
import { graphql } from "~/graphql/storefront";
import type { StorefrontClient } from "~/lib/storefront-client";

// What analytics events name, read from the Storefront API once the page is interactive: the
// shop's id (the shop whose reports they land in), and the product or collection a page shows.
// The provider's answer cache serves these catalogue reads like any other.

const AnalyticsShopQuery = graphql(`
  query AnalyticsShop {
    shop {
      id
    }
  }
`);

const AnalyticsProductQuery = graphql(`
  query AnalyticsProduct($handle: String!) {
    product(handle: $handle) {
      id
      title
      vendor
      productType
      selectedOrFirstAvailableVariant {
        id
        title
        sku
        price {
          amount
        }
      }
    }
  }
`);

const AnalyticsCollectionQuery = graphql(`
  query AnalyticsCollection($handle: String!) {
    collection(handle: $handle) {
      id
      handle
    }
  }
`);

export const getAnalyticsShopId = async (storefront: StorefrontClient) =>
  (await storefront.request(AnalyticsShopQuery, {})).shop.id;

/** The product as analytics events name it, or null when no product has this handle. */
export async function getAnalyticsProduct(
  storefront: StorefrontClient,
  handle: string,
): Promise<ShopifyAnalyticsProduct | null> {
  const { product } = await storefront.request(AnalyticsProductQuery, { handle });
  const variant = product?.selectedOrFirstAvailableVariant;
  if (!product || !variant) return null;
  return {
    productGid: product.id,
    variantGid: variant.id,
    name: product.title,
    variantName: variant.title,
    brand: product.vendor,
    category: product.productType,
    price: variant.price.amount,
    ...(variant.sku ? { sku: variant.sku } : {}),
    quantity: 1,
  };
}

export async function getAnalyticsCollection(storefront: StorefrontClient, handle: string) {
  return (await storefront.request(AnalyticsCollectionQuery, { handle })).collection ?? null;
}
