import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import type { ExternalToast, toast as sonnerToast } from "sonner";

/**
 * Toasts only ever follow a shopper's action (a copied code, an add to cart), so the toaster
 * (Sonner, about a sixth of the home page's own JavaScript) is downloaded and mounted on the
 * first toast instead of with every page. `toast` keeps Sonner's call shape and returns the id
 * at once, so a later `toast.dismiss(id)` or an update with `{ id }` works as with Sonner.
 */
type Sonner = typeof sonnerToast;
type Kind = "success" | "error" | "info" | "warning" | "loading";

let requested = false;
const requestListeners = new Set<() => void>();
let markReady: (sonner: Sonner) => void = () => {};
const ready = new Promise<Sonner>((resolve) => {
  markReady = resolve;
});
let lastId = 0;

/**
 * Handed to the real toaster (app/components/ui/sonner.tsx) as a prop, not imported by it: that
 * module is this one's lazy import, and importing back would close a cycle. It calls this once
 * it has subscribed to Sonner's store.
 */
function toasterMounted(sonner: Sonner) {
  markReady(sonner);
}

function whenReady(): Promise<Sonner> {
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
    requestListeners.clear();
  }
  return ready;
}

function show(kind: Kind | null, message: ReactNode, data?: ExternalToast): string | number {
  lastId += 1;
  const id = data?.id ?? `toast-${lastId}`;
  void whenReady().then((sonner) =>
    kind ? sonner[kind](message, { ...data, id }) : sonner(message, { ...data, id }),
  );
  return id;
}

const toast = Object.assign(
  (message: ReactNode, data?: ExternalToast) => show(null, message, data),
  {
    success: (message: ReactNode, data?: ExternalToast) => show("success", message, data),
    error: (message: ReactNode, data?: ExternalToast) => show("error", message, data),
    info: (message: ReactNode, data?: ExternalToast) => show("info", message, data),
    warning: (message: ReactNode, data?: ExternalToast) => show("warning", message, data),
    loading: (message: ReactNode, data?: ExternalToast) => show("loading", message, data),
    dismiss: (id?: string | number) => {
      // Nothing can be on screen before the first toast asked for the toaster.
      if (requested) void ready.then((sonner) => sonner.dismiss(id));
    },
  },
);

const SonnerToaster = lazy(() => import("./sonner"));

/** The shop's toaster: renders nothing until the first toast asks for it. */
function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    if (requested) want();
    else requestListeners.add(want);
    return () => {
      requestListeners.delete(want);
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <SonnerToaster onMounted={toasterMounted} />
    </Suspense>
  ) : null;
}

export { toast, Toaster };
