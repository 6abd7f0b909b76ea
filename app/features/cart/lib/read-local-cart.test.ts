import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { LOCAL_CART_KEY, type LocalCart } from "./local-cart-copy";
import { readLocalCart } from "./read-local-cart";
import { MemoryStorage } from "~/test-support/memory-storage";

const VARIANT = "gid://shopify/ProductVariant/11";

const valid = (): LocalCart => ({
  version: 1,
  cartId: "gid://shopify/Cart/abc?key=k1",
  currencyCode: "USD",
  items: [
    {
      id: `cloud-puff-cable-sweater-S-${VARIANT}`,
      product: {
        id: "cloud-puff-cable-sweater",
        name: "Cloud Puff Cable Sweater",
        price: 58,
        image: "http://localhost:4000/cdn/shop/files/sweater.png?v=1",
        description: "",
        category: "Clothing",
      },
      quantity: 2,
      variantId: VARIANT,
      unitPrice: 58,
      lineId: "gid://shopify/CartLine/7?cart=abc",
      size: "S",
    },
  ],
});

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("window", { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

const store = (value: unknown) =>
  storage.setItem(LOCAL_CART_KEY, typeof value === "string" ? value : JSON.stringify(value));

describe("reading the local cart copy back", () => {
  test("a sound version-1 copy is read as written", () => {
    store(valid());
    expect(readLocalCart()).toEqual(valid());
    expect(storage.getItem(LOCAL_CART_KEY)).not.toBeNull();
  });

  test("an item without a size uses the underscore in its id", () => {
    const copy = valid();
    delete copy.items[0]!.size;
    copy.items[0]!.id = `cloud-puff-cable-sweater-_-${VARIANT}`;
    store(copy);
    expect(readLocalCart()?.items[0]?.id).toBe(`cloud-puff-cable-sweater-_-${VARIANT}`);
  });

  test("nothing stored is nothing read", () => {
    expect(readLocalCart()).toBeNull();
  });

  test.each([
    ["corrupted JSON", '{"version":1,"items":['],
    ["another version", { ...valid(), version: 2 }],
    ["the old format without a version (a bare list of items)", valid().items],
    [
      "a tampered item id",
      { ...valid(), items: [{ ...valid().items[0]!, id: `other-S-${VARIANT}` }] },
    ],
    ["a tampered cart id", { ...valid(), cartId: "https://evil.test/cart" }],
    [
      "a script address as image",
      {
        ...valid(),
        items: [
          {
            ...valid().items[0]!,
            product: { ...valid().items[0]!.product, image: "javascript:alert(1)" },
          },
        ],
      },
    ],
    ["a negative quantity", { ...valid(), items: [{ ...valid().items[0]!, quantity: -1 }] }],
    ["a fractional quantity", { ...valid(), items: [{ ...valid().items[0]!, quantity: 1.5 }] }],
    [
      "a variant id of another type",
      {
        ...valid(),
        items: [{ ...valid().items[0]!, variantId: "gid://shopify/Product/1" }],
      },
    ],
  ])("%s is discarded and removed", (_name, value) => {
    store(value);
    expect(readLocalCart()).toBeNull();
    expect(storage.getItem(LOCAL_CART_KEY)).toBeNull();
  });

  test("a storage that throws reads as nothing, without throwing", () => {
    store(valid());
    storage.failing = "all";
    expect(() => readLocalCart()).not.toThrow();
    expect(readLocalCart()).toBeNull();
  });
});
