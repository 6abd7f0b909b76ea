import type * as React from "react";
import type CartDrawerPanel from "./cart-drawer-panel";
import { cloneElement, lazy, Suspense, type ReactElement, type ReactNode } from "react";
import { useDeferredDialog } from "~/components/ui/use-deferred-dialog";

type Panel = typeof CartDrawerPanel;
let loadedPanel: Panel | null = null;
const loadPanel = () =>
  import("./cart-drawer-panel").then((module) => {
    loadedPanel = module.default;
    return module;
  });
const LazyCartDrawerPanel = lazy(loadPanel);

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
        // Once its code is here the panel renders directly: through React.lazy it would suspend
        // on its first render anyway, and React holds a revealed boundary back for up to 300 ms,
        // so an add's line would show only after the provider had answered.
        <Suspense fallback={null}>
          <CartDrawerPanelOnceLoaded
            open={open}
            onOpenChange={onOpenChange}
            onCloseAutoFocus={dialog.onCloseAutoFocus}
            footer={footer}
            status={status}
          >
            {children}
          </CartDrawerPanelOnceLoaded>
        </Suspense>
      ) : null}
    </>
  );
}

function CartDrawerPanelOnceLoaded(props: React.ComponentProps<Panel>) {
  const LoadedPanel = loadedPanel;
  return LoadedPanel ? <LoadedPanel {...props} /> : <LazyCartDrawerPanel {...props} />;
}
