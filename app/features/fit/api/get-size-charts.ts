import { queryOptions, useQuery } from "@tanstack/react-query";
import DataLoader from "dataloader";
import { graphql } from "~/graphql/storefront";
import { productsByHandle } from "~/lib/products-by-handle";
import type { StorefrontClient } from "~/lib/storefront-client";
import { useStorefront } from "~/lib/storefront-provider";

// Product cards carry no size chart: a chart is a few hundred bytes, and the shop's grid
// dehydrates up to a hundred cards into its HTML for every shopper, most of whom have told the
// shop about no dog. Once the browser knows a dog, each card on screen asks for its product's
// chart here by handle, and the asks of one render are gathered into one request
// (~/lib/products-by-handle.ts).

const ProductSizeChart = graphql(`
  fragment ProductSizeChart on Product {
    handle
    metafield(namespace: "custom", key: "size_chart") {
      value
    }
  }
`);

/** Handles per batch: one render's cards, at most. */
const MAX_HANDLES = 50;

const loaders = new WeakMap<StorefrontClient, DataLoader<string, string | null>>();

function chartLoader(storefront: StorefrontClient) {
  let loader = loaders.get(storefront);
  if (!loader) {
    loader = new DataLoader(
      async (handles: readonly string[]) => {
        const found = await productsByHandle(
          storefront,
          ProductSizeChart,
          "ProductSizeChart",
          handles,
        );
        return handles.map((handle) => found.get(handle)?.metafield?.value ?? null);
      },
      // TanStack Query caches the answers; the loader only gathers one render's asks.
      { cache: false, maxBatchSize: MAX_HANDLES },
    );
    loaders.set(storefront, loader);
  }
  return loader;
}

/** A product's size chart as its metafield's JSON text; null when it has none (or is gone). */
export const sizeChartQueryOptions = (storefront: StorefrontClient, handle: string) =>
  queryOptions({
    queryKey: ["fit", "size-chart", handle],
    queryFn: () => chartLoader(storefront).load(handle),
    // A chart changes rarely: one read per product per visit is plenty.
    staleTime: 30 * 60_000,
  });

export function useSizeChart(handle: string) {
  const storefront = useStorefront();
  return useQuery(sizeChartQueryOptions(storefront, handle));
}
