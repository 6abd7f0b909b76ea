import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "~/graphql/storefront";
import type { ListedProductFieldsFragment } from "~/graphql/storefront/graphql";
import { lineSize, type CartLineDraft } from "~/lib/cart-line-draft";
import type { StorefrontClient } from "~/lib/storefront-client";
import { productsByHandle } from "~/lib/products-by-handle";
import { useStorefront } from "~/lib/storefront-provider";
import { productHandle } from "../lib/saved-items";

// The saved list and recently viewed show products by handle, with their current price and
// stock, read together (~/lib/products-by-handle.ts; the handles are bounded by the lists' own
// limits). A handle no product has any longer is simply absent.

const ListedProductFields = graphql(`
  fragment ListedProductFields on Product {
    id
    handle
    title
    availableForSale
    priceRange {
      minVariantPrice {
        amount
        currencyCode
      }
    }
    featuredImage {
      url
      altText
    }
    variants(first: 2) {
      nodes {
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
      }
    }
  }
`);

type Node = ListedProductFieldsFragment;

export interface ListedProduct {
  handle: string;
  title: string;
  image: { url: string; altText: string } | null;
  /** The lowest price of its variants. */
  price: { amount: number; currencyCode: string };
  availableForSale: boolean;
  /**
   * What Add to Cart puts in the cart, for a product with one variant that can be bought;
   * null for a sold-out product or one with options to choose (its page chooses them).
   */
  draft: CartLineDraft | null;
}

function listed(node: Node): ListedProduct {
  const image = node.featuredImage
    ? { url: node.featuredImage.url, altText: node.featuredImage.altText ?? node.title }
    : null;
  const variants = node.variants.nodes;
  const only = variants.length === 1 ? variants[0] : undefined;
  return {
    handle: node.handle,
    title: node.title,
    image,
    price: {
      amount: Number(node.priceRange.minVariantPrice.amount),
      currencyCode: node.priceRange.minVariantPrice.currencyCode,
    },
    availableForSale: node.availableForSale,
    draft:
      only && only.availableForSale
        ? {
            variantId: only.id,
            quantity: 1,
            title: node.title,
            variantTitle: only.title,
            price: { amount: Number(only.price.amount), currencyCode: only.price.currencyCode },
            image,
            handle: node.handle,
            quantityAvailable: only.quantityAvailable ?? null,
            size: lineSize(only.selectedOptions),
          }
        : null,
  };
}

/** The products with these handles, in the handles' order; handles of no product are left out. */
export async function getListedProducts(
  storefront: StorefrontClient,
  handles: readonly string[],
): Promise<ListedProduct[]> {
  const valid = handles.filter((handle) => productHandle.safeParse(handle).success);
  if (valid.length === 0) return [];
  const found = await productsByHandle(
    storefront,
    ListedProductFields,
    "ListedProductFields",
    valid,
  );
  return valid.flatMap((handle) => {
    const node = found.get(handle);
    return node ? [listed(node)] : [];
  });
}

export const listedProductsQueryOptions = (
  storefront: StorefrontClient,
  handles: readonly string[],
) =>
  queryOptions({
    queryKey: ["saved", "listed-products", handles],
    queryFn: () => getListedProducts(storefront, handles),
    // Price and stock are what the list is for: kept a minute, then read again.
    staleTime: 60_000,
  });

export function useListedProducts(handles: readonly string[]) {
  const storefront = useStorefront();
  return useQuery({
    ...listedProductsQueryOptions(storefront, handles),
    enabled: handles.length > 0,
  });
}
