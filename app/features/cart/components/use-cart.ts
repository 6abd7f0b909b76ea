import { createContext, use, useSyncExternalStore } from "react";
import type { CartClient, CartView } from "../api/cart-client";

/** Set by <CartProvider> (./cart-provider). */
export const CartContext = createContext<CartClient | null>(null);

/** The cart's actions: add, setQuantity, remove, clear, checkout, setOpen. */
export function useCartActions(): CartClient {
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
