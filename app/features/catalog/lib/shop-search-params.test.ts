import { describe, expect, test } from "vitest";
import { DEFAULT_FILTERS } from "./shop-filters";
import { parseShopSearchParams, toShopSearchParams } from "./shop-search-params";

const parse = (query: string) => parseShopSearchParams(new URLSearchParams(query));

describe("parseShopSearchParams (the rules on load)", () => {
  test("an empty query is the defaults", () => {
    expect(parse("")).toEqual(DEFAULT_FILTERS);
  });

  test("reads every parameter", () => {
    expect(
      parse("search=bed&category=Home&size=S&price=120&sort=PRICE_DESC&fits=weight-2kg.chest-35cm"),
    ).toEqual({
      search: "bed",
      category: "Home",
      size: "S",
      maxPrice: 120,
      sort: "PRICE_DESC",
      fits: { weight: { value: 2, unit: "kg" }, chest: { value: 35, unit: "cm" } },
    });
  });

  test("a category is accepted only if it is in the list", () => {
    expect(parse("category=Sweaters").category).toBe("All");
    expect(parse("category=toys").category).toBe("All");
    expect(parse("category=Toys").category).toBe("Toys");
  });

  test("a size of any (or All, or unknown) is ignored", () => {
    expect(parse("size=any").size).toBeNull();
    expect(parse("size=All").size).toBeNull();
    expect(parse("size=XL").size).toBeNull();
    expect(parse("size=Small").size).toBe("S");
  });

  test("the price is read as a number; unreadable keeps 500, out of range is clamped", () => {
    expect(parse("price=60").maxPrice).toBe(60);
    expect(parse("price=abc").maxPrice).toBe(500);
    expect(parse("price=").maxPrice).toBe(20);
    expect(parse("price=9000").maxPrice).toBe(500);
  });

  test("an unknown sort keeps best selling", () => {
    expect(parse("sort=RANDOM").sort).toBe("BEST_SELLING");
  });

  test("a dog that is not wholly readable turns the fits filter off", () => {
    expect(parse("fits=weight-2kg.chest-140cm").fits).toBeNull();
    expect(parse("fits=bella").fits).toBeNull();
    expect(parse("fits=").fits).toBeNull();
  });

  test("a URL-encoded category from a home tile is read back", () => {
    expect(parse(`category=${encodeURIComponent("Walking")}`).category).toBe("Walking");
  });
});

describe("toShopSearchParams (only non-default values are written)", () => {
  test("the defaults write nothing", () => {
    expect(toShopSearchParams(DEFAULT_FILTERS).toString()).toBe("");
  });

  test("each changed filter writes its parameter", () => {
    const params = toShopSearchParams({
      search: "pearl collar",
      category: "Accessories",
      size: "XS",
      maxPrice: 200,
      sort: "TITLE",
      fits: { chest: { value: 13.5, unit: "in" } },
    });
    expect(params.toString()).toBe(
      "search=pearl+collar&category=Accessories&size=XS&price=200&sort=TITLE&fits=chest-13.5in",
    );
  });

  test("round-trips", () => {
    const filters = {
      ...DEFAULT_FILTERS,
      category: "Toys" as const,
      maxPrice: 40,
      fits: { weight: { value: 4.5, unit: "lb" as const } },
    };
    expect(parseShopSearchParams(toShopSearchParams(filters))).toEqual(filters);
  });
});
