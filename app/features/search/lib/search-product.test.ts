import { describe, expect, it } from "vitest";
import { PLACEHOLDER_IMAGE } from "~/lib/placeholder-image";
import { toSearchProduct, type SearchProductNode } from "./search-product";

const node = (overrides: Partial<SearchProductNode> = {}): SearchProductNode => ({
  id: "gid://shopify/Product/1",
  handle: "cloud-sweater",
  title: "Cloud Puff Cable Sweater",
  priceRange: { minVariantPrice: { amount: "58.0", currencyCode: "USD" } },
  featuredImage: { url: "https://cdn.example/featured.webp", altText: "A pink sweater" },
  images: { nodes: [{ url: "https://cdn.example/first.webp", altText: null }] },
  category: { value: "Clothing" },
  ...overrides,
});

describe("toSearchProduct", () => {
  it("uses the handle as id and keeps name, category and the minimum price", () => {
    expect(toSearchProduct(node())).toEqual({
      id: "cloud-sweater",
      name: "Cloud Puff Cable Sweater",
      category: "Clothing",
      price: { amount: "58.0", currencyCode: "USD" },
      image: { url: "https://cdn.example/featured.webp", alt: "A pink sweater" },
    });
  });

  it("falls back to the first image, then to the placeholder", () => {
    expect(toSearchProduct(node({ featuredImage: null })).image.url).toBe(
      "https://cdn.example/first.webp",
    );
    expect(toSearchProduct(node({ featuredImage: null, images: { nodes: [] } })).image.url).toBe(
      PLACEHOLDER_IMAGE.url,
    );
  });

  it("falls back to Clothing for a missing or unknown category", () => {
    expect(toSearchProduct(node({ category: null })).category).toBe("Clothing");
  });
});
