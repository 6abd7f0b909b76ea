import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { CART_ID_KEY } from "../lib/cart-id-storage";
import type { LocalCart } from "../lib/local-cart-copy";
import { BEANIE, type FakeCartProvider, MemoryStorage, SWEATER_S } from "../lib/test-fixtures";
import type { AddableProduct } from "./cart-state";
import { CartStore } from "./cart-store";

// What the cart store's tests share (cart-store*.test.ts): two products, tabs opened on a fake
// provider, and a returning shopper's stored cart. Test support: never imported by shipped code.

export const sweater: AddableProduct = {
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

export const beanie: AddableProduct = {
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

export const addSweater = (store: CartStore, quantity = 1) =>
  store.add({
    variantId: SWEATER_S.id,
    quantity,
    stock: [{ id: SWEATER_S.id, quantityAvailable: 3 }],
    product: sweater,
  });

export const addBeanie = (store: CartStore) =>
  store.add({
    variantId: BEANIE.id,
    quantity: 1,
    stock: [{ id: BEANIE.id, quantityAvailable: null }],
    product: beanie,
  });

/** This test's localStorage (a new one for each test; read through the live binding). */
export let storage: MemoryStorage;
const stops: (() => void)[] = [];

/** Gives each test of the calling file a fresh window, document and storage, and stops its tabs. */
export function setUpCartStoreTests() {
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
}

export function openTab(provider: FakeCartProvider, { debounceMs = 30 } = {}) {
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

export async function settled(store: CartStore) {
  await vi.waitFor(() => expect(store.getSnapshot().ready).toBe(true));
  await store.whenIdle();
  await vi.waitFor(() => expect(store.getSnapshot().busy).toBe(false));
}

/** A cart that already holds one sweater, with its id stored as a returning shopper's is. */
export async function returningShopper(provider: FakeCartProvider) {
  const created = (await provider.client.request(
    { toString: () => "mutation CartCreate" } as never,
    { lines: [{ merchandiseId: SWEATER_S.id, quantity: 1 }] },
  )) as { cartCreate: { cart: { id: string } } };
  provider.calls.length = 0;
  const cartId = created.cartCreate.cart.id;
  storage.setItem(CART_ID_KEY, cartId);
  return cartId;
}

export const variantQuantity = (provider: FakeCartProvider, cartId: string, variantId: string) =>
  provider.carts.get(cartId)?.find((line) => line.variant.id === variantId)?.quantity ?? 0;

/** A version-1 local copy holding two sweaters, as a returning shopper's storage does. */
export function copyOf(cartId: string | null): LocalCart {
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
