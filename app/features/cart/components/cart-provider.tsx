import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { toast } from "~/components/ui/toast";
import { useStorefront } from "~/lib/storefront-provider";
import { LazyCart } from "../engine/lazy-cart";
import type * as CartContents from "./cart-contents";
import { preloadCartDrawerPanel } from "./cart-drawer";
import { CartContext } from "./use-cart";

let contents: typeof CartContents | null = null;

/**
 * The drawer's lines and summary: loaded when the cart is about to show them, and then rendered
 * directly rather than through React.lazy. A lazy component suspends on its first render even
 * when its code has arrived, and React then holds the revealed lines back for up to 300 ms.
 */
export const loadCartContents = () =>
  import("./cart-contents").then((module) => (contents = module));

export const loadedCartContents = () => contents;

/**
 * The app's one cart (../engine/cart-engine). Its code loads and it starts after
 * hydration, so the server renders every page without the shopper's cart, the page cache stays
 * shared, and no page's first load carries it.
 */
export function CartProvider({
  storeDomain,
  checkoutDomain,
  apiVersion,
  children,
}: {
  /** PUBLIC_STORE_DOMAIN: checkout goes only to this shop. */
  storeDomain: string;
  /** PUBLIC_CHECKOUT_DOMAIN: the host its checkout is on, when not the store domain's. */
  checkoutDomain?: string;
  /** PUBLIC_STOREFRONT_API_VERSION: whether the cart may send the visitor's consent. */
  apiVersion: string;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const storefront = useStorefront();
  const [client] = useState(
    () =>
      new LazyCart({
        loadEngine: async ({ onAdd }) => {
          const [{ createCartEngine }, { consentingStorefront }] = await Promise.all([
            import("../engine/cart-engine"),
            import("../engine/consenting-storefront"),
          ]);
          return createCartEngine({
            queryClient,
            storefront: consentingStorefront(storefront, apiVersion),
            storeDomain,
            checkoutDomain,
            toast,
            onAdd,
          });
        },
        preload: () => {
          void loadCartContents();
          void preloadCartDrawerPanel();
        },
      }),
  );
  useEffect(() => {
    // Started in a task of its own: hydration runs every effect of the page in one task, and
    // requesting the engine's code (a preload link for each of its files) would lengthen it. An
    // action taken in between waits for the start, as one taken before the code arrives does.
    let stop: (() => void) | undefined;
    const timer = setTimeout(() => (stop = client.start()));
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, [client]);
  return <CartContext value={client}>{children}</CartContext>;
}
