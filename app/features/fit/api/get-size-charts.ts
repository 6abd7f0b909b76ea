import { queryOptions, useQuery } from "@tanstack/react-query";
import DataLoader from "dataloader";
import { graphql } from "~/graphql/storefront";
import type { StorefrontClient } from "~/lib/storefront-client";
import { useStorefront } from "~/lib/storefront-provider";

// Product cards carry no size chart: a chart is a few hundred bytes, and the shop's grid
// dehydrates up to a hundred cards into its HTML for every shopper, most of whom have told the
// shop about no dog. Once the browser knows a dog, each card on screen asks for its product's
// chart here by handle, and the asks of one render are gathered into one `products(query:)`
// query (`handle:a OR handle:b`).

const SizeChartsQuery = graphql(`
  query SizeCharts($query: String!, $first: Int!) {
    products(first: $first, query: $query) {
      nodes {
        handle
        sizeChart: metafield(namespace: "custom", key: "size_chart") {
          value
        }
      }
    }
  }
`);

/** Handles per query: keeps the search string short. */
const MAX_HANDLES = 50;
/** A handle as Shopify makes them; anything else is never put into a search string. */
const HANDLE = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

const loaders = new WeakMap<StorefrontClient, DataLoader<string, string | null>>();

function chartLoader(storefront: StorefrontClient) {
  let loader = loaders.get(storefront);
  if (!loader) {
    loader = new DataLoader(
      async (handles: readonly string[]) => {
        const valid = [...new Set(handles.filter((handle) => HANDLE.test(handle)))];
        const charts = new Map<string, string | null>();
        if (valid.length > 0) {
          const { products } = await storefront.request(SizeChartsQuery, {
            query: valid.map((handle) => `handle:${handle}`).join(" OR "),
            first: valid.length,
          });
          for (const node of products.nodes) charts.set(node.handle, node.sizeChart?.value ?? null);
        }
        return handles.map((handle) => charts.get(handle) ?? null);
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
