import { createContext, use, useSyncExternalStore } from "react";
import type { CartState, CartStore } from "../api/cart-store";

/** Set by <CartProvider> (./cart-provider). */
export const CartContext = createContext<CartStore | null>(null);

/** The cart's actions: add, setQuantity, remove, clear, checkout, setOpen. */
export function useCartStore(): CartStore {
  const store = use(CartContext);
  if (!store) throw new Error("useCartStore must be used inside <CartProvider>.");
  return store;
}

/** The cart as the shopper sees it; empty on the server and until the browser has read it. */
export function useCart(): CartState {
  const store = useCartStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
