import { CATEGORIES, type Category } from "~/lib/catalog-categories";
import { describeDogFit, type DogFit } from "~/lib/dog-fit-param";
import { SIZES, type Size } from "./normalize-product";

/** The sort values, each sent to the Storefront API (./shop-query.ts). */
export const SORT_OPTIONS = [
  { value: "BEST_SELLING", label: "Best Selling" },
  { value: "PRICE", label: "Price: Low to High" },
  { value: "PRICE_DESC", label: "Price: High to Low" },
  { value: "CREATED_AT", label: "Date Added" },
  { value: "PRODUCT_TYPE", label: "Product Type" },
  { value: "TITLE", label: "Name" },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]["value"];

/** Max-price slider 20 to 500 in steps of 20, starting at 500. */
export const PRICE_MIN = 20;
export const PRICE_MAX = 500;
export const PRICE_STEP = 20;

export interface ShopFilters {
  search: string;
  category: Category;
  /** Null is "All Sizes". */
  size: Size | null;
  maxPrice: number;
  sort: SortOption;
  /** "Fits my dog": only products whose size chart has a size for this dog. Null is off. */
  fits: DogFit | null;
}

/** Where the shop starts, and what removing a chip goes back to. */
export const DEFAULT_FILTERS: ShopFilters = {
  search: "",
  category: "All",
  size: null,
  maxPrice: PRICE_MAX,
  sort: "BEST_SELLING",
  fits: null,
};

export const SHOP_CATEGORIES = CATEGORIES;
export const SHOP_SIZES = SIZES;

export function isSortOption(value: string | null | undefined): value is SortOption {
  return SORT_OPTIONS.some((option) => option.value === value);
}

export function sortLabel(sort: SortOption) {
  return SORT_OPTIONS.find((option) => option.value === sort)?.label ?? sort;
}

export type ChipKey = "category" | "size" | "maxPrice" | "sort" | "fits";

/** The removable chips for every filter that differs from its default. */
export function activeFilterChips(filters: ShopFilters): { key: ChipKey; label: string }[] {
  const chips: { key: ChipKey; label: string }[] = [];
  if (filters.category !== DEFAULT_FILTERS.category) {
    chips.push({ key: "category", label: filters.category });
  }
  if (filters.size !== DEFAULT_FILTERS.size)
    chips.push({ key: "size", label: `Size ${filters.size}` });
  if (filters.maxPrice !== DEFAULT_FILTERS.maxPrice) {
    chips.push({ key: "maxPrice", label: `Up to $${filters.maxPrice}` });
  }
  if (filters.sort !== DEFAULT_FILTERS.sort)
    chips.push({ key: "sort", label: sortLabel(filters.sort) });
  if (filters.fits)
    chips.push({ key: "fits", label: `Fits my dog (${describeDogFit(filters.fits)})` });
  return chips;
}

/** The number on the mobile filter button's badge. */
export function activeFilterCount(filters: ShopFilters) {
  return activeFilterChips(filters).length;
}

/** Removing a chip restores that one filter's default. */
export function clearFilter(filters: ShopFilters, key: ChipKey): ShopFilters {
  return { ...filters, [key]: DEFAULT_FILTERS[key] };
}
