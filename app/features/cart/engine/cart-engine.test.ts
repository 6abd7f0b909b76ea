import { describe, expect, test, vi } from "vitest";
import { fakeWebLocks } from "~/test-support/fake-web-locks";
import { CART_ID_KEY } from "../lib/cart-id-storage";
import { LOCAL_CART_KEY, type LocalCart } from "../lib/local-cart-copy";
import { BEANIE, FakeCartProvider, SWEATER_S } from "../test-support/fake-cart-provider";
import {
  addBeanie,
  addSweater,
  openTab,
  returningShopper,
  settled,
  setUpCartStoreTests,
  storage,
  sweater,
  variantQuantity,
} from "../test-support/cart-engine-harness";

// The shopper's changes: adds, quantities and removals, and two tabs sharing one cart.
setUpCartStoreTests();

describe("adding", () => {
  test("the first add creates the cart, stores its id and a version-1 copy; the line shows at once", async () => {
    const provider = new FakeCartProvider();
    const { store, toasts, opened } = openTab(provider);
    await settled(store);

    addSweater(store);
    const now = store.getSnapshot();
    expect(opened).toHaveLength(1);
    expect(now.count).toBe(1);
    expect(now.cart.lines[0]).toMatchObject({ pending: true, product: { title: sweater.title } });

    await settled(store);
    const after = store.getSnapshot();
    expect(after.cart.lines).toHaveLength(1);
    expect(after.cart.lines[0]).toMatchObject({ pending: false, quantity: 1, size: "S" });
    const cartId = storage.getItem(CART_ID_KEY);
    expect(cartId).toMatch(/^gid:\/\/shopify\/Cart\/c\d+\?key=k$/);
    expect(provider.count("CartCreate")).toBe(1);
    const copy = JSON.parse(storage.getItem(LOCAL_CART_KEY)!) as LocalCart;
    expect(copy).toMatchObject({ version: 1, cartId, currencyCode: "USD" });
    expect(copy.items[0]).toMatchObject({
      id: `cloud-puff-cable-sweater-S-${SWEATER_S.id}`,
      quantity: 1,
      lineId: after.cart.lines[0]!.id,
    });
    expect(toasts).toEqual(["success: Added to cart!"]);
  });

  test("rapid adds are sent one at a time, make one line and never pass the known stock", async () => {
    const provider = new FakeCartProvider();
    const { store, toasts } = openTab(provider);
    await settled(store);

    for (let i = 0; i < 5; i += 1) addSweater(store);
    // The stock check counts the lines still on their way.
    expect(store.getSnapshot().count).toBe(3);
    await settled(store);

    const cartId = storage.getItem(CART_ID_KEY)!;
    expect(provider.carts.get(cartId)).toHaveLength(1);
    expect(variantQuantity(provider, cartId, SWEATER_S.id)).toBe(3);
    expect(provider.maxInFlight).toBe(1);
    expect(provider.count("CartCreate")).toBe(1);
    expect(provider.count("CartLinesAdd")).toBe(2);
    expect(toasts.filter((t) => t.startsWith("error"))).toEqual([
      "error: This item is already at maximum quantity in your cart",
      "error: This item is already at maximum quantity in your cart",
    ]);
  });

  test("asking for more than remains says how many more fit, and sends nothing", async () => {
    const provider = new FakeCartProvider();
    await returningShopper(provider);
    const { store, toasts } = openTab(provider);
    await settled(store);

    addSweater(store, 3);
    expect(toasts).toEqual(["error: Only 2 more item(s) can be added to cart"]);
    expect(provider.count("CartLinesAdd")).toBe(0);
    expect(store.getSnapshot().count).toBe(1);
  });

  test("a provider refusal rolls the line back and shows the provider's message", async () => {
    const provider = new FakeCartProvider();
    const cartId = await returningShopper(provider);
    const { store, toasts } = openTab(provider);
    await settled(store);
    vi.spyOn(provider.client, "request").mockResolvedValueOnce({
      cartLinesAdd: {
        cart: null,
        userErrors: [{ code: "INVALID", field: ["lines"], message: "The product is sold out." }],
        warnings: [],
      },
    });

    addBeanie(store);
    expect(store.getSnapshot().count).toBe(2);
    await settled(store);
    expect(store.getSnapshot().count).toBe(1);
    expect(toasts).toEqual(["error: The product is sold out."]);
    expect(storage.getItem(CART_ID_KEY)).toBe(cartId);
  });
});

