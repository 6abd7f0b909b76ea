import { describe, expect, test } from "vitest";
import type { CartLineDraft } from "~/lib/cart-line-draft";
import type { ProviderCart } from "../api/get-cart";
import {
  applyChange,
  applyDrafts,
  fromProviderCart,
  quantityOfVariant,
  subtotalOf,
  totalQuantity,
} from "./shown-cart";
import type { ShownCart } from "./cart-view";

const providerCart: ProviderCart = {
  id: "gid://shopify/Cart/abc?key=k1",
  checkoutUrl: "http://localhost:4000/cart/c/abc?key=k1",
  totalQuantity: 3,
  note: null,
  discountCodes: [],
  discountAllocations: [],
  appliedGiftCards: [],
  cost: {
    subtotalAmount: { amount: "140.5", currencyCode: "USD" },
    totalAmount: { amount: "140.5", currencyCode: "USD" },
  },
  lines: {
    nodes: [
      {
        id: "gid://shopify/CartLine/1?cart=abc",
        quantity: 2,
        discountAllocations: [],
        merchandise: {
          id: "gid://shopify/ProductVariant/11",
          title: "Extra Small / Pink",
          availableForSale: true,
          quantityAvailable: 4,
          price: { amount: "58.0", currencyCode: "USD" },
          selectedOptions: [
            { name: "Size", value: "Extra Small" },
            { name: "Color", value: "Pink" },
          ],
          image: null,
          product: {
            handle: "cloud-puff-cable-sweater",
            title: "Cloud Puff Cable Sweater",
            featuredImage: { url: "http://localhost:4000/cdn/shop/files/s.png?v=1", altText: null },
          },
        },
      },
      {
        id: "gid://shopify/CartLine/2?cart=abc",
        quantity: 1,
        discountAllocations: [],
        merchandise: {
          id: "gid://shopify/ProductVariant/21",
          title: "Default Title",
          availableForSale: true,
          quantityAvailable: null,
          price: { amount: "24.5", currencyCode: "USD" },
          selectedOptions: [{ name: "Title", value: "Default Title" }],
          image: { url: "http://localhost:4000/cdn/shop/files/b.png?v=1", altText: "Beanie" },
          product: { handle: "alpine-pom-beanie", title: "Alpine Pom Beanie", featuredImage: null },
        },
      },
    ],
  },
};

const seed: CartLineDraft = {
  variantId: "gid://shopify/ProductVariant/31",
  quantity: 1,
  title: "Harness",
  variantTitle: "M",
  price: { amount: 30, currencyCode: "USD" },
  image: null,
  handle: "harness",
  quantityAvailable: 2,
  size: "M",
};

describe("the provider's cart, flattened", () => {
  const cart = fromProviderCart(providerCart);

  test("lines carry what the drawer shows", () => {
    expect(cart.lines[0]).toEqual({
      id: "gid://shopify/CartLine/1?cart=abc",
      variantId: "gid://shopify/ProductVariant/11",
      variantTitle: "Extra Small / Pink",
      quantity: 2,
      quantityAvailable: 4,
      unitPrice: { amount: 58, currencyCode: "USD" },
      size: "XS",
      product: { handle: "cloud-puff-cable-sweater", title: "Cloud Puff Cable Sweater" },
      // The variant has no image of its own: the product's, with its name as the alt text.
      image: {
        url: "http://localhost:4000/cdn/shop/files/s.png?v=1",
        altText: "Cloud Puff Cable Sweater",
      },
      pending: false,
    });
    expect(cart.lines[1]).toMatchObject({ size: null, image: { altText: "Beanie" } });
  });

  test("the provider's subtotal stands until a line changes, then lines are summed", () => {
    expect(totalQuantity(cart)).toBe(3);
    expect(subtotalOf(cart)).toEqual({ amount: 140.5, currencyCode: "USD" });
    const changed = applyChange(cart, {
      kind: "update",
      seq: 1,
      lineId: cart.lines[1]!.id,
      quantity: 3,
    });
    expect(subtotalOf(changed)).toEqual({ amount: 189.5, currencyCode: "USD" });
  });
});

describe("changes laid over the cart", () => {
  const cart = fromProviderCart(providerCart);

  test("adding a new variant appends a pending line; adding a held one raises it", () => {
    const added = applyChange(cart, { kind: "add", seq: 1, draft: seed });
    expect(added.lines).toHaveLength(3);
    expect(added.lines[2]).toMatchObject({
      id: `pending:${seed.variantId}`,
      pending: true,
      quantity: 1,
    });
    const again = applyChange(added, { kind: "add", seq: 2, draft: seed });
    expect(again.lines).toHaveLength(3);
    expect(quantityOfVariant(again, seed.variantId)).toBe(2);
    const held = applyChange(cart, {
      kind: "add",
      seq: 3,
      draft: { ...seed, quantity: 2, variantId: "gid://shopify/ProductVariant/11" },
    });
    expect(held.lines[0]?.quantity).toBe(4);
  });

  test("update and remove act on the line id; an unknown line leaves the cart as it is", () => {
    const updated = applyChange(cart, {
      kind: "update",
      seq: 1,
      lineId: cart.lines[0]!.id,
      quantity: 1,
    });
    expect(updated.lines[0]?.quantity).toBe(1);
    const removed = applyChange(cart, { kind: "remove", seq: 2, lineId: cart.lines[0]!.id });
    expect(removed.lines.map((l) => l.variantId)).toEqual(["gid://shopify/ProductVariant/21"]);
    expect(applyChange(cart, { kind: "remove", seq: 3, lineId: "gone" })).toBe(cart);
  });

  test("drafts (taps not sent yet) win over the quantity below them", () => {
    const drafted: ShownCart = applyDrafts(cart, new Map([[cart.lines[1]!.id, 4]]));
    expect(totalQuantity(drafted)).toBe(6);
    expect(applyDrafts(cart, new Map())).toBe(cart);
  });
});

