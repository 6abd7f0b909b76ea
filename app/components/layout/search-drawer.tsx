import type { DeferredDialogProps } from "~/components/ui/use-deferred-dialog";
import type { ReactNode } from "react";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "~/components/ui/sheet";

/**
 * The narrow-screen search drawer (under 630 px a left drawer holds the search). Loaded
 * the first time it opens, by SiteHeader, which owns its trigger.
 */
export default function SearchDrawer({
  open,
  onOpenChange,
  onCloseAutoFocus,
  children,
}: DeferredDialogProps & {
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        closeLabel="Close search"
        // The search box takes focus itself after the spec's 100 ms delay.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={onCloseAutoFocus}
        // Escape in a search box with text clears the search first; the next one closes.
        onEscapeKeyDown={(event) => {
          const active = document.activeElement;
          if (active instanceof HTMLInputElement && active.value !== "") event.preventDefault();
        }}
      >
        <SheetHeader>
          <SheetTitle>Search</SheetTitle>
          <SheetDescription className="sr-only">
            Find products by name or category.
          </SheetDescription>
        </SheetHeader>
        <div className="px-4">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
