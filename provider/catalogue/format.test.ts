import { readFileSync } from "node:fs";
import { describe, it, expect } from "vitest";
import { generateCatalogue } from "./generate";
import { parseCatalogue, type CatalogueProduct, type CatalogueVariant } from "./format";

const raw: unknown = JSON.parse(readFileSync(new URL("./catalogue.json", import.meta.url), "utf8"));
const catalogue = parseCatalogue(raw);
const products = catalogue.products;
const variants = products.flatMap((product) => product.variants);

const CATEGORIES = ["Accessories", "Carriers", "Clothing", "Home", "Toys", "Walking"] as const;
const CLOTHING_TYPES = [
  "Sweaters",
  "Coats",
  "Dresses",
  "Pajamas",
  "T-Shirts",
  "Hoodies",
  "Raincoats",
  "Hats",
];
const COMMON_COLOURS = [
  "Red",
  "Blue",
  "Green",
  "Black",
  "White",
  "Pink",
  "Purple",
  "Yellow",
  "Orange",
  "Gray",
  "Grey",
  "Brown",
  "Navy",
  "Beige",
  "Cream",
];

function metafield(product: CatalogueProduct, key: string) {
  return product.metafields.find((field) => field.namespace === "custom" && field.key === key);
}
function category(product: CatalogueProduct): string | undefined {
  return metafield(product, "category")?.value;
}
function option(product: CatalogueProduct, name: string) {
  return product.options.find((o) => o.name === name);
}
function spotlightValues(product: CatalogueProduct): string[] {
  const field = metafield(product, "spotlight");
  if (!field) return [];
  return field.type.startsWith("list.") ? (JSON.parse(field.value) as string[]) : [field.value];
}
function isSoldOut(variant: CatalogueVariant): boolean {
  return variant.inventory.tracked && variant.inventory.quantity === 0;
}
function isLowStock(variant: CatalogueVariant): boolean {
  return (
    variant.inventory.tracked && variant.inventory.quantity >= 1 && variant.inventory.quantity <= 3
  );
}
function prices(): number[] {
  return variants.map((variant) => Number(variant.price));
}
function clone(): { products: Record<string, unknown>[] } & Record<string, unknown> {
  return structuredClone(raw) as { products: Record<string, unknown>[] } & Record<string, unknown>;
}

