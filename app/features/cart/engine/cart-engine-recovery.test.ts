import { describe, expect, test, vi } from "vitest";
import { CART_ID_KEY } from "../lib/cart-id-storage";
import { LOCAL_CART_KEY } from "../lib/local-cart-copy";
import {
  badGateway,
  BEANIE,
  FakeCartProvider,
  lostAnswer,
  SWEATER_S,
} from "../test-support/fake-cart-provider";
import { OFFLINE_NOTICE } from "./cart-answers";
import {
  addBeanie,
  copyOf,
  openTab,
  returningShopper,
  settled,
  setUpCartStoreTests,
  storage,
  variantQuantity,
} from "../test-support/cart-engine-harness";

// When the shop fails or forgets: lost answers (a change is never sent twice), a cart the provider no
// longer has, and starting with a stored id, a local copy or no storage at all.
setUpCartStoreTests();

describe("lost answers: a change is never sent twice", () => {
  test("an add whose answer was lost but which was applied counts as added, sent once", async () => {
    const provider = new FakeCartProvider();
    const cartId = await returningShopper(provider);
    const { store, toasts } = openTab(provider);
    await settled(store);
    provider.fail("CartLinesAdd", { applied: true, error: lostAnswer() });

    addBeanie(store);
    await settled(store);

    expect(provider.count("CartLinesAdd")).toBe(1);
    expect(variantQuantity(provider, cartId, BEANIE.id)).toBe(1);
    expect(store.getSnapshot().count).toBe(2);
    expect(store.getSnapshot().notice).toBeNull();
    expect(toasts).toEqual(["success: Added to cart!"]);
  });

  test("an add that did not land is reported once, never resent, and the cart stays", async () => {
    const provider = new FakeCartProvider();
    const cartId = await returningShopper(provider);
    const { store, toasts } = openTab(provider);
    await settled(store);
    provider.fail("CartLinesAdd", { applied: false, error: badGateway() });

    addBeanie(store);
    await settled(store);

    expect(provider.count("CartLinesAdd")).toBe(1);
    expect(variantQuantity(provider, cartId, BEANIE.id)).toBe(0);
    expect(toasts).toEqual(["error: Failed to add to cart"]);
    expect(storage.getItem(CART_ID_KEY)).toBe(cartId);
    expect(store.getSnapshot().cart.lines.map((l) => l.variantId)).toEqual([SWEATER_S.id]);
    // The check that followed reached the shop: the drawer does not claim it cannot.
    expect(store.getSnapshot().notice).toBeNull();
  });

  test("while the cart cannot be read, the id and lines stay, and the next change reads first", async () => {
    const provider = new FakeCartProvider();
    const cartId = await returningShopper(provider);
    const { store, toasts } = openTab(provider);
    await settled(store);
    provider.fail("CartLinesAdd", { applied: true, error: lostAnswer() });
    provider.fail("Cart", { applied: false, error: lostAnswer() });

    addBeanie(store);
    await settled(store);
    expect(toasts).toEqual(["error: Failed to add to cart"]);
    expect(store.getSnapshot().notice).toBe(OFFLINE_NOTICE);
    expect(storage.getItem(CART_ID_KEY)).toBe(cartId);
    expect(store.getSnapshot().count).toBe(1);

    // Back online: the next add learns the first one landed before deciding anything.
    provider.calls.length = 0;
    addBeanie(store);
    await settled(store);
    expect(provider.calls.map((c) => c.operation)).toEqual(["Cart", "CartLinesAdd"]);
    expect(variantQuantity(provider, cartId, BEANIE.id)).toBe(2);
    expect(store.getSnapshot().count).toBe(3);
    expect(store.getSnapshot().notice).toBeNull();
  });

  test("a quantity change whose answer was lost but which was applied is kept", async () => {
    const provider = new FakeCartProvider();
    const cartId = await returningShopper(provider);
    const { store, toasts } = openTab(provider);
    await settled(store);
    provider.fail("CartLinesUpdate", { applied: true, error: lostAnswer() });

    const line = store.getSnapshot().cart.lines[0]!;
    store.setQuantity(line.id, 2);
    await vi.waitFor(() => expect(provider.count("CartLinesUpdate")).toBe(1));
    await settled(store);

    expect(variantQuantity(provider, cartId, SWEATER_S.id)).toBe(2);
    expect(store.getSnapshot().count).toBe(2);
    expect(toasts).toEqual([]);
  });
});

