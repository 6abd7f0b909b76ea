import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { CartLine, ShownCart } from "./cart-view";
import {
  fromLocalCart,
  LOCAL_CART_KEY,
  toLocalCart,
  toLocalItem,
  writeLocalCart,
} from "./local-cart-copy";
import { readLocalCart } from "./read-local-cart";
import { MemoryStorage } from "~/test-support/memory-storage";

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  id: "gid://shopify/CartLine/7?cart=abc",
  variantId: "gid://shopify/ProductVariant/11",
  variantTitle: "S / Pink",
  quantity: 2,
  quantityAvailable: 3,
  unitPrice: { amount: 58, currencyCode: "USD" },
  size: "S",
  product: { handle: "cloud-puff-cable-sweater", title: "Cloud Puff Cable Sweater" },
  image: { url: "http://localhost:4000/cdn/shop/files/sweater.png?v=1", altText: "Sweater" },
  pending: false,
  ...overrides,
});

const cart = (lines: CartLine[]): ShownCart => ({
  id: "gid://shopify/Cart/abc?key=k1",
  checkoutUrl: "http://localhost:4000/cart/c/abc?key=k1",
  lines,
  cost: null,
});

describe("the local copy's items (the local cart item shape)", () => {
  test("a line maps to the local cart item shape", () => {
    expect(toLocalItem(line())).toEqual({
      id: "cloud-puff-cable-sweater-S-gid://shopify/ProductVariant/11",
      product: {
        id: "cloud-puff-cable-sweater",
        name: "Cloud Puff Cable Sweater",
        price: 58,
        image: "http://localhost:4000/cdn/shop/files/sweater.png?v=1",
        description: "",
        category: "Clothing",
      },
      quantity: 2,
      variantId: "gid://shopify/ProductVariant/11",
      unitPrice: 58,
      lineId: "gid://shopify/CartLine/7?cart=abc",
      size: "S",
    });
  });

  test("no size is an underscore in the id and no size field; no image is the placeholder", () => {
    const item = toLocalItem(line({ size: null, image: null }));
    expect(item.id).toBe("cloud-puff-cable-sweater-_-gid://shopify/ProductVariant/11");
    expect(item).not.toHaveProperty("size");
    expect(item.product.image).toMatch(/^data:image\/svg\+xml,/);
  });

  test("lines still on their way are not written; the copy names its cart and version", () => {
    const copy = toLocalCart(cart([line(), line({ id: "pending:x", pending: true })]));
    expect(copy).toMatchObject({ version: 1, cartId: "gid://shopify/Cart/abc?key=k1" });
    expect(copy.items).toHaveLength(1);
  });

  test("what is written reads back as the same lines", () => {
    const storage = new MemoryStorage();
    vi.stubGlobal("window", { localStorage: storage });
    writeLocalCart(cart([line()]));
    const copy = readLocalCart();
    expect(copy).not.toBeNull();
    expect(fromLocalCart(copy!).lines).toEqual([
      {
        ...line(),
        variantTitle: "",
        quantityAvailable: null,
        image: { url: line().image!.url, altText: "Cloud Puff Cable Sweater" },
      },
    ]);
  });
});

describe("writing the copy", () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal("window", { localStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  test("an empty cart removes the copy", () => {
    writeLocalCart(cart([line()]));
    writeLocalCart(cart([]));
    expect(storage.getItem(LOCAL_CART_KEY)).toBeNull();
  });

  test("a full storage is not an error", () => {
    storage.failing = "writes";
    expect(() => writeLocalCart(cart([line()]))).not.toThrow();
  });
});
