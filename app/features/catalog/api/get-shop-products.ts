import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "~/graphql/storefront";
import type { DogFit } from "~/lib/dog-fit-param";
import type { StorefrontClient } from "~/lib/storefront-client";
import { useStorefront } from "~/lib/storefront-provider";
import { CollectionProductsQuery } from "./collection-products-query";
import { loadNormalizer } from "./load-normalizer";
import type { ProductListing, RawProduct } from "../lib/normalize-product";
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
    $withSizeChart: Boolean = false
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
          sizeChart: metafield(namespace: "custom", key: "size_chart")
            @include(if: $withSizeChart) {
            value
          }
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

/**
 * Whether a product's size chart (its metafield's JSON text, if any) has a size for the dog. The
 * fit feature owns the sizing rules; the route hands this in (features never import each other),
 * and it loads only when the filter is on.
 */
export type FitsCheck = (chartJson: string | null | undefined, dog: DogFit) => boolean;
export type LoadFitsCheck = () => Promise<FitsCheck>;

/**
 * With "Fits my dog", at most this many products are read per shown page of the grid. A size
 * chart is a metafield holding ranges, which the Storefront API cannot filter by (its metafield
 * filters match a value exactly), so the filter reads whole API pages of the category with their
 * charts and keeps the products that fit. The bound keeps one request's work bounded on a large
 * catalogue: the grid then shows what fitted so far and "Load More" reads on from there.
 */
export const FITS_SCAN_PER_PAGE = 1_000;

interface ApiPage {
  nodes: RawProduct[];
  hasNextPage: boolean;
  endCursor: string | null;
}

/** One page of the filtered result: the category's collection, or a search when there is a term. */
async function fetchPage(
  storefront: StorefrontClient,
  filters: ShopFilters,
  first: number,
  after: string | null,
  withSizeChart: boolean,
): Promise<ApiPage> {
  const query = filters.search.trim();
  if (query) {
    const { search } = await storefront.request(ShopSearchQuery, {
      query,
      first,
      after,
      productFilters: searchFilters(filters),
      ...searchSort(filters.sort),
      withSizeChart,
    });
    return {
      nodes: search.nodes.filter((node): node is RawProduct => "handle" in node),
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
    withSizeChart,
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
 * With "Fits my dog" the API pages are read whole and filtered here (see FITS_SCAN_PER_PAGE), so
 * a page may hold more or fewer than SHOP_PAGE_SIZE products; none is skipped or shown twice.
 */
export async function getShopProducts(
  storefront: StorefrontClient,
  filters: ShopFilters,
  pages: number,
  loadFitsCheck: LoadFitsCheck,
  loaded?: ShopProducts,
): Promise<ShopProducts> {
  const dog = filters.fits;
  const [{ normalizeProduct, toProductListing }, fits] = await Promise.all([
    loadNormalizer(),
    dog ? loadFitsCheck() : null,
  ]);
  const wanted = pages * SHOP_PAGE_SIZE;
  const products = loaded ? [...loaded.products] : [];
  let after = loaded?.endCursor ?? null;
  let hasNextPage = loaded ? loaded.hasNextPage : true;
  let scanned = 0;
  while (
    hasNextPage &&
    products.length < wanted &&
    (!dog || scanned < pages * FITS_SCAN_PER_PAGE)
  ) {
    const page = await fetchPage(
      storefront,
      filters,
      dog ? API_PAGE_LIMIT : Math.min(wanted - products.length, API_PAGE_LIMIT),
      after,
      Boolean(dog),
    );
    scanned += page.nodes.length;
    for (const node of page.nodes) {
      const product = normalizeProduct(node);
      if (dog && fits && !fits(product.supplier.sizeChartMetafield?.value, dog)) continue;
      products.push(toProductListing(product));
    }
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
  loadFitsCheck: LoadFitsCheck,
  loaded?: () => ShopProducts | undefined,
) =>
  queryOptions({
    queryKey: shopProductsKey(filters, pages),
    queryFn: () => getShopProducts(storefront, filters, pages, loadFitsCheck, loaded?.()),
    // A new filter, sort or page keeps the current grid on screen until the new answer arrives.
    placeholderData: keepPreviousData,
  });

export function useShopProducts(filters: ShopFilters, pages: number, loadFitsCheck: LoadFitsCheck) {
  const storefront = useStorefront();
  const queryClient = useQueryClient();
  // "Load More" continues from the page before it when the browser already holds that one.
  const loaded = () =>
    pages > 1
      ? queryClient.getQueryData<ShopProducts>(shopProductsKey(filters, pages - 1))
      : undefined;
  return useQuery(shopProductsQueryOptions(storefront, filters, pages, loadFitsCheck, loaded));
}
