import { cloneElement, lazy, Suspense, type ReactElement, type ReactNode } from "react";
import { useDeferredDialog } from "~/components/ui/use-deferred-dialog";

const loadPanel = () => import("./cart-drawer-panel");
const CartDrawerPanel = lazy(loadPanel);

/** Fetches the panel's code ahead of the first open (a page where adding is likely). */
export const preloadCartDrawerPanel = loadPanel;

/**
 * The right-hand cart panel. It owns only the frame: the cart feature passes the lines as
 * children, the subtotal/checkout area as `footer` and `status` (live announcements, notices),
 * which shows above either. Without children it shows the empty state.
 * The `trigger` (a CartButton) gets the dialog trigger's state and toggle, and focus returns to
 * it on close. The panel's code (Radix Dialog) loads when the cart first opens, with whatever
 * `preload` fetches (the feature's own lazy parts); keep Sheet parts out of `children`,
 * `footer` and `status` or they ship with every page.
 */
export function CartDrawer({
  open,
  onOpenChange,
  trigger,
  children,
  footer,
  status,
  preload,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement<Record<string, unknown>>;
  children?: ReactNode;
  footer?: ReactNode;
  status?: ReactNode;
  preload?: () => Promise<unknown>;
}) {
  const dialog = useDeferredDialog({
    open,
    onOpenChange,
    preload: preload ? () => Promise.all([loadPanel(), preload()]) : loadPanel,
  });
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
            status={status}
          >
            {children}
          </CartDrawerPanel>
        </Suspense>
      ) : null}
    </>
  );
}
