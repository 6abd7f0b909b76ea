import { describe, expect, test } from "vitest";
import type { ProductVariant } from "./normalize-product";
import {
  clampQuantity,
  initialVariant,
  isSoldOut,
  optionValues,
  variantForOption,
} from "./variant-selection";

const variant = (id: string, options: Record<string, string>, quantityAvailable: number | null) =>
  ({
    id,
    title: Object.values(options).join(" / "),
    price: 10,
    availableForSale: quantityAvailable !== 0,
    quantityAvailable,
    options,
    image: null,
    color: null,
  }) satisfies ProductVariant;

const variants = [
  variant("xs-pink", { Size: "XS", Color: "Pink" }, 0),
  variant("xs-navy", { Size: "XS", Color: "Navy" }, 3),
  variant("s-pink", { Size: "S", Color: "Pink" }, null),
];

describe("variant selection", () => {
  test("the first variant with unknown or positive stock is selected", () => {
    expect(initialVariant(variants)?.id).toBe("xs-navy");
    expect(initialVariant([variants[0]!])?.id).toBe("xs-pink");
    expect(initialVariant([])).toBeUndefined();
  });

  test("a link picks its variant by numeric id or by option values, sold out or not", () => {
    const gids = variants.map((v, i) => ({ ...v, id: `gid://shopify/ProductVariant/${100 + i}` }));
    const search = (query: string) => new URLSearchParams(query);
    expect(initialVariant(gids, search("variant=100"))?.id).toBe(gids[0]!.id);
    expect(initialVariant(variants, search("size=XS&Color=Pink"))?.id).toBe("xs-pink");
    expect(initialVariant(variants, search("Size=XS"))?.id).toBe("xs-navy");
    expect(initialVariant(variants, search("Size=XXL"))?.id).toBe("xs-navy");
    expect(initialVariant(gids, search("variant=999&utm_source=mail"))?.id).toBe(gids[1]!.id);
  });

  test("options list their values in order", () => {
    expect(optionValues(variants)).toEqual([
      { name: "Size", values: ["XS", "S"] },
      { name: "Color", values: ["Pink", "Navy"] },
    ]);
  });

  test("choosing a value keeps the other choices when such a variant exists", () => {
    expect(variantForOption(variants, variants[1], "Color", "Pink")?.id).toBe("xs-pink");
    expect(variantForOption(variants, variants[1], "Size", "S")?.id).toBe("s-pink");
  });

  test("sold out when stock is below 1; unknown stock is not sold out", () => {
    expect(isSoldOut(variants[0])).toBe(true);
    expect(isSoldOut(variants[2])).toBe(false);
  });

  test("quantity stays between 1 and known stock, and is 0 when sold out", () => {
    expect(clampQuantity(0, variants[1])).toBe(1);
    expect(clampQuantity(5, variants[1])).toBe(3);
    expect(clampQuantity(40, variants[2])).toBe(40);
    expect(clampQuantity(2, variants[0])).toBe(0);
  });
});
