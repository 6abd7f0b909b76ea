import { useEffect, useSyncExternalStore } from "react";
import type * as SavedStore from "./saved-store";

// What every page needs of the saved list at first: which handles are saved, for the hearts and
// the header's count. The list itself (storage, validation, the account sync) is
// `saved-store.ts`, loaded after the page is idle or on the first tap of a heart, so it adds
// nothing to the first load.

/** The saved products' handles, newest first; null until the list has loaded. */
let handles: readonly string[] | null = null;
const listeners = new Set<() => void>();
let loading: Promise<typeof SavedStore> | null = null;

function publish(next: readonly string[]) {
  if (handles && next.join() === handles.join()) return;
  handles = next;
  for (const listener of listeners) listener();
}

/** The list's module, loaded once; from then on its changes reach every heart and the count. */
export function loadSavedStore() {
  loading ??= import("./saved-store").then((store) => {
    const show = () => publish(store.savedList.get().saved.map(({ handle }) => handle));
    store.savedList.subscribe(show);
    show();
    return store;
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const none: readonly string[] = [];

/**
 * The saved handles: null on the server and until the list has loaded, which happens once the
 * page is idle, or at once with `eager` (the saved page itself).
 */
export function useSavedList({ eager = false } = {}): readonly string[] | null {
  useEffect(() => {
    if (loading) return;
    if (eager) {
      void loadSavedStore();
      return;
    }
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    idle(() => void loadSavedStore());
  }, [eager]);
  return useSyncExternalStore(
    subscribe,
    () => handles,
    () => null,
  );
}

/** The saved handles, none until the list has loaded. */
export const useSavedHandles = (): readonly string[] => useSavedList() ?? none;
