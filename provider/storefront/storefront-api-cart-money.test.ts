import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stockedVariantsCheapestFirst, type PricedVariant } from "../testing/checkout-shopper";
import { cartMutation, cents, MUTATIONS, type CartMoney } from "../testing/cart-money";
import { startTestProvider, storefrontRequest, type TestProvider } from "../testing/start-provider";

// The cart's money over HTTP, every answer in Shopify's 2026-04 shape: discount codes with their
// allocations on the cart and its lines, gift cards, the note, and all of them surviving every
// other change to the cart.

let t: TestProvider;
let variants: PricedVariant[];

beforeAll(async () => {
  t = await startTestProvider();
  variants = await stockedVariantsCheapestFirst(t);
});

afterAll(async () => {
  await t?.close();
});

const gid = (v: PricedVariant) => `gid://shopify/ProductVariant/${v.id}`;

async function newCart(lines: { variant: PricedVariant; quantity: number }[], extra = {}) {
  const payload = await cartMutation(t, MUTATIONS.create, {
    input: {
      lines: lines.map((l) => ({ merchandiseId: gid(l.variant), quantity: l.quantity })),
      ...extra,
    },
  });
  expect(payload.userErrors).toEqual([]);
  return payload.cart!;
}

/** Variants whose prices leave odd cents when a fifth is taken off, so rounding shows. */
function oddVariants(count: number) {
  const odd = variants.filter((v) => v.cents % 5 !== 0);
  return (odd.length >= count ? odd : variants).slice(0, count);
}

function expectDiscountedBy(cart: CartMoney, code: string, percentage: number) {
  const subtotal = cents(cart.cost.subtotalAmount);
  const discount = Math.round((subtotal * percentage) / 100);
  expect(cart.discountAllocations).toEqual([
    {
      __typename: "CartCodeDiscountAllocation",
      code,
      targetType: "LINE_ITEM",
      discountedAmount: { amount: expect.any(String), currencyCode: "USD" },
      discountApplication: {
        allocationMethod: "ACROSS",
        targetSelection: "ALL",
        targetType: "LINE_ITEM",
        value: { __typename: "PricingPercentageValue", percentage },
      },
    },
  ]);
  expect(cents(cart.discountAllocations[0]!.discountedAmount)).toBe(discount);
  expect(cents(cart.cost.totalAmount)).toBe(subtotal - discount);
  // Each line carries its share; the shares add up to the cart's allocation to the cent.
  const shares = cart.lines.nodes.map((line) => {
    expect(line.discountAllocations.map((a) => a.code)).toEqual([code]);
    const share = cents(line.discountAllocations[0]!.discountedAmount);
    const exact = (cents(line.cost.subtotalAmount) * percentage) / 100;
    expect(Math.abs(share - exact)).toBeLessThanOrEqual(1);
    return share;
  });
  expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
}

