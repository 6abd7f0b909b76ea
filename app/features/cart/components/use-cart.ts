import { createContext, use, useEffect, useSyncExternalStore } from "react";
import type { LazyCart } from "../engine/lazy-cart";
import type { CartView } from "../lib/cart-view";

/** Set by <CartProvider> (./cart-provider). */
export const CartContext = createContext<LazyCart | null>(null);

/** The cart's actions: add, setQuantity, remove, clear, checkout, setOpen. */
export function useCartActions(): LazyCart {
  const client = use(CartContext);
  if (!client) throw new Error("useCartActions must be used inside <CartProvider>.");
  return client;
}

/**
 * The cart as the shopper sees it (items, count, subtotal, the loading flag, the drawer's
 * state); empty on the server and until the browser has read the cart.
 */
export function useCart(): CartView {
  const client = useCartActions();
  return useSyncExternalStore(client.subscribe, client.getSnapshot, client.getServerSnapshot);
}

/**
 * On a page whose purpose is adding to the cart (a product page), fetches the drawer's code
 * once the browser is idle, so the first add shows its line at once instead of waiting for the
 * drawer to load. Other pages load it when the shopper reaches for the cart.
 */
export function useWarmCart() {
  const client = useCartActions();
  useEffect(() => {
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(() => client.warm(), { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => client.warm(), 1000);
    return () => clearTimeout(id);
  }, [client]);
}
