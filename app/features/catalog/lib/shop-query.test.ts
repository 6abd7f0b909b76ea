import { describe, expect, test } from "vitest";
import { DEFAULT_FILTERS, SORT_OPTIONS, type ShopFilters } from "./shop-filters";
import {
  collectionHandle,
  collectionSort,
  MAX_SHOP_PAGES,
  parseShopPage,
  productFilters,
  searchFilters,
  searchSort,
} from "./shop-query";

const withFilters = (filters: Partial<ShopFilters>) => ({ ...DEFAULT_FILTERS, ...filters });

describe("the shop's questions to the Storefront API", () => {
  test("a category is its collection's handle, All the all collection", () => {
    expect(collectionHandle("All")).toBe("all");
    expect(collectionHandle("Accessories")).toBe("accessories");
    expect(collectionHandle("Walking")).toBe("walking");
  });

  test("the maximum price is always a price filter, a size a Size variant option", () => {
    expect(productFilters(DEFAULT_FILTERS)).toEqual([{ price: { max: 500 } }]);
    expect(productFilters(withFilters({ size: "XS", maxPrice: 120 }))).toEqual([
      { variantOption: { name: "Size", value: "XS" } },
      { price: { max: 120 } },
    ]);
  });

  test("a search inside a category filters on the category metafield", () => {
    expect(searchFilters(withFilters({ category: "Toys" }))).toEqual([
      { price: { max: 500 } },
      { productMetafield: { namespace: "custom", key: "category", value: "Toys" } },
    ]);
    expect(searchFilters(DEFAULT_FILTERS)).toEqual([{ price: { max: 500 } }]);
  });

  test("PRICE_DESC is the API's price order reversed, in collections and in search", () => {
    expect(collectionSort("PRICE_DESC")).toEqual({ sortKey: "PRICE", reverse: true });
    expect(searchSort("PRICE_DESC")).toEqual({ sortKey: "PRICE", reverse: true });
    expect(collectionSort("PRICE")).toEqual({ sortKey: "PRICE", reverse: false });
  });

  test("every sort the shop offers is a key the collection accepts", () => {
    const keys = SORT_OPTIONS.map((option) => collectionSort(option.value).sortKey);
    expect(keys).toEqual([
      "BEST_SELLING",
      "PRICE",
      "PRICE",
      "CREATED",
      "COLLECTION_DEFAULT",
      "TITLE",
    ]);
  });

  test("search orders by relevance unless a price order is chosen", () => {
    expect(searchSort("BEST_SELLING")).toEqual({ sortKey: "RELEVANCE", reverse: false });
    expect(searchSort("TITLE")).toEqual({ sortKey: "RELEVANCE", reverse: false });
    expect(searchSort("PRICE")).toEqual({ sortKey: "PRICE", reverse: false });
  });
});

describe("parseShopPage", () => {
  const page = (query: string) => parseShopPage(new URLSearchParams(query));

  test("reads a whole page number", () => {
    expect(page("")).toBe(1);
    expect(page("page=3")).toBe(3);
  });

  test("anything else is the first page, and no URL asks for more than the bound", () => {
    for (const bad of ["page=0", "page=-2", "page=2.5", "page=abc", "page=", "page=1e3"]) {
      expect(page(bad)).toBe(1);
    }
    expect(page("page=9999")).toBe(MAX_SHOP_PAGES);
    expect(page("page=99999999999")).toBe(1);
  });
});
