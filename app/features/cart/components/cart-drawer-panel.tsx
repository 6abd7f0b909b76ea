import type { DeferredDialogProps } from "~/components/ui/use-deferred-dialog";
import type * as React from "react";
import { Button } from "~/components/ui/button";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "~/components/ui/sheet";

/** The cart drawer's dialog, loaded the first time the cart opens (see ./cart-drawer). */
export default function CartDrawerPanel({
  open,
  onOpenChange,
  onCloseAutoFocus,
  children,
  footer,
  status,
}: DeferredDialogProps & {
  children?: React.ReactNode;
  footer?: React.ReactNode;
  status?: React.ReactNode;
}) {
  const empty = children == null || children === false;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel="Close cart"
        className="gap-0"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <SheetHeader className="border-b">
          <SheetTitle>Your Cart</SheetTitle>
          <SheetDescription className="sr-only">
            The items in your cart and the way to checkout.
          </SheetDescription>
        </SheetHeader>
        {status}
        {empty ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
            <img
              src="/images/empty-shop.svg"
              alt=""
              width={160}
              height={120}
              className="h-auto w-40"
            />
            <p className="text-lg text-muted-foreground">Your cart is empty</p>
            <SheetClose asChild>
              <Button>Continue Shopping</Button>
            </SheetClose>
          </div>
        ) : (
          <>
            <div className="flex-1 overflow-y-auto p-4">{children}</div>
            {footer ? <SheetFooter className="border-t">{footer}</SheetFooter> : null}
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
