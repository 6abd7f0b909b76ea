import { expect, test } from "vitest";
import { normalizeProduct } from "./normalize-product";
import { breadcrumbJsonLd, metaDescription, productJsonLd } from "./product-seo";
import { rawProduct, rawVariant } from "../test-support/raw-product";

const product = normalizeProduct(
  rawProduct({
    description: "A chunky knit.",
    variants: {
      nodes: [
        rawVariant({ id: "v1", title: "XS / Pink", quantityAvailable: 3 }),
        rawVariant({ id: "v2", title: "S / Pink", quantityAvailable: 0, availableForSale: false }),
        rawVariant({ id: "v3", title: "M / Pink", quantityAvailable: null }),
      ],
    },
  }),
);

test("Product JSON-LD has one offer per variant with its availability", () => {
  const ld = productJsonLd(product, "https://shop.example/product/x", "Peyton & Co.");
  expect(ld["@type"]).toBe("Product");
  expect(ld.image).toEqual(["https://cdn.example/featured.png"]);
  expect(ld.offers.map((o) => [o.sku, o.price, o.availability])).toEqual([
    ["v1", "58.00", "https://schema.org/InStock"],
    ["v2", "58.00", "https://schema.org/OutOfStock"],
    ["v3", "58.00", "https://schema.org/InStock"],
  ]);
});

test("BreadcrumbList ends at the product", () => {
  const ld = breadcrumbJsonLd("https://shop.example", product);
  expect(ld.itemListElement.map((i) => i.item)).toEqual([
    "https://shop.example/",
    "https://shop.example/shop",
    "https://shop.example/product/cloud-puff-cable-sweater",
  ]);
});

test("meta descriptions are single-line and bounded", () => {
  expect(metaDescription("Soft\n knit")).toBe("Soft knit");
  const long = metaDescription("word ".repeat(80));
  expect(long.length).toBeLessThanOrEqual(160);
  expect(long.endsWith("…")).toBe(true);
});
