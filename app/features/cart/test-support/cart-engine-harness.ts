import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { lineSize, type CartLineDraft } from "~/lib/cart-line-draft";
import { MemoryStorage } from "~/test-support/memory-storage";
import { createCartEngine, type CartEngine } from "../engine/cart-engine";
import { CART_ID_KEY } from "../lib/cart-id-storage";
import type { LocalCart } from "../lib/local-cart-copy";
import { BEANIE, type FakeCartProvider, SWEATER_S } from "./fake-cart-provider";

// What the cart engine's tests share (engine/cart-engine*.test.ts): two line drafts, tabs opened
// on a fake provider, and a returning shopper's stored cart. Never imported by code that ships.

export const sweater: CartLineDraft = {
  variantId: SWEATER_S.id,
  quantity: 1,
  title: "Cloud Puff Cable Sweater",
  variantTitle: "S / Pink",
  price: { amount: 58, currencyCode: "USD" },
  image: {
    url: "http://localhost:4000/cdn/shop/files/cloud-puff-cable-sweater.png?v=1",
    altText: "",
  },
  handle: "cloud-puff-cable-sweater",
  quantityAvailable: 3,
  size: lineSize({ Size: "Small", Color: "Pink" }),
};

export const beanie: CartLineDraft = {
  variantId: BEANIE.id,
  quantity: 1,
  title: "Alpine Pom Beanie",
  variantTitle: "Default Title",
  price: { amount: 24.5, currencyCode: "USD" },
  image: { url: "http://localhost:4000/cdn/shop/files/alpine-pom-beanie.png?v=1", altText: "" },
  handle: "alpine-pom-beanie",
  quantityAvailable: null,
  size: null,
};

export const addSweater = (engine: CartEngine, quantity = 1) =>
  engine.add({ ...sweater, quantity });

export const addBeanie = (engine: CartEngine) => engine.add(beanie);

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
  const store = createCartEngine({
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

export async function settled(store: CartEngine) {
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
