import { HydrationBoundary } from "@tanstack/react-query";
import { LaunchThanksBanner } from "~/components/layout/launch-thanks-banner";
import { shopProductsQueryOptions } from "~/features/catalog/api/get-shop-products";
import { ShopCatalog } from "~/features/catalog/components/shop-catalog";
import { parseShopPage } from "~/features/catalog/lib/shop-query";
import { parseShopSearchParams } from "~/features/catalog/lib/shop-search-params";
import { useShopFilters } from "~/features/catalog/lib/use-shop-filters";
import { FitsMyDogToggle } from "~/features/fit/components/fits-my-dog-toggle";
import { loadFitsCheck } from "~/features/fit/lib/load-fits-check";
import { useSearchParams } from "react-router";
import { storefrontContext } from "~/lib/app-context";
import { pageTitle } from "~/lib/brand";
import { loadPage } from "~/lib/page-loader.server";
import { originFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/shop";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: pageTitle("Shop"),
    description:
      "Shop sweaters, coats, carriers, beds, toys and walking gear made to fit small breed dogs.",
    origin: originFromMatches(matches),
    // Filtered views share one canonical URL: the shop itself.
    path: "/shop",
  });

/** On failure (503) the browser retries and then shows the spec's error. */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return loadPage(
    shopProductsQueryOptions(
      context.get(storefrontContext),
      parseShopSearchParams(params),
      parseShopPage(params),
      loadFitsCheck,
    ),
  );
}

/**
 * In the browser, filter changes (and navigations here) never wait for the server: the grid
 * shows its skeletons while TanStack Query fetches (docs/decisions/0002-data-loading.md).
 */
export function clientLoader() {
  return { dehydratedState: null };
}

export default function ShopRoute({ loaderData }: Route.ComponentProps) {
  const [filters, onFiltersChange] = useShopFilters();
  const [searchParams] = useSearchParams();

  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:py-12">
        <h1 className="font-serif text-4xl">Shop</h1>
        <LaunchThanksBanner />
        <ShopCatalog
          filters={filters}
          page={parseShopPage(searchParams)}
          onFiltersChange={onFiltersChange}
          loadFitsCheck={loadFitsCheck}
          fitsToggle={
            <FitsMyDogToggle
              active={filters.fits !== null}
              onChange={(fits) => onFiltersChange({ ...filters, fits })}
            />
          }
        />
      </main>
    </HydrationBoundary>
  );
}
