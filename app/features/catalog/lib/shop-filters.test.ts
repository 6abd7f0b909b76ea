import { describe, expect, test } from "vitest";
import { normalizeProduct, type Product } from "./normalize-product";
import {
  activeFilterChips,
  activeFilterCount,
  clearFilter,
  DEFAULT_FILTERS,
  filterProducts,
  sortProducts,
  visibleProducts,
  type ShopFilters,
} from "./shop-filters";
import { rawProduct, rawVariant } from "./test-fixtures";

function product(name: string, category: string, price: number, sizes: string[] = []): Product {
  return normalizeProduct(
    rawProduct({
      handle: name.toLowerCase().replaceAll(" ", "-"),
      title: name,
      category: { value: category },
      variants: {
        nodes: (sizes.length ? sizes : ["One"]).map((size) =>
          rawVariant({
            price: { amount: String(price), currencyCode: "USD" },
            selectedOptions: sizes.length ? [{ name: "Size", value: size }] : [],
          }),
        ),
      },
    }),
  );
}

const sweater = product("Cloud Puff Sweater", "Clothing", 58, ["XS", "S", "M"]);
const collar = product("Pearl Collar", "Accessories", 42, ["S"]);
const bed = product("Donut Bed", "Home", 120);
const carrier = product("Quilted Carrier", "Carriers", 480);
const all = [sweater, collar, bed, carrier];
const names = (list: Product[]) => list.map((p) => p.name);
const withFilters = (filters: Partial<ShopFilters>) => ({ ...DEFAULT_FILTERS, ...filters });

describe("filterProducts (spec §5)", () => {
  test("the defaults show everything", () => {
    expect(filterProducts(all, DEFAULT_FILTERS)).toEqual(all);
  });

  test("search is a case-insensitive substring of the name", () => {
    expect(names(filterProducts(all, withFilters({ search: "PUFF" })))).toEqual([
      "Cloud Puff Sweater",
    ]);
  });

  test("search also matches the category, and surrounding spaces are ignored", () => {
    expect(names(filterProducts(all, withFilters({ search: "  home " })))).toEqual(["Donut Bed"]);
  });

  test("a category other than All must match", () => {
    expect(names(filterProducts(all, withFilters({ category: "Accessories" })))).toEqual([
      "Pearl Collar",
    ]);
  });

  test("price must be at most the maximum (inclusive)", () => {
    expect(names(filterProducts(all, withFilters({ maxPrice: 120 })))).toEqual([
      "Cloud Puff Sweater",
      "Pearl Collar",
      "Donut Bed",
    ]);
  });

  test("a chosen size must be offered; products without sizes drop out", () => {
    expect(names(filterProducts(all, withFilters({ size: "S" })))).toEqual([
      "Cloud Puff Sweater",
      "Pearl Collar",
    ]);
    expect(names(filterProducts(all, withFilters({ size: "M" })))).toEqual(["Cloud Puff Sweater"]);
  });

  test("all filters combine", () => {
    expect(
      filterProducts(all, withFilters({ category: "Clothing", size: "XS", maxPrice: 40 })),
    ).toEqual([]);
  });
});

describe("sortProducts", () => {
  test("PRICE_DESC sorts by descending price", () => {
    expect(names(sortProducts(all, "PRICE_DESC"))).toEqual([
      "Quilted Carrier",
      "Donut Bed",
      "Cloud Puff Sweater",
      "Pearl Collar",
    ]);
  });

  test("other sorts keep the server's order", () => {
    for (const sort of ["BEST_SELLING", "PRICE", "CREATED_AT", "PRODUCT_TYPE", "TITLE"] as const) {
      expect(sortProducts(all, sort)).toBe(all);
    }
  });

  test("visibleProducts filters then sorts", () => {
    expect(names(visibleProducts(all, withFilters({ maxPrice: 100, sort: "PRICE_DESC" })))).toEqual(
      ["Cloud Puff Sweater", "Pearl Collar"],
    );
  });
});

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
});
