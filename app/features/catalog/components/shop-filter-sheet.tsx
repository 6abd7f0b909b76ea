import { SlidersHorizontalIcon } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Drawer,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
} from "~/components/ui/drawer";
import { activeFilterCount, type ShopFilters } from "../lib/shop-filters";
import { FilterFieldset } from "./shop-controls";

/**
 * The mobile filter button (with the active-filter count) and its bottom sheet, 80 % of the
 * viewport high (spec §9). Choices are a draft until "Apply Filters".
 */
export function ShopFilterSheet({
  filters,
  onApply,
}: {
  filters: ShopFilters;
  onApply: (next: ShopFilters) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const count = activeFilterCount(filters);

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(filters);
        setOpen(next);
      }}
    >
      <DrawerTrigger asChild>
        <Button
          variant="outline"
          className="relative shrink-0"
          aria-label={count ? `Filters, ${count} active` : "Filters"}
        >
          <SlidersHorizontalIcon aria-hidden="true" />
          Filters
          {count ? (
            <Badge
              className="absolute -top-2 -right-2 size-5 justify-center p-0"
              aria-hidden="true"
            >
              {count}
            </Badge>
          ) : null}
        </Button>
      </DrawerTrigger>
      <DrawerContent className="h-[80vh] data-[vaul-drawer-direction=bottom]:max-h-[80vh]">
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
            onChange={(next) => setDraft({ ...draft, ...next })}
          />
        </div>
        <DrawerFooter>
          <Button
            size="lg"
            onClick={() => {
              onApply({ ...draft, search: filters.search });
              setOpen(false);
            }}
          >
            Apply Filters
          </Button>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  );
}
