/** The stock the page knows for a variant; null when the shop does not track it. */
export interface KnownStock {
  id: string;
  quantityAvailable: number | null;
}

export type AddToCartCheck = { ok: true } | { ok: false; message: string };

/**
 * An add is refused when the variant is not in the product's data, when the cart already
 * holds all known stock, or when the request would exceed it. Unknown (untracked) stock never
 * refuses.
 */
export function checkAddToCart(input: {
  variantId: string;
  quantity: number;
  stock: KnownStock[];
  inCart: number;
}): AddToCartCheck {
  const variant = input.stock.find((entry) => entry.id === input.variantId);
  if (!variant) return { ok: false, message: "Product variant not available" };
  const known = variant.quantityAvailable;
  if (typeof known !== "number") return { ok: true };
  if (input.inCart >= known) {
    return { ok: false, message: "This item is already at maximum quantity in your cart" };
  }
  if (input.inCart + input.quantity > known) {
    return { ok: false, message: `Only ${known - input.inCart} more item(s) can be added to cart` };
  }
  return { ok: true };
}

/** "Added to cart!" for one, "Added {n} item(s) to cart!" for more. */
export function addedMessage(quantity: number) {
  return quantity === 1 ? "Added to cart!" : `Added ${quantity} item(s) to cart!`;
}