describe("quantities", () => {
  test("taps in quick succession show at once and send one update of the final quantity", async () => {
    const provider = new FakeCartProvider();
    const cartId = await returningShopper(provider);
    const { store } = openTab(provider, { debounceMs: 40 });
    await settled(store);
    const line = store.getSnapshot().cart.lines[0]!;

    store.setQuantity(line.id, 2);
    expect(store.getSnapshot().count).toBe(2);
    store.setQuantity(line.id, 3);
    store.setQuantity(line.id, 4); // above stock (3): clamped
    expect(store.getSnapshot().count).toBe(3);
    expect(provider.count("CartLinesUpdate")).toBe(0);

    await vi.waitFor(() => expect(provider.count("CartLinesUpdate")).toBe(1));
    await settled(store);
    expect(provider.calls.find((c) => c.operation === "CartLinesUpdate")?.variables.lines).toEqual([
      { id: line.id, quantity: 3 },
    ]);
    expect(variantQuantity(provider, cartId, SWEATER_S.id)).toBe(3);
  });

  test("taps that come back to where they started send nothing", async () => {
    const provider = new FakeCartProvider();
    await returningShopper(provider);
    const { store } = openTab(provider, { debounceMs: 20 });
    await settled(store);
    const line = store.getSnapshot().cart.lines[0]!;

    store.setQuantity(line.id, 2);
    store.setQuantity(line.id, 1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(provider.count("CartLinesUpdate")).toBe(0);
    expect(store.getSnapshot().count).toBe(1);
  });

  test("a stale tab changing a line removed elsewhere shows the cart as it really is", async () => {
    const provider = new FakeCartProvider();
    const cartId = await returningShopper(provider);
    const { store, toasts } = openTab(provider, { debounceMs: 10 });
    await settled(store);
    const line = store.getSnapshot().cart.lines[0]!;
    provider.carts.set(cartId, []); // removed in another tab

    store.setQuantity(line.id, 2);
    await vi.waitFor(() =>
      expect(toasts).toEqual(["error: Merchandise line was not found in cart."]),
    );
    await vi.waitFor(() => expect(store.getSnapshot().count).toBe(0));
  });

  test("remove takes the line out at once and on the provider", async () => {
    const provider = new FakeCartProvider();
    const cartId = await returningShopper(provider);
    const { store } = openTab(provider);
    await settled(store);

    store.remove(store.getSnapshot().cart.lines[0]!.id);
    expect(store.getSnapshot().count).toBe(0);
    await settled(store);
    expect(provider.carts.get(cartId)).toEqual([]);
    expect(storage.getItem(CART_ID_KEY)).toBe(cartId);
  });
});

describe("two tabs", () => {
  test("adding at the same moment with no cart yet makes one cart holding both items", async () => {
    vi.stubGlobal("navigator", { locks: fakeWebLocks() });
    const provider = new FakeCartProvider();
    const a = openTab(provider);
    const b = openTab(provider);
    await Promise.all([settled(a.store), settled(b.store)]);

    addSweater(a.store);
    addBeanie(b.store);
    await Promise.all([settled(a.store), settled(b.store)]);

    expect(provider.carts.size).toBe(1);
    const [cartId, lines] = Array.from(provider.carts)[0]!;
    expect(lines.map((l) => l.variant.id).sort()).toEqual([SWEATER_S.id, BEANIE.id].sort());
    expect(storage.getItem(CART_ID_KEY)).toBe(cartId);
    await b.store.refresh();
    expect(b.store.getSnapshot().count).toBe(2);
  });
});
