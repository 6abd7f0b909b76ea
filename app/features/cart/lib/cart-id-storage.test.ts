import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { CART_ID_KEY, clearCartId, isCartId, readCartId, writeCartId } from "./cart-id-storage";
import { MemoryStorage } from "~/test-support/memory-storage";

test("only Storefront cart ids are accepted back from storage", () => {
  expect(
    isCartId("gid://shopify/Cart/hWNdxIKGgz3OcRsfl4QRkdShbTD?key=96da00cbc01b82bef01dfc0be388f6bc"),
  ).toBe(true);
  expect(isCartId("gid://shopify/Cart/abc")).toBe(true);
  expect(isCartId("gid://shopify/Product/1")).toBe(false);
  expect(isCartId('gid://shopify/Cart/a"><script>')).toBe(false);
  expect(isCartId("")).toBe(false);
  expect(isCartId(null)).toBe(false);
});

describe("the stored cart id", () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal("window", { localStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  test("round-trips, and a tampered value is removed", () => {
    expect(readCartId()).toBeNull();
    expect(writeCartId("gid://shopify/Cart/abc?key=k")).toBe(true);
    expect(readCartId()).toBe("gid://shopify/Cart/abc?key=k");
    storage.setItem(CART_ID_KEY, "javascript:alert(1)");
    expect(readCartId()).toBeNull();
    expect(storage.getItem(CART_ID_KEY)).toBeNull();
  });

  test("clearing with an expected id leaves a newer id alone", () => {
    writeCartId("gid://shopify/Cart/new?key=k");
    clearCartId("gid://shopify/Cart/old?key=k");
    expect(readCartId()).toBe("gid://shopify/Cart/new?key=k");
    clearCartId("gid://shopify/Cart/new?key=k");
    expect(readCartId()).toBeNull();
  });

  test("a storage that throws is reported, never thrown", () => {
    storage.failing = "writes";
    expect(writeCartId("gid://shopify/Cart/abc?key=k")).toBe(false);
    storage.failing = "all";
    expect(readCartId()).toBeUndefined();
    expect(() => clearCartId()).not.toThrow();
  });

  test("no storage at all (the server) reads as unknown", () => {
    vi.stubGlobal("window", undefined);
    expect(readCartId()).toBeUndefined();
    expect(writeCartId("gid://shopify/Cart/abc?key=k")).toBe(false);
  });
});