/** The same cart with PEYTON20 on it, a code that does not apply, a gift card and a note. */
const discounted: ProviderCart = {
  ...providerCart,
  note: "Happy birthday, Biscuit!",
  discountCodes: [
    { code: "PEYTON20", applicable: true },
    { code: "NOPE", applicable: false },
  ],
  discountAllocations: [
    { code: "PEYTON20", discountedAmount: { amount: "28.1", currencyCode: "USD" } },
  ],
  appliedGiftCards: [
    {
      id: "gid://shopify/AppliedGiftCard/7",
      lastCharacters: "x9k2",
      amountUsed: { amount: "50.0", currencyCode: "USD" },
      balance: { amount: "0.0", currencyCode: "USD" },
    },
  ],
  cost: {
    subtotalAmount: { amount: "140.5", currencyCode: "USD" },
    // Gift cards leave Shopify's total as it is: they pay part of it.
    totalAmount: { amount: "112.4", currencyCode: "USD" },
  },
};

describe("codes, gift cards and the note", () => {
  const cart = fromProviderCart(discounted);

  test("each code with what it takes off, each card with what it covers, the note, what is left to pay", () => {
    expect(cart.discountCodes).toEqual([
      {
        code: "PEYTON20",
        applicable: true,
        amount: { amount: 28.1, currencyCode: "USD" },
        pending: false,
      },
      {
        code: "NOPE",
        applicable: false,
        amount: { amount: 0, currencyCode: "USD" },
        pending: false,
      },
    ]);
    expect(cart.giftCards).toEqual([
      {
        id: "gid://shopify/AppliedGiftCard/7",
        lastCharacters: "x9k2",
        amountUsed: { amount: 50, currencyCode: "USD" },
        pending: false,
      },
    ]);
    expect(cart.note).toBe("Happy birthday, Biscuit!");
    expect(cart.cost?.total).toEqual({ amount: 62.4, currencyCode: "USD" });
  });

  test("a product discount answered on the lines is summed; one also on the cart counts once", () => {
    const onLines = (cartLevel: boolean): ProviderCart => ({
      ...discounted,
      discountAllocations: cartLevel ? discounted.discountAllocations : [],
      lines: {
        nodes: discounted.lines.nodes.map((line, i) => ({
          ...line,
          discountAllocations: [
            {
              code: "peyton20",
              discountedAmount: { amount: i === 0 ? "23.2" : "4.9", currencyCode: "USD" },
            },
          ],
        })),
      },
    });
    expect(fromProviderCart(onLines(false)).discountCodes?.[0]?.amount?.amount).toBe(28.1);
    expect(fromProviderCart(onLines(true)).discountCodes?.[0]?.amount?.amount).toBe(28.1);
  });

  test("a code on its way shows at once, upper-cased, and no amount or total until answered", () => {
    const removed = applyChange(cart, { kind: "code", seq: 1, code: "PEYTON20", apply: false });
    expect(removed.discountCodes?.map((d) => d.code)).toEqual(["NOPE"]);
    expect(removed.cost).toBeNull();
    const applied = applyChange(removed, { kind: "code", seq: 2, code: " peyton20 ", apply: true });
    expect(applied.discountCodes?.[1]).toEqual({
      code: "PEYTON20",
      applicable: true,
      amount: null,
      pending: true,
    });
    expect(applied.giftCards?.[0]?.amountUsed).toBeNull();
  });

  test("a line change also withholds what the codes and cards take off", () => {
    const updated = applyChange(cart, {
      kind: "update",
      seq: 1,
      lineId: cart.lines[1]!.id,
      quantity: 2,
    });
    expect(updated.cost).toBeNull();
    expect(updated.discountCodes?.[0]?.amount).toBeNull();
    expect(updated.giftCards?.[0]?.amountUsed).toBeNull();
  });

  test("a gift card on its way shows its last four; one removed goes at once", () => {
    const added = applyChange(cart, { kind: "gift-card", seq: 1, code: " gift-0000-abcd " });
    expect(added.giftCards?.[1]).toMatchObject({ lastCharacters: "ABCD", pending: true });
    const removed = applyChange(cart, {
      kind: "gift-card-remove",
      seq: 2,
      id: "gid://shopify/AppliedGiftCard/7",
    });
    expect(removed.giftCards).toEqual([]);
    expect(applyChange(cart, { kind: "gift-card-remove", seq: 3, id: "unknown" })).toBe(cart);
  });

  test("the note takes nothing off: the provider's amounts still stand", () => {
    const noted = applyChange(cart, { kind: "note", seq: 1, note: "For Peyton" });
    expect(noted.note).toBe("For Peyton");
    expect(noted.cost).toBe(cart.cost);
  });
});
