import { describe, expect, test, vi } from "vitest";
import { prepareCheckout } from "./checkout-steps";

const cart = { checkoutUrl: "http://localhost:4000/cart/c/abc?key=k1", totalQuantity: 2 };
const base = {
  itemCount: 2,
  cartId: "gid://shopify/Cart/abc?key=k1",
  storeDomain: "http://localhost:4000",
  readCart: () => Promise.resolve(cart),
  onRead: () => {},
  onExpired: () => {},
};

describe("prepareCheckout", () => {
  test("a cart read anew gives its checkout URL with logged_in=true", async () => {
    const onRead = vi.fn();
    await expect(prepareCheckout({ ...base, onRead })).resolves.toBe(
      "http://localhost:4000/cart/c/abc?key=k1&logged_in=true",
    );
    expect(onRead).toHaveBeenCalledWith(cart);
  });

  test("an empty cart", async () => {
    await expect(prepareCheckout({ ...base, itemCount: 0 })).rejects.toThrow("Your cart is empty");
    await expect(
      prepareCheckout({ ...base, readCart: () => Promise.resolve({ ...cart, totalQuantity: 0 }) }),
    ).rejects.toThrow("Your cart is empty");
  });

  test("no stored id", async () => {
    await expect(prepareCheckout({ ...base, cartId: null })).rejects.toThrow(
      "Cart not found. Please try adding items again.",
    );
  });

  test("a cart the provider no longer has is cleared", async () => {
    const onExpired = vi.fn();
    await expect(
      prepareCheckout({ ...base, readCart: () => Promise.resolve(null), onExpired }),
    ).rejects.toThrow("Cart expired. Please try adding items again.");
    expect(onExpired).toHaveBeenCalledOnce();
  });

  test("no usable URL", async () => {
    await expect(
      prepareCheckout({ ...base, readCart: () => Promise.resolve({ ...cart, checkoutUrl: "" }) }),
    ).rejects.toThrow("Failed to get checkout URL");
  });

  test("a failed read says why, or that it does not know", async () => {
    await expect(
      prepareCheckout({
        ...base,
        readCart: () => Promise.reject(new Error("Commerce API error: 503")),
      }),
    ).rejects.toThrow("Failed to create checkout: Commerce API error: 503");
    await expect(
      prepareCheckout({ ...base, readCart: () => Promise.reject(new Error("")) }),
    ).rejects.toThrow("Failed to create checkout: Unknown error");
  });
});
