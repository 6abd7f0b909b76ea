import { HeartIcon } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import type { SaveControlProps } from "~/lib/save-control";
import { cn } from "~/lib/utils";
import { loadSavedStore, useSavedHandles } from "../lib/saved-state";

/**
 * The heart that saves a product for later. Its markup is rendered on the server; what it does
 * loads on the first tap (or once the page is idle, to show which products are saved).
 */
export function SaveButton({ handle, title, className }: SaveControlProps) {
  const saved = useSavedHandles().includes(handle);
  return (
    <button
      type="button"
      aria-label={`Save ${title}`}
      aria-pressed={saved}
      onClick={() =>
        void loadSavedStore().then((store) => {
          if (store.toggleSaved(handle)) toast.success("Saved", { description: title });
          else toast("Removed from saved", { description: title });
        })
      }
      className={cn(
        "inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-primary shadow-sm ring-1 ring-blush-100 transition-colors outline-none hover:bg-blush-50 focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      <HeartIcon className={cn("size-5", saved && "fill-current")} />
    </button>
  );
}
