import { SlidersHorizontalIcon } from "~/components/ui/icons";
import { lazy, Suspense, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useDeferredDialog } from "~/components/ui/use-deferred-dialog";
import { activeFilterCount, type ShopFilters } from "../lib/shop-filters";

const loadPanel = () => import("./shop-filter-panel");
const ShopFilterPanel = lazy(loadPanel);

/**
 * The mobile filter button (with the active-filter count) and its bottom sheet, 80 % of the
 * viewport high. Choices are a draft until "Apply Filters". The sheet's code loads
 * when it first opens.
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
  const onOpenChange = (next: boolean) => {
    if (next) setDraft(filters);
    setOpen(next);
  };
  const dialog = useDeferredDialog({ open, onOpenChange, preload: loadPanel });

  return (
    <>
      <Button
        {...dialog.triggerProps}
        variant="outline"
        className="relative shrink-0"
        aria-label={count ? `Filters, ${count} active` : "Filters"}
      >
        <SlidersHorizontalIcon aria-hidden="true" />
        Filters
        {count ? (
          // The space keeps the badge a word of its own, so the button's text reads "Filters 2",
          // which its name "Filters, 2 active" contains (WCAG 2.5.3), rather than "Filters2".
          <>
            {" "}
            <Badge
              className="absolute -top-2 -right-2 size-5 justify-center p-0"
              aria-hidden="true"
            >
              {count}
            </Badge>
          </>
        ) : null}
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <ShopFilterPanel
            open={open}
            onOpenChange={onOpenChange}
            onCloseAutoFocus={dialog.onCloseAutoFocus}
            draft={draft}
            onDraftChange={setDraft}
            onApply={() => {
              onApply({ ...draft, search: filters.search });
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
