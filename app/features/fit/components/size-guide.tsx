import { RulerIcon } from "~/components/ui/icons";
import { lazy, Suspense, useState } from "react";
import { useDeferredDialog } from "~/components/ui/use-deferred-dialog";
import { useHasDogProfile } from "../lib/use-has-dog-profile";

// The chart, the how-to and the fit finder (Radix Dialog, zod, the recommendation rules) load the
// first time the shopper opens the guide: a product page's first load carries only this button.
const loadDialog = () => import("./size-guide-dialog");
const SizeGuideDialog = lazy(loadDialog);
// "Fits Bella: S" loads only once the browser knows a dog.
const FitsProductNote = lazy(() =>
  import("./fits-badge").then((module) => ({ default: module.FitsProductNote })),
);

/**
 * "Size guide" beside the size picker (with "Fits Bella: S" when the browser knows a dog), for a product whose `custom.size_chart` metafield holds
 * a chart. `onSelectSize` selects a size on the product page (the fit finder's one tap).
 */
export function SizeGuide({
  chartJson,
  productName,
  sizes,
  onSelectSize,
}: {
  chartJson: string;
  productName: string;
  /** The product's Size option values: only these can be selected from the guide. */
  sizes: string[];
  onSelectSize: (size: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const dialog = useDeferredDialog({ open, onOpenChange: setOpen, preload: loadDialog });
  const hasDog = useHasDogProfile();
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      {hasDog ? (
        <Suspense fallback={null}>
          <FitsProductNote chartJson={chartJson} sizes={sizes} />
        </Suspense>
      ) : null}
      <button
        {...dialog.triggerProps}
        className="inline-flex items-center gap-1 rounded-md text-sm text-primary underline underline-offset-4 outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <RulerIcon aria-hidden="true" className="size-4" />
        Size guide
      </button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <SizeGuideDialog
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={dialog.onCloseAutoFocus}
            chartJson={chartJson}
            productName={productName}
            sizes={sizes}
            onSelectSize={(size) => {
              onSelectSize(size);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