describe("a cart the provider no longer has", () => {
  test("an add replaces it on the same click: one new cart holding the item", async () => {
    const provider = new FakeCartProvider();
    const oldId = await returningShopper(provider);
    const { store, toasts } = openTab(provider);
    await settled(store);
    provider.end(oldId);

    addBeanie(store);
    await settled(store);

    const newId = storage.getItem(CART_ID_KEY);
    expect(newId).not.toBe(oldId);
    expect(provider.calls.map((c) => c.operation)).toEqual(["Cart", "CartLinesAdd", "CartCreate"]);
    expect(provider.carts.get(newId!)?.map((l) => [l.variant.id, l.quantity])).toEqual([
      [BEANIE.id, 1],
    ]);
    expect(store.getSnapshot().cart.lines.map((l) => l.variantId)).toEqual([BEANIE.id]);
    expect(toasts).toEqual(["success: Added to cart!"]);
  });

  test("on start, an id the provider does not know is dropped with the local copy", async () => {
    const provider = new FakeCartProvider();
    storage.setItem(CART_ID_KEY, "gid://shopify/Cart/completed?key=k");
    storage.setItem(LOCAL_CART_KEY, JSON.stringify(copyOf("gid://shopify/Cart/completed?key=k")));
    const { store } = openTab(provider);
    await settled(store);
    await vi.waitFor(() => expect(storage.getItem(CART_ID_KEY)).toBeNull());
    expect(storage.getItem(LOCAL_CART_KEY)).toBeNull();
    expect(store.getSnapshot().count).toBe(0);
  });

  test("coming back to the page (a completed checkout) finds the cart empty", async () => {
    const provider = new FakeCartProvider();
    const cartId = await returningShopper(provider);
    const { store } = openTab(provider);
    await settled(store);
    expect(store.getSnapshot().count).toBe(1);

    provider.end(cartId);
    const event = Object.assign(new Event("pageshow"), { persisted: true });
    window.dispatchEvent(event);
    await vi.waitFor(() => expect(store.getSnapshot().count).toBe(0));
    expect(storage.getItem(CART_ID_KEY)).toBeNull();
  });
});

describe("start", () => {
  test("a 5xx at start keeps the id and shows the last lines seen, with a notice", async () => {
    const provider = new FakeCartProvider();
    const cartId = "gid://shopify/Cart/kept?key=k";
    storage.setItem(CART_ID_KEY, cartId);
    storage.setItem(LOCAL_CART_KEY, JSON.stringify(copyOf(cartId)));
    provider.fail("Cart", { applied: false, error: badGateway() });
    const { store } = openTab(provider);

    await vi.waitFor(() => expect(store.getSnapshot().count).toBe(2));
    expect(store.getSnapshot().notice).toBe(OFFLINE_NOTICE);
    expect(store.getSnapshot().cart.lines[0]?.product.title).toBe("Cloud Puff Cable Sweater");
    expect(storage.getItem(CART_ID_KEY)).toBe(cartId);
  });

  test("without an id, the local copy is loaded and its lines join the first cart made", async () => {
    const provider = new FakeCartProvider();
    storage.setItem(LOCAL_CART_KEY, JSON.stringify(copyOf(null)));
    const { store } = openTab(provider);
    await vi.waitFor(() => expect(store.getSnapshot().count).toBe(2));

    addBeanie(store);
    await settled(store);
    const cartId = storage.getItem(CART_ID_KEY)!;
    expect(variantQuantity(provider, cartId, SWEATER_S.id)).toBe(2);
    expect(variantQuantity(provider, cartId, BEANIE.id)).toBe(1);
    expect(store.getSnapshot().count).toBe(3);
  });

  test("with storage refusing every call, the cart still works for the visit", async () => {
    storage.failing = "all";
    const provider = new FakeCartProvider();
    const { store } = openTab(provider);
    await settled(store);

    addBeanie(store);
    await settled(store);
    addBeanie(store);
    await settled(store);

    expect(provider.count("CartCreate")).toBe(1);
    expect(provider.count("CartLinesAdd")).toBe(1);
    expect(store.getSnapshot().count).toBe(2);
  });
});
