import { SearchIcon } from "~/components/ui/icons";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useShopProducts, type LoadFitsCheck } from "../api/get-shop-products";
import { clearFilter, type ShopFilters } from "../lib/shop-filters";
import { MAX_SHOP_PAGES } from "../lib/shop-query";
import { toShopSearchParams } from "../lib/shop-search-params";
import { FilterChips } from "./filter-chips";
import { ProductGrid, ProductGridSkeleton } from "./product-grid";
import { FilterFieldset } from "./shop-controls";
import { ShopFilterSheet } from "./shop-filter-sheet";

/**
 * The shop's controls and grid. Filters come from (and go to) the URL through the route; the
 * Storefront API filters, sorts and pages the whole catalogue (docs/decisions/0009-catalogue-on-the-api.md),
 * and `page` (also in the URL) is how many pages of that result the grid shows. "Fits my dog"
 * comes from the fit feature through the route: its toggle (`fitsToggle`) and the rule that
 * decides whether a chart fits the dog (`loadFitsCheck`).
 */
export function ShopCatalog({
  filters,
  page,
  onFiltersChange,
  loadFitsCheck,
  fitsToggle,
}: {
  filters: ShopFilters;
  page: number;
  onFiltersChange: (next: ShopFilters) => void;
  loadFitsCheck: LoadFitsCheck;
  fitsToggle?: ReactNode;
}) {
  const { data, isPending, isError, isPlaceholderData } = useShopProducts(
    filters,
    page,
    loadFitsCheck,
  );
  const shown = data?.products ?? [];

  return (
    <div className="flex flex-col gap-6">
      <div className="hidden flex-col gap-4 md:flex">
        <div className="max-w-md">
          <SearchBox filters={filters} onFiltersChange={onFiltersChange} />
        </div>
        <FilterFieldset
          layout="inline"
          value={filters}
          onChange={(next) => onFiltersChange({ ...filters, ...next })}
        />
      </div>
      <div className="flex items-center gap-3 md:hidden">
        <SearchBox filters={filters} onFiltersChange={onFiltersChange} />
        <ShopFilterSheet filters={filters} onApply={onFiltersChange} />
      </div>
      {fitsToggle}
      <FilterChips
        filters={filters}
        onRemove={(key) => onFiltersChange(clearFilter(filters, key))}
      />
      {isPending ? (
        <ProductGridSkeleton />
      ) : isError && !data ? (
        <p role="alert" className="py-16 text-center text-lg">
          Error loading products. Please try again later.
        </p>
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {shown.length === 1 ? "1 product" : `${shown.length} products`}
          </p>
          <ProductGrid products={shown} />
          {data.hasNextPage && page < MAX_SHOP_PAGES ? (
            <LoadMore filters={filters} page={page} busy={isPlaceholderData} />
          ) : null}
        </>
      )}
    </div>
  );
}

/** The shop's own search box (the desktop and mobile layouts each render one). */
function SearchBox({
  filters,
  onFiltersChange,
}: {
  filters: ShopFilters;
  onFiltersChange: (next: ShopFilters) => void;
}) {
  const id = useId();
  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        placeholder="Search products…"
        value={filters.search}
        onChange={(event) => onFiltersChange({ ...filters, search: event.target.value })}
        className="pl-9"
      />
    </div>
  );
}

/**
 * The next page is a link to this URL with one more page, so it works before the scripts arrive,
 * crawlers follow it, and Back or a reload shows the same products.
 */
function LoadMore({ filters, page, busy }: { filters: ShopFilters; page: number; busy: boolean }) {
  const params = toShopSearchParams(filters);
  params.set("page", String(page + 1));
  return (
    <div className="flex justify-center">
      <Button asChild variant="outline" size="lg" aria-disabled={busy || undefined}>
        <Link to={`?${params.toString()}`} preventScrollReset>
          {busy ? "Loading..." : "Load More"}
        </Link>
      </Button>
    </div>
  );
}
