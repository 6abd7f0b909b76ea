import { useRef, useState } from "react";

/** What a lazily loaded dialog's content takes from the component that owns its trigger. */
export interface DeferredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * For a dialog (a Sheet) whose code is loaded with `React.lazy` the first time it opens: Radix
 * Dialog and its focus, scroll and outside-click machinery are a large part of a first page's
 * JavaScript, yet no drawer is open when a page loads.
 *
 * The trigger is a plain button outside Radix, so this returns what `Dialog.Trigger` would have
 * given it (the ARIA state and a toggle), a `preload` for the moment the shopper reaches for it,
 * and `onCloseAutoFocus` for the content, which returns focus to the trigger on close. `mounted`
 * stays true after the first open so closing animates like before.
 */
export function useDeferredDialog({
  open,
  onOpenChange,
  preload,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The lazy module's import; called on hover, focus and touch so the first open is instant. */
  preload: () => Promise<unknown>;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  const warm = () => {
    void preload();
  };
  return {
    mounted,
    triggerProps: {
      ref: triggerRef,
      type: "button" as const,
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      "data-state": open ? "open" : "closed",
      onClick: () => onOpenChange(!open),
      onPointerEnter: warm,
      onFocus: warm,
      onTouchStart: warm,
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      triggerRef.current?.focus();
    },
  };
}
