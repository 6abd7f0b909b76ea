import { describe, expect, test, vi } from "vitest";
import { NOTE_FAILED_MESSAGE, NOTE_LIMIT } from "../lib/cart-offers";
import type { CartOffers } from "../lib/cart-view";
import { badGateway, FakeCartProvider, lostAnswer } from "../test-support/fake-cart-provider";
import {
  openTab,
  returningShopper,
  settled,
  setUpCartStoreTests,
} from "../test-support/cart-engine-harness";
import type { CartEngine } from "./cart-engine";

// The drawer's discount codes, gift cards and note, through the same queue as every cart change.
setUpCartStoreTests();

const offersOf = (store: CartEngine): CartOffers => {
  const offers = store.getSnapshot().offers;
  if (!offers) throw new Error("the running engine offers codes, gift cards and a note");
  return offers;
};
const total = (store: CartEngine) => store.getSnapshot().cart.cost?.total.amount ?? null;

async function shopperWithSweater() {
  const provider = new FakeCartProvider();
  const cartId = await returningShopper(provider);
  const tab = openTab(provider);
  await settled(tab.store);
  return { provider, cartId, ...tab };
}

describe("discount codes", () => {
  test("a code applies (typed in any case), the total waits for the answer, and it comes off", async () => {
    const { provider, cartId, store } = await shopperWithSweater();
    expect(total(store)).toBe(58);

    const result = offersOf(store).applyDiscountCode("  peyton20 ");
    // Shown at once, as on its way, and no total the provider has not answered.
    expect(store.getSnapshot().cart.discountCodes).toEqual([
      { code: "PEYTON20", applicable: true, amount: null, pending: true },
    ]);
    expect(store.getSnapshot().cart.cost).toBeNull();
    await expect(result).resolves.toEqual({ ok: true });
    await settled(store);

    expect(provider.extras.get(cartId)?.discountCodes).toEqual(["PEYTON20"]);
    expect(store.getSnapshot().cart.discountCodes?.[0]).toMatchObject({
      code: "PEYTON20",
      applicable: true,
      amount: { amount: 11.6 },
      pending: false,
    });
    expect(total(store)).toBe(46.4);
    expect(store.getSnapshot().announcement).toBe("PEYTON20 applied to your cart.");

    offersOf(store).removeDiscountCode("PEYTON20");
    await settled(store);
    expect(provider.extras.get(cartId)?.discountCodes).toEqual([]);
    expect(total(store)).toBe(58);
  });

  test("a code that does not apply says why, and is taken off the cart again", async () => {
    const { provider, cartId, store } = await shopperWithSweater();
    await expect(offersOf(store).applyDiscountCode("woof50")).resolves.toEqual({
      ok: false,
      message: "We don't recognise the code WOOF50. Check the spelling and try again.",
    });
    await settled(store);
    expect(provider.count("CartDiscountCodesUpdate")).toBe(2);
    expect(provider.extras.get(cartId)?.discountCodes).toEqual([]);
    expect(store.getSnapshot().cart.discountCodes).toEqual([]);
    expect(total(store)).toBe(58);
  });

  test("a request that fails is not sent again: the code is not on, and the drawer says so", async () => {
    const { provider, cartId, store, toasts } = await shopperWithSweater();
    provider.fail("CartDiscountCodesUpdate", { applied: false, error: lostAnswer() });
    await expect(offersOf(store).applyDiscountCode("PEYTON20")).resolves.toEqual({
      ok: false,
      message: "We couldn't reach the shop, so PEYTON20 isn't applied yet. Please try again.",
    });
    await settled(store);
    expect(provider.count("CartDiscountCodesUpdate")).toBe(1);
    expect(provider.extras.get(cartId)?.discountCodes).toEqual([]);
    expect(store.getSnapshot().cart.discountCodes).toEqual([]);
    expect(total(store)).toBe(58);
    // Said beside the box, not in a toast as well.
    expect(toasts).toEqual([]);
  });

  test("an answer lost after the code was applied counts as applied, sent once", async () => {
    const { provider, store } = await shopperWithSweater();
    provider.fail("CartDiscountCodesUpdate", { applied: true, error: badGateway() });
    await expect(offersOf(store).applyDiscountCode("PEYTON20")).resolves.toEqual({ ok: true });
    await settled(store);
    expect(provider.count("CartDiscountCodesUpdate")).toBe(1);
    expect(total(store)).toBe(46.4);
  });

  test("a line change keeps the code, and the total waits for the provider again", async () => {
    const { store } = await shopperWithSweater();
    await offersOf(store).applyDiscountCode("PEYTON20");
    await settled(store);
    const line = store.getSnapshot().cart.lines[0]!;
    store.setQuantity(line.id, 2);
    expect(store.getSnapshot().cart.cost).toBeNull();
    expect(store.getSnapshot().cart.discountCodes?.[0]?.amount).toBeNull();
    await vi.waitFor(() => expect(total(store)).toBe(92.8));
  });
});

