import { queryOptions, useQuery } from "@tanstack/react-query";
import DataLoader from "dataloader";
import { graphql } from "~/graphql/storefront";
import type { StorefrontClient } from "~/lib/storefront-client";
import { useStorefront } from "~/lib/storefront-provider";

// Product cards carry no size chart: a chart is a few hundred bytes, and the shop's grid
// dehydrates up to a hundred cards into its HTML for every shopper, most of whom have told the
// shop about no dog. Once the browser knows a dog, each card on screen asks for its product's
// chart here, and the asks of one render are gathered into one `nodes(ids:)` query.

const SizeChartsQuery = graphql(`
  query SizeCharts($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Product {
        id
        sizeChart: metafield(namespace: "custom", key: "size_chart") {
          value
        }
      }
    }
  }
`);

/** The Storefront API's limit on `nodes(ids:)`. */
const MAX_IDS = 250;

const loaders = new WeakMap<StorefrontClient, DataLoader<string, string | null>>();

function chartLoader(storefront: StorefrontClient) {
  let loader = loaders.get(storefront);
  if (!loader) {
    loader = new DataLoader(
      async (ids: readonly string[]) => {
        const { nodes } = await storefront.request(SizeChartsQuery, { ids: [...ids] });
        const charts = new Map<string, string | null>();
        for (const node of nodes) {
          if (node && "id" in node) charts.set(node.id, node.sizeChart?.value ?? null);
        }
        return ids.map((id) => charts.get(id) ?? null);
      },
      // TanStack Query caches the answers; the loader only gathers one render's asks.
      { cache: false, maxBatchSize: MAX_IDS },
    );
    loaders.set(storefront, loader);
  }
  return loader;
}

/** A product's size chart as its metafield's JSON text; null when it has none (or is gone). */
export const sizeChartQueryOptions = (storefront: StorefrontClient, productId: string) =>
  queryOptions({
    queryKey: ["fit", "size-chart", productId],
    queryFn: () => chartLoader(storefront).load(productId),
    // A chart changes rarely: one read per product per visit is plenty.
    staleTime: 30 * 60_000,
  });

export function useSizeChart(productId: string) {
  const storefront = useStorefront();
  return useQuery(sizeChartQueryOptions(storefront, productId));
}