describe("cartDiscountCodesUpdate", () => {
  it("takes PEYTON20 trimmed and in any case, lists a code that does not apply, and spreads the discount over the lines", async () => {
    const [a, b, c] = oddVariants(3);
    const cart = await newCart([
      { variant: a!, quantity: 1 },
      { variant: b!, quantity: 3 },
      { variant: c!, quantity: 1 },
    ]);
    const payload = await cartMutation(t, MUTATIONS.discountCodes, {
      cartId: cart.id,
      codes: ["  peyton20 ", "NOT-A-CODE"],
    });
    expect(payload.userErrors).toEqual([]);
    const applied = payload.cart!;
    expect(applied.discountCodes).toEqual([
      { code: "PEYTON20", applicable: true },
      { code: "NOT-A-CODE", applicable: false },
    ]);
    expect(payload.warnings.map((w) => w.code)).toEqual(["DISCOUNT_NOT_FOUND"]);
    expectDiscountedBy(applied, "PEYTON20", 20);

    // A code that applies to nothing changes nothing.
    const unknownOnly = await cartMutation(t, MUTATIONS.discountCodes, {
      cartId: cart.id,
      codes: ["NOT-A-CODE"],
    });
    expect(unknownOnly.cart!.discountCodes).toEqual([{ code: "NOT-A-CODE", applicable: false }]);
    expect(unknownOnly.cart!.discountAllocations).toEqual([]);
    expect(unknownOnly.cart!.lines.nodes.every((l) => l.discountAllocations.length === 0)).toBe(
      true,
    );
    expect(unknownOnly.cart!.cost.totalAmount).toEqual(unknownOnly.cart!.cost.subtotalAmount);

    const cleared = await cartMutation(t, MUTATIONS.discountCodes, { cartId: cart.id, codes: [] });
    expect(cleared.cart!.discountCodes).toEqual([]);
  });

  it("re-decides whether a code applies as the lines change", async () => {
    const [a, b] = oddVariants(2);
    const cart = await newCart([{ variant: a!, quantity: 1 }], { discountCodes: ["peyton20"] });
    expectDiscountedBy(cart, "PEYTON20", 20);
    const emptied = await cartMutation(t, MUTATIONS.linesRemove, {
      cartId: cart.id,
      lineIds: [cart.lines.nodes[0]!.id],
    });
    expect(emptied.cart!.discountCodes).toEqual([{ code: "PEYTON20", applicable: false }]);
    expect(emptied.cart!.discountAllocations).toEqual([]);
    const refilled = await cartMutation(t, MUTATIONS.linesAdd, {
      cartId: cart.id,
      lines: [{ merchandiseId: gid(b!), quantity: 2 }],
    });
    expect(refilled.cart!.discountCodes).toEqual([{ code: "PEYTON20", applicable: true }]);
    expectDiscountedBy(refilled.cart!, "PEYTON20", 20);
  });
});

describe("gift cards", () => {
  it("applies cards in any case and spacing, spends them in order, adds and removes them", async () => {
    const [a] = variants.filter((v) => v.cents > 6_000);
    const cart = await newCart([{ variant: a!, quantity: 1 }]);
    const total = cents(cart.cost.totalAmount);

    const updated = await cartMutation(t, MUTATIONS.giftCardsUpdate, {
      cartId: cart.id,
      codes: ["woof woof woof 0050"],
    });
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart!.appliedGiftCards).toEqual([
      {
        id: expect.stringMatching(/^gid:\/\/shopify\/AppliedGiftCard\/\d+$/),
        lastCharacters: "0050",
        amountUsed: { amount: "50.0", currencyCode: "USD" },
        balance: { amount: "50.0", currencyCode: "USD" },
        presentmentAmountUsed: { amount: "50.0", currencyCode: "USD" },
      },
    ]);
    // A gift card pays for the order; it is not a discount, so the cart's total stays.
    expect(cents(updated.cart!.cost.totalAmount)).toBe(total);

    const added = await cartMutation(t, MUTATIONS.giftCardsAdd, {
      cartId: cart.id,
      codes: ["WOOF-WOOF-WOOF-0500", "WOOF-WOOF-WOOF-0050"],
    });
    expect(added.userErrors).toEqual([]);
    const [first, second] = added.cart!.appliedGiftCards;
    expect([first!.lastCharacters, second!.lastCharacters]).toEqual(["0050", "0500"]);
    expect(cents(first!.amountUsed)).toBe(5_000);
    expect(cents(second!.amountUsed)).toBe(total - 5_000);
    expect(cents(second!.balance)).toBe(50_000);

    const removed = await cartMutation(t, MUTATIONS.giftCardsRemove, {
      cartId: cart.id,
      ids: [first!.id],
    });
    expect(removed.userErrors).toEqual([]);
    expect(
      removed.cart!.appliedGiftCards.map((c) => [c.lastCharacters, cents(c.amountUsed)]),
    ).toEqual([["0500", total]]);

    const cleared = await cartMutation(t, MUTATIONS.giftCardsUpdate, {
      cartId: cart.id,
      codes: [],
    });
    expect(cleared.cart!.appliedGiftCards).toEqual([]);
  });

  it.each([
    ["an unknown code", "WOOF-WOOF-WOOF-9999", "Gift card code is invalid."],
    ["a spent card", "WOOF-WOOF-WOOF-0000", "Gift card has no balance left."],
    ["an expired card", "woof-woof-woof-2024", "Gift card is expired."],
    ["a disabled card", "WOOF WOOF WOOF NOPE", "Gift card is disabled."],
  ])("refuses %s with a user error and leaves the cart as it was", async (_what, code, message) => {
    const cart = await newCart([{ variant: variants[0]!, quantity: 1 }], {
      giftCardCodes: ["WOOF-WOOF-WOOF-0500"],
    });
    const payload = await cartMutation(t, MUTATIONS.giftCardsAdd, {
      cartId: cart.id,
      codes: [code],
    });
    expect(payload.userErrors).toEqual([
      { code: "INVALID", field: ["giftCardCodes", "0"], message },
    ]);
    expect(payload.userErrors[0]!.message).not.toContain(code.slice(0, 8));
    expect(payload.cart!.appliedGiftCards.map((c) => c.lastCharacters)).toEqual(["0500"]);
  });
});

