import { describe, expect, test } from "vitest";
import {
  activeFilterChips,
  activeFilterCount,
  clearFilter,
  DEFAULT_FILTERS,
  type ShopFilters,
} from "./shop-filters";

const withFilters = (filters: Partial<ShopFilters>) => ({ ...DEFAULT_FILTERS, ...filters });

describe("chips and the active-filter badge", () => {
  test("no chips and a zero count at the defaults (search is not a chip)", () => {
    expect(activeFilterChips(withFilters({ search: "bed" }))).toEqual([]);
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
  });

  test("one chip per non-default category, size, max price and sort", () => {
    const filters = withFilters({ category: "Toys", size: "M", maxPrice: 100, sort: "PRICE_DESC" });
    expect(activeFilterChips(filters)).toEqual([
      { key: "category", label: "Toys" },
      { key: "size", label: "Size M" },
      { key: "maxPrice", label: "Up to $100" },
      { key: "sort", label: "Price: High to Low" },
    ]);
    expect(activeFilterCount(filters)).toBe(4);
  });

  test("removing a chip restores that filter's default only", () => {
    const filters = withFilters({ category: "Toys", size: "M", maxPrice: 100, sort: "TITLE" });
    expect(clearFilter(filters, "category")).toEqual({ ...filters, category: "All" });
    expect(clearFilter(filters, "size")).toEqual({ ...filters, size: null });
    expect(clearFilter(filters, "maxPrice")).toEqual({ ...filters, maxPrice: 500 });
    expect(clearFilter(filters, "sort")).toEqual({ ...filters, sort: "BEST_SELLING" });
  });

  test("the fits filter is a chip naming the dog, and removing it turns the filter off", () => {
    const filters = withFilters({
      size: "S",
      fits: { weight: { value: 2, unit: "kg" }, chest: { value: 35, unit: "cm" } },
    });
    expect(activeFilterChips(filters)).toEqual([
      { key: "size", label: "Size S" },
      { key: "fits", label: "Fits my dog (2 kg, chest 35 cm)" },
    ]);
    expect(clearFilter(filters, "fits")).toEqual({ ...filters, fits: null });
  });
});
