import { expect, test } from "vitest";
import { isCartId } from "./cart-id-storage";

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
