import type { CartStore } from "./cart-store";
import { INITIAL_CART_STATE, type AddRequest, type CartState } from "./cart-state";

/** What the badge and the drawer read: the cart, and whether the drawer is open. */
export interface CartView extends CartState {
  open: boolean;
}

/**
 * The part of the cart every page loads: the drawer's open state and a stand-in for the cart
 * store (./cart-store), whose code is fetched once the page has hydrated. The badge shows
 * nothing until the cart has been read anyway, so it waits for no extra round trip the shopper
 * could see; an action taken before the store has arrived runs as soon as it does.
 */
export class CartClient {
  readonly #loadStore: () => Promise<CartStore>;
  readonly #preload: () => void;
  readonly #listeners = new Set<() => void>();
  #store: CartStore | null = null;
  #waiting: ((store: CartStore) => void)[] = [];
  #open = false;
  #view: CartView = SERVER_VIEW;
  #generation = 0;
  #storePromise: Promise<CartStore> | null = null;

  constructor({
    loadStore,
    preload,
  }: {
    /** Builds the store; `onAdd` opens the drawer. */
    loadStore: (client: { onAdd: () => void }) => Promise<CartStore>;
    /** Fetches the drawer's lines ahead of showing them. */
    preload: () => void;
  }) {
    this.#loadStore = () => loadStore({ onAdd: () => this.setOpen(true) });
    this.#preload = preload;
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  getSnapshot = () => this.#view;

  getServerSnapshot = () => SERVER_VIEW;

  /** Loads and starts the store (after hydration); returns the effect's cleanup. */
  start(): () => void {
    const generation = ++this.#generation;
    let stop = () => {};
    void this.#ensureStore().then((store) => {
      if (generation !== this.#generation) return;
      const unsubscribe = store.subscribe(() => this.#emit());
      const stopStore = store.start();
      stop = () => {
        unsubscribe();
        stopStore();
      };
      this.#emit();
      for (const run of this.#waiting.splice(0)) run(store);
    });
    return () => {
      this.#generation += 1;
      stop();
    };
  }

  setOpen = (open: boolean) => {
    if (open) {
      this.#preload();
      this.#call((store) => store.warm());
    }
    this.#open = open;
    this.#emit();
  };

  add = (request: AddRequest) => this.#call((store) => store.add(request));
  setQuantity = (lineId: string, quantity: number) =>
    this.#call((store) => store.setQuantity(lineId, quantity));
  remove = (lineId: string) => this.#call((store) => store.remove(lineId));
  /** Spec §4 "Clear": empties the cart and deletes both stored entries. */
  clear = () => this.#call((store) => store.clear());
  checkout = () => this.#call((store) => void store.checkout());

  #ensureStore() {
    this.#storePromise ??= this.#loadStore().then((store) => (this.#store = store));
    return this.#storePromise;
  }

  #call(run: (store: CartStore) => void) {
    if (this.#store && this.#waiting.length === 0) run(this.#store);
    else {
      this.#waiting.push(run);
      void this.#ensureStore();
    }
  }

  #emit() {
    this.#view = { ...(this.#store?.getSnapshot() ?? INITIAL_CART_STATE), open: this.#open };
    for (const listener of this.#listeners) listener();
  }
}

const SERVER_VIEW: CartView = { ...INITIAL_CART_STATE, open: false };
