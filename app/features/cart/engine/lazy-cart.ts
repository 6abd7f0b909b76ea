import { toast } from "~/components/ui/toast";
import type { CartLineDraft } from "~/lib/cart-line-draft";
import { INITIAL_CART_VIEW, type CartView } from "../lib/cart-view";
import type { CartEngine } from "./cart-engine";

type Waiting = { run: (engine: CartEngine) => void; unavailable?: () => void };

/**
 * The part of the cart every page loads: the drawer's open state and a stand-in for the cart
 * engine (./cart-engine), whose code is fetched once the page has hydrated. The badge shows
 * nothing until the cart has been read anyway, so it waits for no extra round trip the shopper
 * could see; an action taken before the engine has arrived runs as soon as it has started.
 */
export class LazyCart {
  readonly #loadEngine: () => Promise<CartEngine>;
  readonly #preload: () => void;
  readonly #listeners = new Set<() => void>();
  #loading: Promise<CartEngine> | null = null;
  #engine: CartEngine | null = null;
  /** Set while mounted (between `start` and its cleanup). */
  #active = false;
  #stopEngine: (() => void) | null = null;
  #waiting: Waiting[] = [];
  #open = false;
  #view: CartView = SERVER_VIEW;

  constructor({
    loadEngine,
    preload,
  }: {
    /** Loads and builds the engine; `onAdd` opens the drawer. */
    loadEngine: (client: { onAdd: () => void }) => Promise<CartEngine>;
    /** Fetches the drawer's lines ahead of showing them. */
    preload: () => void;
  }) {
    this.#loadEngine = () => loadEngine({ onAdd: () => this.setOpen(true) });
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

  /** Loads and starts the engine (an effect, after hydration); returns the effect's cleanup. */
  start(): () => void {
    this.#active = true;
    if (this.#engine) this.#startEngine();
    else this.#ensureEngine().catch(() => {});
    return () => {
      this.#active = false;
      this.#stopEngine?.();
      this.#stopEngine = null;
    };
  }

  /** Fetches what showing the drawer and sending a change need, ahead of the first add. */
  warm = () => {
    this.#preload();
    this.#call((engine) => engine.warm());
  };

  setOpen = (open: boolean) => {
    if (open) this.warm();
    this.#open = open;
    this.#emit();
  };

  add = (draft: CartLineDraft) =>
    this.#call(
      (engine) => engine.add(draft),
      () => toast.error("Failed to add to cart"),
    );
  setQuantity = (lineId: string, quantity: number) =>
    this.#call((engine) => engine.setQuantity(lineId, quantity));
  remove = (lineId: string) => this.#call((engine) => engine.remove(lineId));
  /** Empties the cart and deletes both stored entries. */
  clear = () => this.#call((engine) => engine.clear());
  checkout = () => this.#call((engine) => void engine.checkout());

  #ensureEngine(): Promise<CartEngine> {
    this.#loading ??= this.#loadEngine().then(
      (engine) => {
        this.#engine = engine;
        this.#startEngine();
        return engine;
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

  #startEngine() {
    const engine = this.#engine;
    if (!engine || !this.#active || this.#stopEngine) return;
    const unsubscribe = engine.subscribe(() => this.#emit());
    const stop = engine.start();
    this.#stopEngine = () => {
      unsubscribe();
      stop();
    };
    this.#emit();
    for (const { run } of this.#waiting.splice(0)) run(engine);
  }

  #call(run: (engine: CartEngine) => void, unavailable?: () => void) {
    if (this.#engine && this.#stopEngine) {
      run(this.#engine);
      return;
    }
    this.#waiting.push({ run, unavailable });
    if (this.#engine) this.#startEngine();
    else this.#ensureEngine().catch(() => {});
  }

  #emit() {
    this.#view = { ...(this.#engine?.getSnapshot() ?? INITIAL_CART_VIEW), open: this.#open };
    for (const listener of this.#listeners) listener();
  }
}

const SERVER_VIEW: CartView = INITIAL_CART_VIEW;
