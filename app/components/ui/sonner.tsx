import { useEffect } from "react";
import type * as React from "react";
import { Toaster as Sonner, toast } from "sonner";

/**
 * The shop's toaster: a toast stays 4000 ms, at most 3 show at once, 356 px wide (on
 * screens up to 600 px Sonner spans the width less 16 px margins instead). Sonner 2.0.8 itself
 * pauses the timer on hover and while the page is hidden, and dismisses a toast swiped right or
 * down (its default for the bottom-right corner). Keyboard focus inside a toast pauses it too
 * (`pauseWhileFocused`). One setting we would want cannot be set: the swipe threshold is 45 px
 * or a fast flick, not 20 px.
 * tests/e2e/toasts.spec.ts holds these settings. Loaded on the first toast by `Toaster` in
 * ./toast, which passes `onMounted`; raise toasts with `toast()` from there; `toast.error()` is
 * the destructive style.
 */
function Toaster({
  onMounted,
  ...props
}: React.ComponentProps<typeof Sonner> & { onMounted: (sonner: typeof toast) => void }) {
  // Sonner subscribes to its store in its own effect, which runs before this one: from here on
  // a toast cannot be missed.
  useEffect(() => onMounted(toast), [onMounted]);
  useEffect(pauseWhileFocused, []);
  return (
    <Sonner
      duration={4000}
      visibleToasts={3}
      position="bottom-right"
      closeButton
      // Rich colours only so `toast.error()` gets the destructive palette; success stays neutral.
      richColors
      containerAriaLabel="Notifications"
      style={
        {
          "--width": "356px",
          "--normal-bg": "var(--color-popover)",
          "--normal-text": "var(--color-popover-foreground)",
          "--normal-border": "var(--color-border)",
          "--error-bg": "var(--color-destructive)",
          "--error-text": "var(--color-destructive-foreground)",
          "--error-border": "var(--color-destructive)",
          "--success-bg": "var(--color-popover)",
          "--success-text": "var(--color-popover-foreground)",
          "--success-border": "var(--color-border)",
        } as React.CSSProperties
      }
      toastOptions={{ classNames: { description: "!text-inherit opacity-90" } }}
      {...props}
    />
  );
}

export default Toaster;

/**
 * Sonner pauses its toasts while the pointer is over them (its list's mouse enter/move, and
 * leave to resume) but not while keyboard focus is in one, so a keyboard user's toast would
 * vanish under them (WCAG 2.2.1). Focus entering the list counts as the pointer entering it;
 * focus leaving it, as the pointer leaving.
 */
function pauseWhileFocused() {
  const list = (node: EventTarget | null) =>
    node instanceof Element ? node.closest("[data-sonner-toaster]") : null;
  const onFocusIn = (event: FocusEvent) => {
    list(event.target)?.dispatchEvent(new MouseEvent("mousemove", { bubbles: true }));
  };
  const onFocusOut = (event: FocusEvent) => {
    const from = list(event.target);
    if (!from || list(event.relatedTarget) === from) return;
    from.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: document.body }));
  };
  document.addEventListener("focusin", onFocusIn);
  document.addEventListener("focusout", onFocusOut);
  return () => {
    document.removeEventListener("focusin", onFocusIn);
    document.removeEventListener("focusout", onFocusOut);
  };
}
