import { cloneElement, lazy, Suspense, type ReactElement, type ReactNode } from "react";
import { useDeferredDialog } from "~/components/ui/use-deferred-dialog";

const loadPanel = () => import("./cart-drawer-panel");
const CartDrawerPanel = lazy(loadPanel);

/**
 * The right-hand cart panel. It owns only the frame: the cart feature passes the lines as
 * children and the subtotal/checkout area as `footer`. Without children it shows the empty state.
 * The `trigger` (a CartButton) gets the dialog trigger's state and toggle, and focus returns to
 * it on close. The panel's code (Radix Dialog) loads when the cart first opens; keep Sheet
 * parts out of `children` and `footer` or they ship with every page.
 */
export function CartDrawer({
  open,
  onOpenChange,
  trigger,
  children,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement<Record<string, unknown>>;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const dialog = useDeferredDialog({ open, onOpenChange, preload: loadPanel });
  return (
    <>
      {cloneElement(trigger, dialog.triggerProps)}
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <CartDrawerPanel
            open={open}
            onOpenChange={onOpenChange}
            onCloseAutoFocus={dialog.onCloseAutoFocus}
            footer={footer}
          >
            {children}
          </CartDrawerPanel>
        </Suspense>
      ) : null}
    </>
  );
}