describe("cart money survives every other change", () => {
  it("keeps codes, gift cards and the note through line changes, buyer identity and note edits", async () => {
    const [a, b] = variants.filter((v) => v.cents > 2_000);
    const note = "Happy birthday, Peyton!\nLove, the humans";
    let cart = await newCart([{ variant: a!, quantity: 1 }], {
      discountCodes: ["PEYTON20"],
      giftCardCodes: ["WOOF-WOOF-WOOF-0050"],
      note,
    });
    const expectKept = (c: CartMoney, expectedNote = note) => {
      expect(c.note).toBe(expectedNote);
      expect(c.discountCodes).toEqual([{ code: "PEYTON20", applicable: true }]);
      expect(c.appliedGiftCards.map((g) => g.lastCharacters)).toEqual(["0050"]);
      expect(cents(c.appliedGiftCards[0]!.amountUsed)).toBe(
        Math.min(5_000, cents(c.cost.totalAmount)),
      );
      expectDiscountedBy(c, "PEYTON20", 20);
    };
    expectKept(cart);
    const steps: [string, Record<string, unknown>][] = [
      [MUTATIONS.linesAdd, { lines: [{ merchandiseId: gid(b!), quantity: 2 }] }],
      [MUTATIONS.buyerIdentity, { buyerIdentity: { email: "peyton@example.com" } }],
    ];
    for (const [mutation, variables] of steps) {
      const payload = await cartMutation(t, mutation, { cartId: cart.id, ...variables });
      expect(payload.userErrors).toEqual([]);
      cart = payload.cart!;
      expectKept(cart);
    }
    expect(cart.buyerIdentity.email).toBe("peyton@example.com");
    const updated = await cartMutation(t, MUTATIONS.linesUpdate, {
      cartId: cart.id,
      lines: [{ id: cart.lines.nodes[0]!.id, quantity: 1 }],
    });
    expectKept(updated.cart!);
    const removed = await cartMutation(t, MUTATIONS.linesRemove, {
      cartId: cart.id,
      lineIds: [updated.cart!.lines.nodes[0]!.id],
    });
    expectKept(removed.cart!);
    const renoted = await cartMutation(t, MUTATIONS.note, { cartId: cart.id, note: "Gift wrap" });
    expectKept(renoted.cart!, "Gift wrap");
    const read = await storefrontRequest<{ cart: CartMoney }>(
      t,
      `query($id: ID!) { cart(id: $id) { note discountCodes { code applicable } appliedGiftCards { lastCharacters } } }`,
      { id: cart.id },
    );
    expect(read.data.cart).toEqual({
      note: "Gift wrap",
      discountCodes: [{ code: "PEYTON20", applicable: true }],
      appliedGiftCards: [{ lastCharacters: "0050" }],
    });
  });
});
