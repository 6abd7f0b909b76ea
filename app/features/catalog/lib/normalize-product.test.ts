import { describe, expect, test } from "vitest";
import { PLACEHOLDER_IMAGE } from "~/lib/placeholder-image";
import {
  isFeatured,
  normalizeProduct,
  parseProductIdList,
  toProductListing,
} from "./normalize-product";
import { rawProduct, rawVariant } from "../test-support/raw-product";

const image = (url: string) => ({ url, altText: null, width: 100, height: 125 });

describe("normalizeProduct", () => {
  test("id is the handle; name is the title", () => {
    const product = normalizeProduct(rawProduct({ id: "gid://shopify/Product/9", handle: "h" }));
    expect(product.id).toBe("h");
    expect(product.handle).toBe("h");
    expect(product.name).toBe("Cloud Puff Cable Sweater");
    expect(product.supplier.id).toBe("gid://shopify/Product/9");
  });

  describe("price", () => {
    test("is the minimum variant price, as a number", () => {
      const product = normalizeProduct(
        rawProduct({
          variants: {
            nodes: [
              rawVariant({ price: { amount: "64.50", currencyCode: "USD" } }),
              rawVariant({ price: { amount: "58.25", currencyCode: "USD" } }),
            ],
          },
        }),
      );
      expect(product.price).toBe(58.25);
    });

    test("falls back to the price range when there are no variants", () => {
      const product = normalizeProduct(
        rawProduct({
          variants: { nodes: [] },
          priceRange: { minVariantPrice: { amount: "12.00", currencyCode: "USD" } },
        }),
      );
      expect(product.price).toBe(12);
    });
  });

  describe("image", () => {
    test("is the featured image when there is one", () => {
      const product = normalizeProduct(rawProduct({ images: { nodes: [image("first.png")] } }));
      expect(product.image.url).toBe("https://cdn.example/featured.png");
    });

    test("else the first image", () => {
      const product = normalizeProduct(
        rawProduct({ featuredImage: null, images: { nodes: [image("first.png")] } }),
      );
      expect(product.image.url).toBe("first.png");
      expect(product.image.altText).toBe("Cloud Puff Cable Sweater");
    });

    test("else a placeholder", () => {
      const product = normalizeProduct(rawProduct({ featuredImage: null }));
      expect(product.image).toEqual(PLACEHOLDER_IMAGE);
    });
  });

  describe("images", () => {
    test("are present only when there is more than one", () => {
      expect(
        normalizeProduct(rawProduct({ gallery: { nodes: [image("a.png")] } })).images,
      ).toBeUndefined();
      const product = normalizeProduct(
        rawProduct({ gallery: { nodes: [image("a.png"), image("b.png")] } }),
      );
      expect(product.images?.map((i) => i.url)).toEqual(["a.png", "b.png"]);
    });
  });

  describe("category", () => {
    test.each(["All", "Accessories", "Carriers", "Clothing", "Home", "Toys", "Walking"])(
      "%s is kept",
      (value) => {
        expect(normalizeProduct(rawProduct({ category: { value } })).category).toBe(value);
      },
    );

    test.each([null, { value: "Sweaters" }, { value: "" }, { value: "toys" }])(
      "%j falls back to Clothing",
      (category) => {
        expect(normalizeProduct(rawProduct({ category })).category).toBe("Clothing");
      },
    );
  });

  describe("sizes", () => {
    const withSizes = (...values: string[]) =>
      normalizeProduct(
        rawProduct({
          variants: {
            nodes: values.map((value) =>
              rawVariant({ selectedOptions: [{ name: "Size", value }] }),
            ),
          },
        }),
      ).sizes;

    test("Extra Small/XS, Small/S and Medium/M map to XS, S and M", () => {
      expect(withSizes("Extra Small", "Small", "Medium")).toEqual(["XS", "S", "M"]);
      expect(withSizes("XS", "S", "M")).toEqual(["XS", "S", "M"]);
    });

    test("are unique", () => {
      expect(withSizes("XS", "Extra Small", "XS", "S")).toEqual(["XS", "S"]);
    });

    test("other values are ignored", () => {
      expect(withSizes("XL", "Large", "S")).toEqual(["S"]);
    });

    test("come only from an option named Size", () => {
      const product = normalizeProduct(
        rawProduct({
          variants: {
            nodes: [rawVariant({ selectedOptions: [{ name: "Length", value: "S" }] })],
          },
        }),
      );
      expect(product.sizes).toBeUndefined();
    });

    test("are absent when nothing maps", () => {
      expect(withSizes("4 ft")).toBeUndefined();
    });
  });

  describe("featured", () => {
    test.each([
      ["Featured", true],
      ['["Featured"]', true],
      ['["New","Featured"]', true],
      ['["New"]', false],
      ["Clearance", false],
      ["[Featured", false],
      ['{"Featured":true}', false],
      [null, false],
    ])("spotlight %j → %s", (value, expected) => {
      expect(isFeatured(value)).toBe(expected);
      const spotlight = value === null ? null : { value };
      expect(normalizeProduct(rawProduct({ spotlight })).featured).toBe(expected);
    });
  });

  describe("description", () => {
    test("is the sanitised HTML when there is HTML", () => {
      const product = normalizeProduct(
        rawProduct({
          descriptionHtml: '<p>Soft<script>alert(1)</script> <a href="javascript:x">knit</a></p>',
          description: "Soft knit",
        }),
      );
      expect(product.description).toBe('<p>Soft <a rel="noopener noreferrer">knit</a></p>');
      expect(product.descriptionText).toBe("Soft knit");
    });

    test("else the plain description, escaped", () => {
      const product = normalizeProduct(
        rawProduct({ descriptionHtml: "", description: "Tiny <and> soft" }),
      );
      expect(product.description).toBe("<p>Tiny &lt;and&gt; soft</p>");
    });

    test("else empty", () => {
      expect(normalizeProduct(rawProduct()).description).toBe("");
    });
  });

  describe("variants", () => {
    test("carry id, title, numeric price, availability, stock, options, image and colour", () => {
      const product = normalizeProduct(
        rawProduct({
          variants: {
            nodes: [
              rawVariant({
                id: "gid://shopify/ProductVariant/7",
                title: "S / Navy",
                price: { amount: "60.00", currencyCode: "USD" },
                availableForSale: false,
                quantityAvailable: 0,
                selectedOptions: [
                  { name: "Size", value: "S" },
                  { name: "Color", value: "Navy" },
                ],
                image: image("navy.png"),
                color: { value: "Navy" },
              }),
            ],
          },
        }),
      );
      expect(product.variants).toEqual([
        {
          id: "gid://shopify/ProductVariant/7",
          title: "S / Navy",
          price: 60,
          availableForSale: false,
          quantityAvailable: 0,
          options: { Size: "S", Color: "Navy" },
          image: {
            url: "navy.png",
            altText: "Cloud Puff Cable Sweater, S / Navy",
            width: 100,
            height: 125,
          },
          color: "Navy",
        },
      ]);
    });

    test("untracked stock is null, a missing colour metafield is null", () => {
      const product = normalizeProduct(
        rawProduct({ variants: { nodes: [rawVariant({ quantityAvailable: null, color: null })] } }),
      );
      expect(product.variants[0]).toMatchObject({
        quantityAvailable: null,
        color: null,
        image: null,
      });
    });
  });

  test("details come from the details metafield when present", () => {
    expect(normalizeProduct(rawProduct()).details).toBeUndefined();
    expect(normalizeProduct(rawProduct({ details: { value: "Hand wash" } })).details).toBe(
      "Hand wash",
    );
  });

  describe("supplier", () => {
    test("carries the metafields; each variant carries its id and stock", () => {
      const rich = '{"type":"root","children":[]}';
      const product = normalizeProduct(
        rawProduct({
          summaryDescription: { value: "Cloud-soft." },
          richDetails: { value: rich },
          completeTheLook: { value: '["gid://shopify/Product/2","gid://shopify/Product/3"]' },
          sizeChart: { value: '{"sizes":[]}' },
          variants: {
            nodes: [
              rawVariant({ id: "v1", quantityAvailable: 3 }),
              rawVariant({ id: "v2", quantityAvailable: null }),
            ],
          },
        }),
      );
      expect(product.supplier).toEqual({
        id: "gid://shopify/Product/1",
        summaryDescriptionMetafield: { value: "Cloud-soft." },
        richDetailsMetafield: { value: rich },
        completeTheLookMetafield: { value: ["gid://shopify/Product/2", "gid://shopify/Product/3"] },
        sizeChartMetafield: { value: '{"sizes":[]}' },
      });
      expect(
        product.variants.map(({ id, quantityAvailable }) => ({ id, quantityAvailable })),
      ).toEqual([
        { id: "v1", quantityAvailable: 3 },
        { id: "v2", quantityAvailable: null },
      ]);
    });

    test("invalid complete-the-look JSON is an empty list", () => {
      expect(parseProductIdList("[not json")).toEqual([]);
      expect(parseProductIdList('{"a":1}')).toEqual([]);
      expect(parseProductIdList('["a", 3, null, ""]')).toEqual(["a"]);
      const product = normalizeProduct(rawProduct({ completeTheLook: { value: "oops" } }));
      expect(product.supplier.completeTheLookMetafield.value).toEqual([]);
    });

    test("missing metafields are null or empty", () => {
      const { supplier } = normalizeProduct(rawProduct());
      expect(supplier.summaryDescriptionMetafield).toBeNull();
      expect(supplier.richDetailsMetafield).toBeNull();
      expect(supplier.completeTheLookMetafield.value).toEqual([]);
    });
  });
});

describe("toProductListing", () => {
  test("keeps what cards and filters read, and nothing else", () => {
    const product = normalizeProduct(
      rawProduct({
        descriptionHtml: "<p>Soft.</p>",
        spotlight: { value: "Featured" },
        variants: {
          nodes: [rawVariant({ selectedOptions: [{ name: "Size", value: "Small" }] })],
        },
      }),
    );
    expect(toProductListing(product)).toEqual({
      id: product.id,
      handle: product.handle,
      name: product.name,
      price: product.price,
      currencyCode: product.currencyCode,
      image: product.image,
      category: product.category,
      featured: true,
      sizes: ["S"],
    });
  });

  test("a product without a Size option has no sizes key", () => {
    const listing = toProductListing(
      normalizeProduct(rawProduct({ variants: { nodes: [rawVariant({ selectedOptions: [] })] } })),
    );
    expect(listing).not.toHaveProperty("sizes");
  });
});