describe("gift cards", () => {
  test("a card covers what is left after the code; a wrong code is refused; removal is one tap", async () => {
    const { provider, cartId, store } = await shopperWithSweater();
    await expect(offersOf(store).applyGiftCard("nope-0000")).resolves.toEqual({
      ok: false,
      message: "That gift card code didn't work. Check it and try again.",
    });
    await expect(offersOf(store).applyGiftCard("gift-test-0050")).resolves.toEqual({ ok: true });
    await settled(store);
    expect(store.getSnapshot().cart.giftCards).toEqual([
      {
        id: "gid://shopify/AppliedGiftCard/GIFT-TEST-0050",
        lastCharacters: "0050",
        amountUsed: { amount: 50, currencyCode: "USD" },
        pending: false,
      },
    ]);
    expect(total(store)).toBe(8);

    offersOf(store).removeGiftCard("gid://shopify/AppliedGiftCard/GIFT-TEST-0050");
    await settled(store);
    expect(provider.extras.get(cartId)?.giftCards).toEqual([]);
    expect(total(store)).toBe(58);
  });
});

describe("the note", () => {
  test("saved once the typing pauses, as one request of the final text, within the limit", async () => {
    const { provider, cartId, store } = await shopperWithSweater();
    offersOf(store).typeNote("Happy");
    offersOf(store).typeNote("Happy birthday");
    expect(store.getSnapshot().cart.note).toBe("Happy birthday");
    expect(offersOf(store).noteState).toBe("typing");
    await vi.waitFor(() => expect(offersOf(store).noteState).toBe("saved"), { timeout: 3000 });
    expect(provider.count("CartNoteUpdate")).toBe(1);
    expect(provider.extras.get(cartId)?.note).toBe("Happy birthday");

    offersOf(store).typeNote("x".repeat(NOTE_LIMIT + 20));
    expect(store.getSnapshot().cart.note).toHaveLength(NOTE_LIMIT);
    offersOf(store).saveNote();
    await settled(store);
    expect(provider.extras.get(cartId)?.note).toHaveLength(NOTE_LIMIT);
  });

  test("a failed save keeps the text as typed, says so, and is sent again only when asked", async () => {
    const { provider, cartId, store } = await shopperWithSweater();
    provider.fail("CartNoteUpdate", { applied: false, error: lostAnswer() });
    offersOf(store).typeNote("For Biscuit, with love");
    offersOf(store).saveNote();
    await settled(store);
    expect(provider.count("CartNoteUpdate")).toBe(1);
    expect(store.getSnapshot().cart.note).toBe("For Biscuit, with love");
    expect(offersOf(store).noteState).toBe("failed");
    expect(store.getSnapshot().announcement).toBe(NOTE_FAILED_MESSAGE);

    offersOf(store).saveNote();
    await settled(store);
    expect(provider.count("CartNoteUpdate")).toBe(2);
    expect(provider.extras.get(cartId)?.note).toBe("For Biscuit, with love");
    expect(offersOf(store).noteState).toBe("saved");
  });

  test("checkout sends a note still waiting for the typing to pause", async () => {
    const { provider, cartId, store, navigations } = await shopperWithSweater();
    offersOf(store).typeNote("Gift wrap, please");
    await store.checkout();
    expect(provider.extras.get(cartId)?.note).toBe("Gift wrap, please");
    expect(navigations).toHaveLength(1);
  });
});

describe("another tab", () => {
  test("sees the code once it reads the cart again", async () => {
    const { provider, store } = await shopperWithSweater();
    const other = openTab(provider);
    await settled(other.store);
    await offersOf(store).applyDiscountCode("PEYTON20");
    await other.store.refresh();
    await settled(other.store);
    expect(other.store.getSnapshot().cart.discountCodes?.map((d) => d.code)).toEqual(["PEYTON20"]);
    expect(total(other.store)).toBe(46.4);
  });
});
