import { CART_ID_KEY } from "../lib/cart-id-storage";
import type { CartSession } from "./cart-session";

// What tells a tab its cart may have changed elsewhere: another tab storing a new cart id (the
// `storage` event) or saying it changed the cart (the "boutique.cart" BroadcastChannel), the
// page becoming visible or the browser coming back online, and the page being restored from the
// back/forward cache (the shopper is back from checkout).

/** Listens to the other tabs and the page; returns the function that stops listening. */
export function listenToTabs(
  session: CartSession,
  on: {
    /** The cart should be read again. */
    refresh: () => void;
    /** The page came back from the back/forward cache. */
    restored: () => void;
  },
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_ID_KEY) on.refresh();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) on.restored();
  };
  const onVisible = () => {
    if (document.visibilityState === "visible") on.refresh();
  };
  const onOnline = () => on.refresh();
  window.addEventListener("storage", onStorage);
  window.addEventListener("pageshow", onPageShow);
  window.addEventListener("online", onOnline);
  document.addEventListener("visibilitychange", onVisible);
  if (typeof BroadcastChannel !== "undefined") {
    session.channel = new BroadcastChannel("boutique.cart");
    session.channel.onmessage = () => on.refresh();
  }
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener("pageshow", onPageShow);
    window.removeEventListener("online", onOnline);
    document.removeEventListener("visibilitychange", onVisible);
    session.channel?.close();
    session.channel = null;
  };
}

/** Tells the other tabs to read the cart again (after a change, a clear or a dropped cart). */
export function tellOtherTabs(session: CartSession) {
  session.untold = false;
  session.channel?.postMessage("changed");
}

/** Tells the other tabs if an answer was recorded since they were last told. */
export function tellOtherTabsOfAnswers(session: CartSession) {
  if (session.untold) tellOtherTabs(session);
}