describe("shipped catalogue", () => {
  it("parses", () => {
    expect(() => parseCatalogue(raw)).not.toThrow();
    expect(catalogue.shop).toEqual({ name: "Boutique", currencyCode: "USD" });
  });

  it("has at least 48 products", () => {
    expect(products.length).toBeGreaterThanOrEqual(48);
  });

  it("has at least 8 products in each of the six categories", () => {
    for (const name of CATEGORIES) {
      const count = products.filter((product) => category(product) === name).length;
      expect(count, name).toBeGreaterThanOrEqual(8);
    }
    const unknown = products.map(category).filter((c) => c !== undefined);
    expect(unknown.every((c) => (CATEGORIES as readonly string[]).includes(c))).toBe(true);
  });

  it("has two or three uncategorised products, all dog clothing", () => {
    const uncategorised = products.filter((product) => category(product) === undefined);
    expect(uncategorised.length).toBeGreaterThanOrEqual(2);
    expect(uncategorised.length).toBeLessThanOrEqual(3);
    for (const product of uncategorised) expect(CLOTHING_TYPES).toContain(product.productType);
  });

  it("prices range from about $20 to $480", () => {
    expect(Math.min(...prices())).toBeGreaterThanOrEqual(18);
    expect(Math.min(...prices())).toBeLessThanOrEqual(25);
    expect(Math.max(...prices())).toBeGreaterThanOrEqual(450);
    expect(Math.max(...prices())).toBeLessThanOrEqual(480);
  });

  it("prices are realistic for each kind of item", () => {
    const ranges: [(p: CatalogueProduct) => boolean, number, number][] = [
      [(p) => category(p) === "Toys", 18, 35],
      [(p) => p.productType === "Sweaters", 45, 90],
      [(p) => category(p) === "Carriers", 120, 480],
      [(p) => p.productType === "Beds", 90, 260],
    ];
    for (const [matches, min, max] of ranges) {
      for (const product of products.filter(matches)) {
        for (const variant of product.variants) {
          expect(Number(variant.price), product.handle).toBeGreaterThanOrEqual(min);
          expect(Number(variant.price), product.handle).toBeLessThanOrEqual(max);
        }
      }
    }
  });

  it("has at most 10 variants per product", () => {
    for (const product of products) expect(product.variants.length).toBeLessThanOrEqual(10);
  });

  it("sizes clothing and walking gear by XS/S/M and Color", () => {
    const sized = products.filter((p) => option(p, "Size") && option(p, "Color"));
    const sizedCategories = new Set(sized.map(category));
    expect(sizedCategories).toContain("Clothing");
    expect(sizedCategories).toContain("Walking");
    expect(sizedCategories).toContain("Accessories");
    expect(products.some((p) => option(p, "Size")?.values.join() === "XS,S,M")).toBe(true);
  });

  it('spells sizes "Extra Small", "Small", "Medium" in at least 4 products', () => {
    const long = products.filter(
      (p) => option(p, "Size")?.values.join() === "Extra Small,Small,Medium",
    );
    expect(long.length).toBeGreaterThanOrEqual(4);
  });

  it("has Color-only and Size-only products", () => {
    const names = (p: CatalogueProduct) => p.options.map((o) => o.name).join();
    expect(products.some((p) => names(p) === "Color")).toBe(true);
    expect(products.some((p) => names(p) === "Size")).toBe(true);
  });

  it('has at least 8 single-variant "Default Title" products', () => {
    const single = products.filter(
      (p) =>
        p.options.length === 1 &&
        p.options[0]?.name === "Title" &&
        p.options[0].values.join() === "Default Title" &&
        p.variants.length === 1 &&
        p.variants[0]?.options.Title === "Default Title",
    );
    expect(single.length).toBeGreaterThanOrEqual(8);
  });

  it("has at least 6 sold-out variants and a product that is entirely sold out", () => {
    expect(variants.filter(isSoldOut).length).toBeGreaterThanOrEqual(6);
    expect(products.some((p) => p.variants.length > 1 && p.variants.every(isSoldOut))).toBe(true);
  });

  it("has at least 6 low-stock variants (1 to 3 left)", () => {
    expect(variants.filter(isLowStock).length).toBeGreaterThanOrEqual(6);
  });

  it("has at least 5 untracked variants", () => {
    expect(variants.filter((v) => !v.inventory.tracked).length).toBeGreaterThanOrEqual(5);
  });

  it("stocks every other tracked variant with 4 to 40 units", () => {
    for (const variant of variants) {
      if (!variant.inventory.tracked || isSoldOut(variant) || isLowStock(variant)) continue;
      expect(variant.inventory.quantity, variant.sku).toBeGreaterThanOrEqual(4);
      expect(variant.inventory.quantity, variant.sku).toBeLessThanOrEqual(40);
    }
  });

  it("has 2 to 8 images per product", () => {
    for (const product of products) {
      expect(product.images.length, product.handle).toBeGreaterThanOrEqual(2);
      expect(product.images.length, product.handle).toBeLessThanOrEqual(8);
    }
  });

  it("has a front image per colour, and each coloured variant points at it", () => {
    for (const product of products) {
      const colours = option(product, "Color")?.values ?? [];
      const imageFor = new Map<string, string>();
      for (const variant of product.variants) {
        const colour = variant.options.Color;
        if (colour === undefined) continue;
        const image = product.images.find((i) => i.key === variant.image);
        expect(image?.art.view, variant.sku).toBe("front");
        expect(image?.altText, variant.sku).toContain(colour);
        if (image) imageFor.set(colour, image.key);
      }
      expect(imageFor.size, product.handle).toBe(colours.length);
      expect(new Set(imageFor.values()).size, product.handle).toBe(colours.length);
    }
  });

  it("ends every sized product with a size chart, and only sized products have one", () => {
    for (const product of products) {
      const charts = product.images.filter((i) => i.art.view === "size-chart");
      if (option(product, "Size")) {
        expect(product.images.at(-1)?.art.view, product.handle).toBe("size-chart");
        expect(charts.length, product.handle).toBe(1);
      } else {
        expect(charts.length, product.handle).toBe(0);
      }
    }
  });

  it("uses front, back, detail and lifestyle views", () => {
    const views = new Set(products.flatMap((p) => p.images.map((i) => i.art.view)));
    for (const view of ["front", "back", "detail", "lifestyle", "size-chart"]) {
      expect(views).toContain(view);
    }
  });

  it("gives every product a summary and rich details", () => {
    for (const product of products) {
      expect(metafield(product, "summary_description")?.value, product.handle).toBeTruthy();
      expect(metafield(product, "summary_description")?.type).toBe("multi_line_text_field");
      expect(metafield(product, "rich_details")?.type, product.handle).toBe("rich_text_field");
    }
  });

  it("writes rich details as headings, formatted paragraphs and lists, some with line breaks", () => {
    const docs = products.map((p) => metafield(p, "rich_details")?.value ?? "");
    for (const doc of docs) {
      expect(doc).toContain('"type":"heading"');
      expect(doc).toContain('"type":"list"');
    }
    expect(docs.some((doc) => doc.includes('"bold":true'))).toBe(true);
    expect(docs.some((doc) => doc.includes('"italic":true'))).toBe(true);
    expect(docs.some((doc) => doc.includes("\\n"))).toBe(true);
  });

  it("links about two thirds of products to 2 to 4 other products", () => {
    const withLook = products.filter((p) => metafield(p, "complete_the_look"));
    const share = withLook.length / products.length;
    expect(share).toBeGreaterThanOrEqual(0.55);
    expect(share).toBeLessThanOrEqual(0.8);
    const handles = new Set(products.map((p) => p.handle));
    for (const product of withLook) {
      const refs = JSON.parse(metafield(product, "complete_the_look")?.value ?? "[]") as string[];
      expect(refs.length, product.handle).toBeGreaterThanOrEqual(2);
      expect(refs.length, product.handle).toBeLessThanOrEqual(4);
      expect(refs).not.toContain(product.handle);
      for (const ref of refs) expect(handles.has(ref), ref).toBe(true);
    }
  });

  it("sets custom.variant_color on every variant with a Color option", () => {
    for (const variant of variants) {
      const colour = variant.options.Color;
      const field = variant.metafields.find((f) => f.key === "variant_color");
      if (colour === undefined) {
        expect(field).toBeUndefined();
      } else {
        expect(field, variant.sku).toMatchObject({
          namespace: "custom",
          type: "single_line_text_field",
          value: colour,
        });
      }
    }
  });

  it("uses mostly common colour names, both Gray and Grey, and one or two unusual ones", () => {
    const colours = new Set(products.flatMap((p) => option(p, "Color")?.values ?? []));
    expect(colours).toContain("Gray");
    expect(colours).toContain("Grey");
    const unusual = [...colours].filter((c) => !COMMON_COLOURS.includes(c));
    expect(unusual.length).toBeGreaterThanOrEqual(1);
    expect(unusual.length).toBeLessThanOrEqual(2);
  });

  it("features 8 to 12 products over several categories, in both spotlight encodings", () => {
    const featured = products.filter((p) => spotlightValues(p).includes("Featured"));
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(featured.length).toBeLessThanOrEqual(12);
    expect(new Set(featured.map(category)).size).toBeGreaterThanOrEqual(4);
    const types = new Set(featured.map((p) => metafield(p, "spotlight")?.type));
    expect(types).toContain("single_line_text_field");
    expect(types).toContain("list.single_line_text_field");
    const others = products.filter(
      (p) => spotlightValues(p).length > 0 && !spotlightValues(p).includes("Featured"),
    );
    expect(others.length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => !metafield(p, "spotlight")).length).toBeGreaterThan(
      products.length / 2,
    );
  });

  it("has unique best-selling ranks from 1 to n", () => {
    const ranks = products.map((p) => p.bestSellingRank).sort((a, b) => a - b);
    expect(ranks).toEqual(products.map((_, i) => i + 1));
  });

  it("spreads creation dates over 2025", () => {
    const months = new Set(
      products.map((p) => {
        expect(p.createdAt.startsWith("2025-")).toBe(true);
        expect(p.updatedAt.startsWith("2025-")).toBe(true);
        return p.createdAt.slice(5, 7);
      }),
    );
    expect(months.size).toBeGreaterThanOrEqual(9);
  });

  it("varies the vendor a little", () => {
    const vendors = new Set(products.map((p) => p.vendor));
    expect(vendors).toContain("Boutique");
    expect(vendors).toContain("Peyton & Co.");
    expect(vendors.size).toBeGreaterThanOrEqual(4);
  });

  it("writes simple description HTML in Peyton's voice, 2 to 5 sentences", () => {
    const allowed = /^<\/?(p|strong|em|ul|li|br|a)( href="https:\/\/[^"]+")?\s*\/?>$/;
    let withLinks = 0;
    let mentionsHumans = 0;
    for (const product of products) {
      const html = product.descriptionHtml;
      for (const tag of html.match(/<[^>]+>/g) ?? []) expect(tag, product.handle).toMatch(allowed);
      if (html.includes("<a href=")) withLinks += 1;
      if (/my humans/i.test(html)) mentionsHumans += 1;
      const firstParagraph = /<p>(.*?)<\/p>/.exec(html)?.[1] ?? "";
      const sentences = firstParagraph.replace(/<[^>]+>/g, "").match(/[^.!?]+[.!?)]+/g) ?? [];
      expect(sentences.length, product.handle).toBeGreaterThanOrEqual(2);
      expect(sentences.length, product.handle).toBeLessThanOrEqual(5);
      expect(html, product.handle).toMatch(/\b(I|my|me)\b/i);
      expect(html.toLowerCase()).not.toContain("lorem");
    }
    expect(withLinks).toBeGreaterThanOrEqual(2);
    expect(mentionsHumans / products.length).toBeGreaterThanOrEqual(0.6);
  });
});

