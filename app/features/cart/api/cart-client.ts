import { toast } from "~/components/ui/toast";
import type { CartStore } from "./cart-store";
import { INITIAL_CART_STATE, type AddRequest, type CartState } from "./cart-state";

/** What the badge and the drawer read: the cart, and whether the drawer is open. */
export interface CartView extends CartState {
  open: boolean;
}

type Waiting = { run: (store: CartStore) => void; unavailable?: () => void };

/**
 * The part of the cart every page loads: the drawer's open state and a stand-in for the cart
 * store (./cart-store), whose code is fetched once the page has hydrated. The badge shows
 * nothing until the cart has been read anyway, so it waits for no extra round trip the shopper
 * could see; an action taken before the store has arrived runs as soon as it has started.
 */
export class CartClient {
  readonly #loadStore: () => Promise<CartStore>;
  readonly #preload: () => void;
  readonly #listeners = new Set<() => void>();
  #loading: Promise<CartStore> | null = null;
  #store: CartStore | null = null;
  /** Set while mounted (between `start` and its cleanup). */
  #active = false;
  #stopStore: (() => void) | null = null;
  #waiting: Waiting[] = [];
  #open = false;
  #view: CartView = SERVER_VIEW;

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

  /** Loads and starts the store (an effect, after hydration); returns the effect's cleanup. */
  start(): () => void {
    this.#active = true;
    if (this.#store) this.#startStore();
    else this.#ensureStore().catch(() => {});
    return () => {
      this.#active = false;
      this.#stopStore?.();
      this.#stopStore = null;
    };
  }

  /** Fetches what showing the drawer and sending a change need, ahead of the first add. */
  warm = () => {
    this.#preload();
    this.#call((store) => store.warm());
  };

  setOpen = (open: boolean) => {
    if (open) this.warm();
    this.#open = open;
    this.#emit();
  };

  add = (request: AddRequest) =>
    this.#call(
      (store) => store.add(request),
      () => toast.error("Failed to add to cart"),
    );
  setQuantity = (lineId: string, quantity: number) =>
    this.#call((store) => store.setQuantity(lineId, quantity));
  remove = (lineId: string) => this.#call((store) => store.remove(lineId));
  /** Spec §4 "Clear": empties the cart and deletes both stored entries. */
  clear = () => this.#call((store) => store.clear());
  checkout = () => this.#call((store) => void store.checkout());

  #ensureStore(): Promise<CartStore> {
    this.#loading ??= this.#loadStore().then(
      (store) => {
        this.#store = store;
        this.#startStore();
        return store;
      },
      (error: unknown) => {
        // The code could not be fetched (offline, a new release): say so, and try again on
        // the shopper's next action rather than never.
        console.error("The cart could not be loaded", error);
        this.#loading = null;
        for (const { unavailable } of this.#waiting.splice(0)) unavailable?.();
        throw error;
      },
    );
    return this.#loading;
  }

  #startStore() {
    const store = this.#store;
    if (!store || !this.#active || this.#stopStore) return;
    const unsubscribe = store.subscribe(() => this.#emit());
    const stop = store.start();
    this.#stopStore = () => {
      unsubscribe();
      stop();
    };
    this.#emit();
    for (const { run } of this.#waiting.splice(0)) run(store);
  }

  #call(run: (store: CartStore) => void, unavailable?: () => void) {
    if (this.#store && this.#stopStore) {
      run(this.#store);
      return;
    }
    this.#waiting.push({ run, unavailable });
    if (this.#store) this.#startStore();
    else this.#ensureStore().catch(() => {});
  }

  #emit() {
    this.#view = { ...(this.#store?.getSnapshot() ?? INITIAL_CART_STATE), open: this.#open };
    for (const listener of this.#listeners) listener();
  }
}

const SERVER_VIEW: CartView = { ...INITIAL_CART_STATE, open: false };
