import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "~/graphql/storefront";
import type { ProductSummaryFragment } from "~/graphql/storefront/graphql";
import type { StorefrontClient } from "~/lib/storefront-client";
import { useStorefront } from "~/lib/storefront-provider";
import { CollectionProductsQuery } from "./collection-products-query";
import { loadNormalizer } from "./load-normalizer";
import type { ProductListing } from "../lib/normalize-product";
import type { ShopFilters } from "../lib/shop-filters";
import {
  API_PAGE_LIMIT,
  collectionHandle,
  collectionSort,
  productFilters,
  searchFilters,
  searchSort,
  SHOP_PAGE_SIZE,
} from "../lib/shop-query";

const ShopSearchQuery = graphql(`
  query ShopSearch(
    $query: String!
    $first: Int!
    $after: String
    $productFilters: [ProductFilter!]
    $sortKey: SearchSortKeys
    $reverse: Boolean
  ) {
    search(
      query: $query
      first: $first
      after: $after
      productFilters: $productFilters
      sortKey: $sortKey
      reverse: $reverse
      types: [PRODUCT]
    ) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ... on Product {
          ...ProductSummary
        }
      }
    }
  }
`);

/** What the shop shows: the first `pages` pages of its result, and whether there are more. */
export interface ShopProducts {
  products: ProductListing[];
  hasNextPage: boolean;
  /** Where the next page starts; null at the end. */
  endCursor: string | null;
}

interface ApiPage {
  nodes: ProductSummaryFragment[];
  hasNextPage: boolean;
  endCursor: string | null;
}

/** One page of the filtered result: the category's collection, or a search when there is a term. */
async function fetchPage(
  storefront: StorefrontClient,
  filters: ShopFilters,
  first: number,
  after: string | null,
): Promise<ApiPage> {
  const query = filters.search.trim();
  if (query) {
    const { search } = await storefront.request(ShopSearchQuery, {
      query,
      first,
      after,
      productFilters: searchFilters(filters),
      ...searchSort(filters.sort),
    });
    return {
      nodes: search.nodes.filter((node): node is ProductSummaryFragment => "handle" in node),
      hasNextPage: search.pageInfo.hasNextPage,
      endCursor: search.pageInfo.endCursor ?? null,
    };
  }
  const { collection } = await storefront.request(CollectionProductsQuery, {
    handle: collectionHandle(filters.category),
    first,
    after,
    filters: productFilters(filters),
    ...collectionSort(filters.sort),
  });
  // A category without its collection has no products to show.
  if (!collection) return { nodes: [], hasNextPage: false, endCursor: null };
  return {
    nodes: collection.products.nodes,
    hasNextPage: collection.products.pageInfo.hasNextPage,
    endCursor: collection.products.pageInfo.endCursor ?? null,
  };
}

/**
 * The first `pages` pages, read in API pages of up to 250 and continued from `loaded` (the
 * previous "Load More" answer, when the browser has it) so a further page costs one request.
 */
export async function getShopProducts(
  storefront: StorefrontClient,
  filters: ShopFilters,
  pages: number,
  loaded?: ShopProducts,
): Promise<ShopProducts> {
  const { normalizeProduct, toProductListing } = await loadNormalizer();
  const wanted = pages * SHOP_PAGE_SIZE;
  const products = loaded ? [...loaded.products] : [];
  let after = loaded?.endCursor ?? null;
  let hasNextPage = loaded ? loaded.hasNextPage : true;
  while (hasNextPage && products.length < wanted) {
    const page = await fetchPage(
      storefront,
      filters,
      Math.min(wanted - products.length, API_PAGE_LIMIT),
      after,
    );
    products.push(...page.nodes.map((node) => toProductListing(normalizeProduct(node))));
    hasNextPage = page.hasNextPage && page.endCursor !== null;
    after = page.endCursor;
  }
  return { products, hasNextPage, endCursor: after };
}

const shopProductsKey = (filters: ShopFilters, pages: number) =>
  ["catalog", "shop", filters, pages] as const;

export const shopProductsQueryOptions = (
  storefront: StorefrontClient,
  filters: ShopFilters,
  pages: number,
  loaded?: () => ShopProducts | undefined,
) =>
  queryOptions({
    queryKey: shopProductsKey(filters, pages),
    queryFn: () => getShopProducts(storefront, filters, pages, loaded?.()),
    // A new filter, sort or page keeps the current grid on screen until the new answer arrives.
    placeholderData: keepPreviousData,
  });

export function useShopProducts(filters: ShopFilters, pages: number) {
  const storefront = useStorefront();
  const queryClient = useQueryClient();
  // "Load More" continues from the page before it when the browser already holds that one.
  const loaded = () =>
    pages > 1
      ? queryClient.getQueryData<ShopProducts>(shopProductsKey(filters, pages - 1))
      : undefined;
  return useQuery(shopProductsQueryOptions(storefront, filters, pages, loaded));
}
