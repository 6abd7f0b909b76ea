import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { toast } from "~/components/ui/toast";
import { useStorefront } from "~/lib/storefront-provider";
import { CartStore } from "../api/cart-store";
import { CartContext } from "./use-cart";

/**
 * The app's one cart (app/features/cart/api/cart-store.ts). It starts after hydration, so the
 * server renders every page without the shopper's cart and the page cache stays shared.
 */
export function CartProvider({
  storeDomain,
  children,
}: {
  /** PUBLIC_STORE_DOMAIN: checkout goes only to this shop. */
  storeDomain: string;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const storefront = useStorefront();
  const [store] = useState(
    () =>
      new CartStore({
        queryClient,
        storefront,
        storeDomain,
        toast,
      }),
  );
  useEffect(() => store.start(), [store]);
  return <CartContext value={store}>{children}</CartContext>;
}
