import { CUSTOMER_UPDATE_EVENT } from "~/lib/customer-session";
import { setCartBuyer } from "../api/set-cart-buyer";
import {
  hasCustomerTokens,
  isCustomerStorageKey,
  readCartBuyer,
  readCustomerBuyer,
  writeCartBuyer,
} from "../lib/cart-buyer-storage";
import { clearCart } from "./cart-answers";
import type { CartSession } from "./cart-session";
import { storedId } from "./cart-storage";

// The cart carries the signed-in customer: an order placed at the hosted checkout then belongs
// to them, and the checkout knows who they are. The customer is attached with
// `cartBuyerIdentityUpdate` when the cart starts, when this tab follows another cart, and when
// the customer signs in (the account's `customer:update` event, or another tab's storage).
// Signing out leaves that cart with the customer: the Storefront API has no way to take a
// customer off a cart, so this browser starts a fresh guest cart instead.

/** Attaches the customer now and whenever they sign in or out; returns the way to stop. */
export function listenToCustomer(session: CartSession): () => void {
  const sync = () => void syncBuyer(session);
  const onStorage = (event: StorageEvent) => {
    if (isCustomerStorageKey(event.key)) sync();
  };
  window.addEventListener(CUSTOMER_UPDATE_EVENT, sync);
  window.addEventListener("storage", onStorage);
  sync();
  return () => {
    window.removeEventListener(CUSTOMER_UPDATE_EVENT, sync);
    window.removeEventListener("storage", onStorage);
  };
}

/** Brings the cart in line with who is signed in; never throws (the cart works regardless). */
export async function syncBuyer(session: CartSession): Promise<void> {
  // The cart in storage: the one every tab follows, even if this one has not caught up yet.
  const cartId = storedId(session);
  const attached = readCartBuyer();
  if (!hasCustomerTokens()) {
    // Signed out (here or in another tab): the customer's cart stays theirs.
    writeCartBuyer(null);
    if (attached && attached.cartId === cartId) clearCart(session);
    return;
  }
  const buyer = readCustomerBuyer();
  if (!buyer || !cartId) return;
  if (attached?.cartId === cartId && attached.subject === buyer.subject) return;
  const key = `${cartId} ${buyer.subject}`;
  if (session.buyerInFlight === key) return;
  session.buyerInFlight = key;
  try {
    if (await setCartBuyer(session.options.storefront, cartId, buyer.accessToken)) {
      writeCartBuyer({ cartId, subject: buyer.subject });
    }
  } catch {
    // Tried again on the next page, sign-in or cart.
  } finally {
    session.buyerInFlight = null;
  }
}
