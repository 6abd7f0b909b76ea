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
  cost: {
    subtotalAmount: { amount: "140.5", currencyCode: "USD" },
    totalAmount: { amount: "140.5", currencyCode: "USD" },
  },
  lines: {
    nodes: [
      {
        id: "gid://shopify/CartLine/1?cart=abc",
        quantity: 2,
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
