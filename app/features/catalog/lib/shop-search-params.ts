import { isCategory } from "~/lib/catalog-categories";
import { formatDogFitParam, parseDogFitParam } from "~/lib/dog-fit-param";
import { normalizeSize } from "./normalize-product";
import {
  DEFAULT_FILTERS,
  isSortOption,
  PRICE_MAX,
  PRICE_MIN,
  type ShopFilters,
} from "./shop-filters";

/**
 * On load the category is accepted only if it is in the list, a size of "any" (or All)
 * is ignored, the price is read as a number, and `fits` must name a dog a small dog could be
 * (see ~/lib/dog-fit-param.ts). Anything unreadable keeps its default.
 */
export function parseShopSearchParams(params: URLSearchParams): ShopFilters {
  const category = params.get("category");
  const size = params.get("size");
  const price = Number(params.get("price") ?? Number.NaN);
  const sort = params.get("sort");
  return {
    search: params.get("search") ?? DEFAULT_FILTERS.search,
    category: isCategory(category) ? category : DEFAULT_FILTERS.category,
    size: size ? normalizeSize(size) : DEFAULT_FILTERS.size,
    maxPrice:
      params.has("price") && Number.isFinite(price)
        ? Math.min(Math.max(price, PRICE_MIN), PRICE_MAX)
        : DEFAULT_FILTERS.maxPrice,
    sort: isSortOption(sort) ? sort : DEFAULT_FILTERS.sort,
    fits: parseDogFitParam(params.get("fits")),
  };
}

/** A parameter is written only when it differs from its default. */
export function toShopSearchParams(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search !== DEFAULT_FILTERS.search) params.set("search", filters.search);
  if (filters.category !== DEFAULT_FILTERS.category) params.set("category", filters.category);
  if (filters.size !== DEFAULT_FILTERS.size && filters.size) params.set("size", filters.size);
  if (filters.maxPrice !== DEFAULT_FILTERS.maxPrice) params.set("price", String(filters.maxPrice));
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set("sort", filters.sort);
  const fits = filters.fits ? formatDogFitParam(filters.fits) : null;
  if (fits) params.set("fits", fits);
  return params;
}
