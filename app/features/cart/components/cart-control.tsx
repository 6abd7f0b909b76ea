import { useEffect, useReducer } from "react";
import { CartButton } from "./cart-button";
import { CartDrawer } from "./cart-drawer";
import { loadCartContents, loadedCartContents } from "./cart-provider";
import { useCart, useCartActions } from "./use-cart";

/**
 * The header's cart: the button with its item count and the drawer. The drawer's frame and its
 * lines load on first open (or when an add is about to open it); this part is on every page.
 */
export function CartControl() {
  const cart = useCartActions();
  const { open, count, cart: snapshot, ready, busy, notice, announcement } = useCart();
  const contents = loadedCartContents();
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (open && !contents) void loadCartContents().then(loaded);
  }, [open, contents]);

  const hasLines = snapshot.lines.length > 0;
  const loading = <p className="text-sm text-muted-foreground">Loading your cart…</p>;
  return (
    <CartDrawer
      open={open}
      onOpenChange={cart.setOpen}
      preload={loadCartContents}
      trigger={<CartButton count={count} />}
      status={
        <>
          <p role="status" className="sr-only">
            {announcement}
          </p>
          {notice ? (
            <p className="mx-4 mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              {notice}
            </p>
          ) : null}
        </>
      }
      footer={hasLines && contents ? <contents.CartSummary /> : null}
    >
      {hasLines ? contents ? <contents.CartLines /> : loading : !ready && busy ? loading : null}
    </CartDrawer>
  );
}
