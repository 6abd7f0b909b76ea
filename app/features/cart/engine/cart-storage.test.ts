import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { MemoryStorage } from "~/test-support/memory-storage";
import { CART_ID_KEY } from "../lib/cart-id-storage";
import { FakeCartProvider } from "../test-support/fake-cart-provider";
import { openSession } from "./cart-session";
import { readIdAtStart, storedId, storeId } from "./cart-storage";

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("window", { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

const session = () =>
  openSession({
    queryClient: new QueryClient(),
    storefront: new FakeCartProvider().client,
    storeDomain: "http://localhost:4000",
    toast: { success: () => {}, error: () => {}, warning: () => {} },
  });

test("reading the stored id never switches the cart this tab follows", () => {
  const tab = session();
  storage.setItem(CART_ID_KEY, "gid://shopify/Cart/a?key=k");
  tab.cartId = readIdAtStart(tab);
  storage.setItem(CART_ID_KEY, "gid://shopify/Cart/b?key=k"); // another tab made a new cart

  expect(storedId(tab)).toBe("gid://shopify/Cart/b?key=k");
  expect(tab.cartId).toBe("gid://shopify/Cart/a?key=k");
});

test("once storage refuses the id, the tab keeps its own in memory", () => {
  const tab = session();
  tab.cartId = "gid://shopify/Cart/a?key=k";
  storage.failing = "writes";
  storeId(tab, tab.cartId);
  storage.failing = false;
  storage.setItem(CART_ID_KEY, "gid://shopify/Cart/b?key=k");

  expect(tab.storageWorks).toBe(false);
  expect(storedId(tab)).toBe("gid://shopify/Cart/a?key=k");
});
