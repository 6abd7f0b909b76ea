import { describe, expect, test } from "vitest";
import { acceptCheckoutUrl } from "./checkout-url";

const LOCAL = "http://localhost:4000";
const SHOP = "https://boutique.myshopify.com";

describe("acceptCheckoutUrl: checkout goes only to the shop", () => {
  test("the local provider's own origin is followed, with logged_in=true", () => {
    expect(acceptCheckoutUrl("http://localhost:4000/cart/c/abc?key=k1", LOCAL)).toBe(
      "http://localhost:4000/cart/c/abc?key=k1&logged_in=true",
    );
  });

  test("https on the configured shop's host is followed", () => {
    expect(acceptCheckoutUrl("https://boutique.myshopify.com/cart/c/abc", SHOP)).toBe(
      "https://boutique.myshopify.com/cart/c/abc?logged_in=true",
    );
    // An https checkout for a local shop on the same host (another port) is still that shop.
    expect(acceptCheckoutUrl("https://localhost/cart/c/abc", LOCAL)).toBe(
      "https://localhost/cart/c/abc?logged_in=true",
    );
  });

  test("a shop that checks out on its primary domain is followed there, over https only", () => {
    const primary = "shop.example.com";
    expect(acceptCheckoutUrl("https://shop.example.com/cart/c/abc", SHOP, primary)).toBe(
      "https://shop.example.com/cart/c/abc?logged_in=true",
    );
    expect(acceptCheckoutUrl("http://shop.example.com/cart/c/abc", SHOP, primary)).toBeNull();
    expect(acceptCheckoutUrl("https://other.example.com/cart/c/abc", SHOP, primary)).toBeNull();
    // The store's own origin stays a place its checkout may be.
    expect(acceptCheckoutUrl(`${SHOP}/cart/c/abc`, SHOP, primary)).toBe(
      `${SHOP}/cart/c/abc?logged_in=true`,
    );
  });

  test("logged_in replaces a value already there", () => {
    expect(acceptCheckoutUrl(`${LOCAL}/cart/c/abc?logged_in=false`, LOCAL)).toBe(
      `${LOCAL}/cart/c/abc?logged_in=true`,
    );
  });

  test.each([
    ["javascript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["https://evil.test/c"],
    ["//evil.test/c"],
    ["/cart/c/abc"],
    ["http://boutique.myshopify.com/cart/c/abc"],
    ["https://boutique.myshopify.com.evil.test/cart"],
    ["https://user:pass@boutique.myshopify.com/cart"],
    ["http://localhost:4001/cart/c/abc"],
    [""],
    [null],
    [42],
  ])("%s is refused", (raw) => {
    expect(acceptCheckoutUrl(raw, SHOP)).toBeNull();
    expect(acceptCheckoutUrl(raw, LOCAL)).toBeNull();
  });
});
