import { describe, expect, test } from "vitest";
import { addedMessage, checkAddToCart } from "./add-to-cart-rules";

const stock = [
  { id: "v1", quantityAvailable: 5 },
  { id: "v2", quantityAvailable: null },
];

describe("checkAddToCart: never more than the known stock", () => {
  test("a variant missing from the product's data is not available", () => {
    expect(checkAddToCart({ variantId: "v9", quantity: 1, stock, inCart: 0 })).toEqual({
      ok: false,
      message: "Product variant not available",
    });
  });

  test("within stock is fine", () => {
    expect(checkAddToCart({ variantId: "v1", quantity: 2, stock, inCart: 3 })).toEqual({
      ok: true,
    });
  });

  test("the cart already holding all stock is refused", () => {
    expect(checkAddToCart({ variantId: "v1", quantity: 1, stock, inCart: 5 })).toEqual({
      ok: false,
      message: "This item is already at maximum quantity in your cart",
    });
  });

  test("asking for more than remains says how many more fit", () => {
    expect(checkAddToCart({ variantId: "v1", quantity: 4, stock, inCart: 3 })).toEqual({
      ok: false,
      message: "Only 2 more item(s) can be added to cart",
    });
  });

  test("unknown stock never refuses", () => {
    expect(checkAddToCart({ variantId: "v2", quantity: 50, stock, inCart: 50 })).toEqual({
      ok: true,
    });
  });
});

test("the success message counts items", () => {
  expect(addedMessage(1)).toBe("Added to cart!");
  expect(addedMessage(3)).toBe("Added 3 item(s) to cart!");
});
