import type { DeferredDialogProps } from "~/components/ui/use-deferred-dialog";
import { Button } from "~/components/ui/button";
import {
  Drawer,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
} from "~/components/ui/drawer";
import type { ShopFilters } from "../lib/shop-filters";
import { FilterFieldset } from "./shop-controls";

/** The bottom sheet of ./shop-filter-sheet, loaded the first time it opens (vaul is large). */
export default function ShopFilterPanel({
  open,
  onOpenChange,
  onCloseAutoFocus,
  draft,
  onDraftChange,
  onApply,
}: DeferredDialogProps & {
  draft: ShopFilters;
  onDraftChange: (next: ShopFilters) => void;
  onApply: () => void;
}) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        className="h-[80vh] data-[vaul-drawer-direction=bottom]:max-h-[80vh]"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DrawerHeader>
          <DrawerTitle>Filters &amp; Sort</DrawerTitle>
          <DrawerDescription className="sr-only">
            Narrow the products by category, size and price, and choose their order.
          </DrawerDescription>
        </DrawerHeader>
        <div className="flex-1 overflow-y-auto px-4">
          <FilterFieldset
            layout="stacked"
            value={draft}
            onChange={(next) => onDraftChange({ ...draft, ...next })}
          />
        </div>
        <DrawerFooter>
          <Button size="lg" onClick={onApply}>
            Apply Filters
          </Button>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  );
}
