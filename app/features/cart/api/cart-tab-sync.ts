import { CART_ID_KEY } from "../lib/cart-id-storage";

/**
 * What tells a tab its cart may have changed elsewhere (decision 8, "Tabs"): another tab storing
 * a new cart id (the `storage` event) or saying it changed the cart (the "boutique.cart"
 * BroadcastChannel), the page becoming visible or the browser coming back online, and the page
 * being restored from the back/forward cache (the shopper is back from checkout).
 */
export class CartTabSync {
  #channel: BroadcastChannel | null = null;
  #stop: (() => void) | null = null;

  start({
    refresh,
    restored,
  }: {
    /** The cart should be read again. */
    refresh: () => void;
    /** The page came back from the back/forward cache. */
    restored: () => void;
  }) {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === CART_ID_KEY) refresh();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) restored();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    const onOnline = () => refresh();
    window.addEventListener("storage", onStorage);
    window.addEventListener("pageshow", onPageShow);
    window.addEventListener("online", onOnline);
    document.addEventListener("visibilitychange", onVisible);
    if (typeof BroadcastChannel !== "undefined") {
      this.#channel = new BroadcastChannel("boutique.cart");
      this.#channel.onmessage = () => refresh();
    }
    this.#stop = () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("pageshow", onPageShow);
      window.removeEventListener("online", onOnline);
      document.removeEventListener("visibilitychange", onVisible);
      this.#channel?.close();
      this.#channel = null;
    };
  }

  stop() {
    this.#stop?.();
    this.#stop = null;
  }

  /** Tells the other tabs to read the cart again (after a change, a clear or a dropped cart). */
  announceChange() {
    this.#channel?.postMessage("changed");
  }
}
