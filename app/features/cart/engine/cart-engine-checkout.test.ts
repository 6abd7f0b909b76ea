import { describe, expect, test } from "vitest";
import { CART_ID_KEY } from "../lib/cart-id-storage";
import { badGateway, FakeCartProvider, SWEATER_S } from "../test-support/fake-cart-provider";
import {
  openTab,
  returningShopper,
  settled,
  setUpCartStoreTests,
  storage,
  variantQuantity,
} from "../test-support/cart-engine-harness";

// Checkout: the cart read again, the URL checked, and the messages the shopper is shown.
setUpCartStoreTests();

describe("checkout", () => {
  test("reads the cart again and goes to its checkout URL with logged_in=true", async () => {
    const provider = new FakeCartProvider();
    const cartId = await returningShopper(provider);
    const { store, navigations } = openTab(provider);
    await settled(store);
    provider.calls.length = 0;

    await store.checkout();
    expect(provider.calls.map((c) => c.operation)).toEqual(["Cart"]);
    expect(navigations).toEqual([
      `http://localhost:4000/cart/c/${cartId.slice("gid://shopify/Cart/".length)}&logged_in=true`,
    ]);
    expect(store.getSnapshot().checkingOut).toBe(true);
  });

  test("an expired cart is cleared with its message", async () => {
    const provider = new FakeCartProvider();
    const cartId = await returningShopper(provider);
    const { store, toasts, navigations } = openTab(provider);
    await settled(store);
    provider.end(cartId);

    await store.checkout();
    expect(toasts).toEqual(["error: Cart expired. Please try adding items again."]);
    expect(navigations).toEqual([]);
    expect(storage.getItem(CART_ID_KEY)).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ count: 0, checkingOut: false });
  });

  test("a checkout URL on another host is refused", async () => {
    const provider = new FakeCartProvider();
    provider.checkoutHost = "https://evil.test";
    await returningShopper(provider);
    const { store, toasts, navigations } = openTab(provider);
    await settled(store);

    await store.checkout();
    expect(toasts).toEqual(["error: Failed to get checkout URL"]);
    expect(navigations).toEqual([]);
  });

  test("an empty cart is refused before anything is sent", async () => {
    const provider = new FakeCartProvider();
    const { store, toasts } = openTab(provider);
    await settled(store);
    await store.checkout();
    expect(toasts).toEqual(["error: Your cart is empty"]);
    expect(provider.calls).toEqual([]);
  });

  test("a failed read says why", async () => {
    const provider = new FakeCartProvider();
    await returningShopper(provider);
    const { store, toasts } = openTab(provider);
    await settled(store);
    provider.fail("Cart", { applied: false, error: badGateway() });
    await store.checkout();
    expect(toasts).toEqual([
      "error: Failed to create checkout: Commerce API error: 502 Bad Gateway",
    ]);
  });

  test("a quantity tapped just before checkout is sent first", async () => {
    const provider = new FakeCartProvider();
    const cartId = await returningShopper(provider);
    const { store, navigations } = openTab(provider, { debounceMs: 10_000 });
    await settled(store);
    store.setQuantity(store.getSnapshot().cart.lines[0]!.id, 2);
    await store.checkout();
    expect(variantQuantity(provider, cartId, SWEATER_S.id)).toBe(2);
    expect(navigations).toHaveLength(1);
  });
});
