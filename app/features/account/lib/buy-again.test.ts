import { describe, expect, it } from "vitest";
import { buyAgainNotes, planBuyAgain, type VariantOnSale } from "./buy-again";

const variant = (id: string, stock: number | null, forSale = true): VariantOnSale => ({
  id,
  title: "S / Pink",
  availableForSale: forSale,
  quantityAvailable: stock,
  price: { amount: "24.00", currencyCode: "USD" },
  selectedOptions: [
    { name: "Size", value: "S" },
    { name: "Color", value: "Pink" },
  ],
  image: null,
  product: {
    handle: "cozy-sweater",
    title: "Cozy Sweater",
    featuredImage: { url: "https://cdn/x.jpg", altText: null },
  },
});

const line = (variantId: string | null, quantity = 1, title = "Cozy Sweater") => ({
  title,
  variantTitle: "S / Pink",
  variantId,
  quantity,
});

describe("planBuyAgain", () => {
  it("puts back every line the shop still sells, as line drafts", () => {
    const plan = planBuyAgain([line("v1", 2)], new Map([["v1", variant("v1", 10)]]));
    expect(plan).toMatchObject({ gone: [], soldOut: [], fewer: [] });
    expect(plan.items).toEqual([
      {
        variantId: "v1",
        quantity: 2,
        title: "Cozy Sweater",
        variantTitle: "S / Pink",
        price: { amount: 24, currencyCode: "USD" },
        image: { url: "https://cdn/x.jpg", altText: "" },
        handle: "cozy-sweater",
        quantityAvailable: 10,
        size: "S",
      },
    ]);
  });

  it("skips and names a variant the shop no longer has, or a line without one", () => {
    const plan = planBuyAgain([line("v9", 1, "Old Collar"), line(null, 1, "Gift")], new Map());
    expect(plan.items).toEqual([]);
    expect(plan.gone).toEqual(["Gift (S / Pink)", "Old Collar (S / Pink)"]);
  });

  it("skips and names a sold-out variant", () => {
    const plan = planBuyAgain([line("v1")], new Map([["v1", variant("v1", 0, false)]]));
    expect(plan.items).toEqual([]);
    expect(plan.soldOut).toEqual(["Cozy Sweater (S / Pink)"]);
  });

  it("adds a variant still for sale with no known stock (untracked) in full", () => {
    const plan = planBuyAgain([line("v1", 3)], new Map([["v1", variant("v1", 0, true)]]));
    expect(plan.items[0]).toMatchObject({ quantity: 3, quantityAvailable: null });
  });

  it("adds no more than are left, and says so", () => {
    const plan = planBuyAgain([line("v1", 5)], new Map([["v1", variant("v1", 2)]]));
    expect(plan.items[0]?.quantity).toBe(2);
    expect(plan.fewer).toEqual(["Cozy Sweater (S / Pink)"]);
  });

  it("counts two lines of one variant together", () => {
    const plan = planBuyAgain([line("v1", 1), line("v1", 2)], new Map([["v1", variant("v1", 9)]]));
    expect(plan.items.map((i) => i.quantity)).toEqual([3]);
  });

  it("names a Default Title line by its product alone", () => {
    const plan = planBuyAgain(
      [{ title: "Bowl", variantTitle: "Default Title", variantId: "v2", quantity: 1 }],
      new Map(),
    );
    expect(plan.gone).toEqual(["Bowl"]);
  });
});

describe("buyAgainNotes", () => {
  it("is null when everything went back in full", () => {
    expect(buyAgainNotes({ items: [], gone: [], soldOut: [], fewer: [] })).toBeNull();
  });

  it("names each skipped line by reason", () => {
    expect(buyAgainNotes({ items: [], gone: ["A"], soldOut: ["B", "C"], fewer: ["D"] })).toBe(
      "Sold out: B, C. No longer available: A. Only a few left, so fewer added: D.",
    );
  });
});
