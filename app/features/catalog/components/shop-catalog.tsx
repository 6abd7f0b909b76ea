import { SearchIcon } from "lucide-react";
import { useId } from "react";
import { Input } from "~/components/ui/input";
import { useProducts } from "../api/get-products";
import { clearFilter, visibleProducts, type ShopFilters } from "../lib/shop-filters";
import { FilterChips } from "./filter-chips";
import { ProductGrid, ProductGridSkeleton } from "./product-grid";
import { FilterFieldset } from "./shop-controls";
import { ShopFilterSheet } from "./shop-filter-sheet";

/**
 * The shop's controls and grid. Filters come from (and go to) the URL through the route; the
 * product list comes from the server in the chosen order and is filtered here (spec §5).
 */
export function ShopCatalog({
  filters,
  onFiltersChange,
}: {
  filters: ShopFilters;
  onFiltersChange: (next: ShopFilters) => void;
}) {
  const { data: products, isPending, isError } = useProducts(filters.sort);
  const shown = products ? visibleProducts(products, filters) : [];

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
      <FilterChips
        filters={filters}
        onRemove={(key) => onFiltersChange(clearFilter(filters, key))}
      />
      {isPending ? (
        <ProductGridSkeleton />
      ) : isError && !products ? (
        <p role="alert" className="py-16 text-center text-lg">
          Error loading products. Please try again later.
        </p>
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {shown.length === 1 ? "1 product" : `${shown.length} products`}
          </p>
          <ProductGrid products={shown} />
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
