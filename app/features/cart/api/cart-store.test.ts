import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { CART_ID_KEY } from "../lib/cart-id-storage";
import { LOCAL_CART_KEY, type LocalCart } from "../lib/local-cart-copy";
import {
  badGateway,
  BEANIE,
  FakeCartProvider,
  lostAnswer,
  MemoryStorage,
  SWEATER_S,
} from "../lib/test-fixtures";
import type { AddableProduct } from "./cart-state";
import { OFFLINE_NOTICE } from "./cart-answers";
import { CartStore } from "./cart-store";

const sweater: AddableProduct = {
  handle: "cloud-puff-cable-sweater",
  name: "Cloud Puff Cable Sweater",
  currencyCode: "USD",
  image: {
    url: "http://localhost:4000/cdn/shop/files/cloud-puff-cable-sweater.png?v=1",
    altText: "",
  },
  variants: [
    {
      id: SWEATER_S.id,
      title: "S / Pink",
      price: 58,
      quantityAvailable: 3,
      options: { Size: "Small", Color: "Pink" },
      image: null,
    },
  ],
};

const beanie: AddableProduct = {
  handle: "alpine-pom-beanie",
  name: "Alpine Pom Beanie",
  currencyCode: "USD",
  image: { url: "http://localhost:4000/cdn/shop/files/alpine-pom-beanie.png?v=1", altText: "" },
  variants: [
    {
      id: BEANIE.id,
      title: "Default Title",
      price: 24.5,
      quantityAvailable: null,
      options: {},
      image: null,
    },
  ],
};

const addSweater = (store: CartStore, quantity = 1) =>
  store.add({
    variantId: SWEATER_S.id,
    quantity,
    stock: [{ id: SWEATER_S.id, quantityAvailable: 3 }],
    product: sweater,
  });

const addBeanie = (store: CartStore) =>
  store.add({
    variantId: BEANIE.id,
    quantity: 1,
    stock: [{ id: BEANIE.id, quantityAvailable: null }],
    product: beanie,
  });

let storage: MemoryStorage;
const stops: (() => void)[] = [];

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("window", Object.assign(new EventTarget(), { localStorage: storage }));
  vi.stubGlobal("document", Object.assign(new EventTarget(), { visibilityState: "visible" }));
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openTab(provider: FakeCartProvider, { debounceMs = 30 } = {}) {
  const toasts: string[] = [];
  const opened: number[] = [];
  const navigations: string[] = [];
  const store = new CartStore({
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    storefront: provider.client,
    storeDomain: "http://localhost:4000",
    toast: {
      success: (m) => toasts.push(`success: ${m}`),
      error: (m) => toasts.push(`error: ${m}`),
      warning: (m) => toasts.push(`warning: ${m}`),
    },
    navigate: (url) => navigations.push(url),
    onAdd: () => opened.push(Date.now()),
    debounceMs,
    loadReader: () => import("../lib/read-local-cart"),
  });
  stops.push(store.start());
  return { store, toasts, navigations, opened };
}

async function settled(store: CartStore) {
  await vi.waitFor(() => expect(store.getSnapshot().ready).toBe(true));
  await store.whenIdle();
  await vi.waitFor(() => expect(store.getSnapshot().busy).toBe(false));
}

/** A cart that already holds one sweater, with its id stored as a returning shopper's is. */
async function returningShopper(provider: FakeCartProvider) {
  const created = (await provider.client.request(
    { toString: () => "mutation CartCreate" } as never,
    { lines: [{ merchandiseId: SWEATER_S.id, quantity: 1 }] },
  )) as { cartCreate: { cart: { id: string } } };
  provider.calls.length = 0;
  const cartId = created.cartCreate.cart.id;
  storage.setItem(CART_ID_KEY, cartId);
  return cartId;
}

const variantQuantity = (provider: FakeCartProvider, cartId: string, variantId: string) =>
  provider.carts.get(cartId)?.find((line) => line.variant.id === variantId)?.quantity ?? 0;

describe("adding", () => {
  test("the first add creates the cart, stores its id and a version-1 copy; the line shows at once", async () => {
    const provider = new FakeCartProvider();
    const { store, toasts, opened } = openTab(provider);
    await settled(store);

    addSweater(store);
    const now = store.getSnapshot();
    expect(opened).toHaveLength(1);
    expect(now.count).toBe(1);
    expect(now.cart.lines[0]).toMatchObject({ pending: true, product: { title: sweater.name } });

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

describe("lost answers (security.md §4.2 F06)", () => {
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
    let tail = Promise.resolve();
    vi.stubGlobal("navigator", {
      locks: {
        request: (_name: string, task: () => Promise<unknown>) => {
          const run = tail.then(task);
          tail = run.then(
            () => undefined,
            () => undefined,
          );
          return run;
        },
      },
    });
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

  test("an expired cart is cleared with the spec's message", async () => {
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

function copyOf(cartId: string | null): LocalCart {
  return {
    version: 1,
    cartId,
    currencyCode: "USD",
    items: [
      {
        id: `cloud-puff-cable-sweater-S-${SWEATER_S.id}`,
        product: {
          id: "cloud-puff-cable-sweater",
          name: "Cloud Puff Cable Sweater",
          price: 58,
          image: "http://localhost:4000/cdn/shop/files/cloud-puff-cable-sweater.png?v=1",
          description: "",
          category: "Clothing",
        },
        quantity: 2,
        variantId: SWEATER_S.id,
        unitPrice: 58,
        lineId: "gid://shopify/CartLine/l99?cart=c",
        size: "S",
      },
    ],
  };
}