describe("parseCatalogue rejects malformed input", () => {
  it("rejects a duplicate handle", () => {
    const bad = clone();
    bad.products[1] = { ...bad.products[1], handle: bad.products[0]?.handle };
    expect(() => parseCatalogue(bad)).toThrow(/Duplicate handle "cloud-puff-cable-sweater"/);
  });

  it("rejects a variant that uses an unknown option value", () => {
    const bad = structuredClone(catalogue);
    const variant = bad.products[0]?.variants[0];
    if (!variant) throw new Error("fixture missing");
    variant.options.Size = "XXL";
    expect(() => parseCatalogue(bad)).toThrow(/Size="XXL" is not one of the product's values/);
  });

  it("rejects a variant that leaves out an option", () => {
    const bad = structuredClone(catalogue);
    const variant = bad.products[0]?.variants[0];
    if (!variant) throw new Error("fixture missing");
    delete variant.options.Color;
    expect(() => parseCatalogue(bad)).toThrow(/missing a value for option "Color"/);
  });

  it("rejects a price without two decimals", () => {
    const bad = structuredClone(catalogue);
    const variant = bad.products[0]?.variants[0];
    if (!variant) throw new Error("fixture missing");
    variant.price = "58.5";
    expect(() => parseCatalogue(bad)).toThrow(/price[\s\S]*2 decimals|2 decimals[\s\S]*price/);
  });

  it("rejects a numeric price", () => {
    const bad = clone();
    const product = bad.products[0] as { variants: Record<string, unknown>[] };
    product.variants[0] = { ...product.variants[0], price: 58 };
    expect(() => parseCatalogue(bad)).toThrow(/products\[0\]\.variants\[0\]\.price/);
  });

  it("rejects a variant image that is not one of the product's images", () => {
    const bad = structuredClone(catalogue);
    const variant = bad.products[0]?.variants[0];
    if (!variant) throw new Error("fixture missing");
    variant.image = bad.products[1]?.images[0]?.key;
    expect(() => parseCatalogue(bad)).toThrow(/is not one of this product's image keys/);
  });

  it("rejects duplicate image keys across products", () => {
    const bad = structuredClone(catalogue);
    const [first, second] = [bad.products[0]?.images[0], bad.products[1]?.images[0]];
    if (!first || !second) throw new Error("fixture missing");
    second.key = first.key;
    expect(() => parseCatalogue(bad)).toThrow(/Duplicate image key/);
  });

  it("rejects complete_the_look references to unknown handles or to the product itself", () => {
    const bad = structuredClone(catalogue);
    const product = bad.products[0];
    const field = product?.metafields.find((f) => f.key === "complete_the_look");
    if (!product || !field) throw new Error("fixture missing");
    field.value = JSON.stringify(["no-such-product", product.handle]);
    expect(() => parseCatalogue(bad)).toThrow(/unknown handle "no-such-product"/);
    expect(() => parseCatalogue(bad)).toThrow(/must not reference the product itself/);
  });

  it("rejects a product without variants", () => {
    const bad = structuredClone(catalogue);
    const product = bad.products[0];
    if (!product) throw new Error("fixture missing");
    product.variants = [];
    expect(() => parseCatalogue(bad)).toThrow(/at least one variant/);
  });

  it("rejects unknown fields and bad art descriptors", () => {
    const bad = structuredClone(catalogue) as unknown as {
      products: { images: { art: Record<string, unknown> }[] }[];
    };
    const art = bad.products[0]?.images[0]?.art;
    if (!art) throw new Error("fixture missing");
    art.motif = "spaceship";
    art.colour = "#fff";
    expect(() => parseCatalogue(bad)).toThrow(/motif/);
    expect(() => parseCatalogue(bad)).toThrow(/colour/);
  });

  it("names the path of each problem", () => {
    expect(() => parseCatalogue({ version: 2, products: "none" })).toThrow(
      /Invalid catalogue:[\s\S]*version[\s\S]*shop[\s\S]*products/,
    );
  });
});

describe("custom.size_chart", () => {
  const CHARTED_TYPES = [...CLOTHING_TYPES, "Harnesses", "Front Carriers"];
  const chartOf = (product: CatalogueProduct) => metafield(product, "size_chart");

  it("charts every sized clothing, harness and carrier product with its own sizes, in order", () => {
    const charted = products.filter((product) => chartOf(product));
    for (const product of products) {
      const sized = option(product, "Size");
      if (!sized || !CHARTED_TYPES.includes(product.productType)) continue;
      const field = chartOf(product);
      expect(field?.type, product.handle).toBe("json");
      const chart = JSON.parse(field!.value) as { sizes: { size: string }[] };
      expect(
        chart.sizes.map((row) => row.size),
        product.handle,
      ).toEqual(sized.values);
    }
    expect(charted.length).toBeGreaterThanOrEqual(16);
  });

  it("is copied by the generator onto each copy of a charted product, still valid", () => {
    const generated = parseCatalogue(generateCatalogue(catalogue, { products: 120, seed: 3 }));
    const copies = generated.products.filter((p) =>
      p.handle.startsWith("everyday-step-in-harness-no-"),
    );
    expect(copies.length).toBeGreaterThanOrEqual(2);
    for (const copy of copies) {
      expect(chartOf(copy)?.value).toBe(
        chartOf(products.find((p) => p.handle === "everyday-step-in-harness")!)?.value,
      );
    }
  });

  it("accepts a chart of weights only, as a carrier may give", () => {
    const good = structuredClone(catalogue);
    const product = good.products.find((p) => p.handle === "snuggle-front-carrier")!;
    const field = chartOf(product)!;
    const weights = [
      [1, 5, 0.5, 2.3],
      [5, 10, 2.3, 4.5],
      [10, 15, 4.5, 6.8],
    ] as const;
    field.value = JSON.stringify({
      sizes: ["XS", "S", "M"].map((size, i) => {
        const [lbLow, lbHigh, kgLow, kgHigh] = weights[i]!;
        return { size, weight: { lb: [lbLow, lbHigh], kg: [kgLow, kgHigh] } };
      }),
    });
    expect(() => parseCatalogue(good)).not.toThrow();
  });

  it("rejects a chart whose sizes are not the Size option's values", () => {
    const bad = structuredClone(catalogue);
    const field = chartOf(bad.products[0]!)!;
    const chart = JSON.parse(field.value) as { sizes: { size: string }[] };
    chart.sizes[2]!.size = "L";
    field.value = JSON.stringify(chart);
    expect(() => parseCatalogue(bad)).toThrow(/size_chart sizes \(XS, S, L\) must be the Size/);
  });

  it("rejects a chart of the wrong shape, order, units or type", () => {
    const shape = structuredClone(catalogue);
    chartOf(shape.products[0]!)!.value = JSON.stringify({
      sizes: [{ size: "XS", chest: { in: [13, 11] } }],
    });
    expect(() => parseCatalogue(shape)).toThrow(/size_chart sizes\.0\.chest\.cm/);
    expect(() => parseCatalogue(shape)).toThrow(/low end to its high end/);

    const order = structuredClone(catalogue);
    const field = chartOf(order.products[0]!)!;
    const chart = JSON.parse(field.value) as { sizes: unknown[] };
    field.value = JSON.stringify({ sizes: [...chart.sizes].reverse() });
    expect(() => parseCatalogue(order)).toThrow(/smallest first/);

    const units = structuredClone(catalogue);
    chartOf(units.products[0]!)!.value = JSON.stringify({
      sizes: ["XS", "S", "M"].map((size, i) => ({
        size,
        chest: { in: [10 + i, 11 + i], cm: [10 + i, 11 + i] },
      })),
    });
    expect(() => parseCatalogue(units)).toThrow(/cm must be in × 2\.54/);

    const type = structuredClone(catalogue);
    chartOf(type.products[0]!)!.type = "single_line_text_field";
    expect(() => parseCatalogue(type)).toThrow(/size_chart must have type "json"/);

    const unsized = structuredClone(catalogue);
    const tote = unsized.products.find((p) => p.handle === "peyton-pocket-tote")!;
    tote.metafields.push({ ...chartOf(unsized.products[0]!)! });
    expect(() => parseCatalogue(unsized)).toThrow(/needs the product to have a Size option/);
  });
});
