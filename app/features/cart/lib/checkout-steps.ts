import { acceptCheckoutUrl } from "./checkout-url";

/** A checkout that cannot go ahead, with the message the shopper is shown. */
export class CheckoutProblem extends Error {
  override name = "CheckoutProblem";
}

/** "Failed to create checkout: {message}", or "Unknown error" without one. */
export const checkoutProblem = (message: string) =>
  new CheckoutProblem(`Failed to create checkout: ${message || "Unknown error"}`);

/**
 * Checkout needs a non-empty cart and a stored cart id; the cart is read anew
 * and the browser goes to its checkout URL (only one on the shop's own host, with
 * `logged_in=true`). Returns that URL, or throws a CheckoutProblem with the message to show.
 */
export async function prepareCheckout<Cart extends { checkoutUrl: string; totalQuantity: number }>({
  itemCount,
  cartId,
  storeDomain,
  checkoutDomain,
  readCart,
  onRead,
  onExpired,
}: {
  itemCount: number;
  cartId: string | null;
  storeDomain: string;
  /** PUBLIC_CHECKOUT_DOMAIN, when the shop checks out on another host than its API's. */
  checkoutDomain?: string;
  readCart: (cartId: string) => Promise<Cart | null>;
  /** The cart as just read, for the drawer to show. */
  onRead: (cart: Cart) => void;
  /** The provider no longer has the cart: clear it. */
  onExpired: () => void;
}): Promise<string> {
  if (itemCount === 0) throw new CheckoutProblem("Your cart is empty");
  if (!cartId) throw new CheckoutProblem("Cart not found. Please try adding items again.");
  let cart: Cart | null;
  try {
    cart = await readCart(cartId);
  } catch (error) {
    throw checkoutProblem(error instanceof Error ? error.message : "");
  }
  if (!cart) {
    onExpired();
    throw new CheckoutProblem("Cart expired. Please try adding items again.");
  }
  onRead(cart);
  if (cart.totalQuantity === 0) throw new CheckoutProblem("Your cart is empty");
  const url = acceptCheckoutUrl(cart.checkoutUrl, storeDomain, checkoutDomain);
  if (!url) throw new CheckoutProblem("Failed to get checkout URL");
  return url;
}
