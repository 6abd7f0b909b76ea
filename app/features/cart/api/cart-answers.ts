import type { QueryClient } from "@tanstack/react-query";
import type { StorefrontClient } from "~/lib/storefront-client";
import { EMPTY_CART, fromCommerceCart, type CartSnapshot } from "../lib/cart-model";
import { fromLocalCart } from "../lib/local-cart-copy";
import { cartKey, type CartBase } from "./cart-cache";
import { isAmbiguous } from "./cart-internals";
import { getCart, type CommerceCart } from "./cart-operations";
import type { CartPersistence } from "./cart-persistence";

export const OFFLINE_NOTICE =
  "We can't reach the shop right now. Your cart is saved, and we'll bring it up to date as soon as we can.";

/** What the answers need from the store that holds them. */
export interface AnswersHost {
  /** The last change handed out. */
  seq(): number;
  whenIdle(): Promise<void>;
  /** Something the view shows changed. */
  changed(): void;
  /** The cart is gone: its unsent quantities go too. */
  dropped(): void;
  /** Tells the other tabs to read the cart again. */
  announceChange(): void;
}

/**
 * What the provider said about the cart (decision 8): the cart queries' reads and the answers
 * the changes record in them, with the local copy kept in step. A read waits until no change is
 * in flight; a failed read (or a lost answer) keeps the id and makes the next change read first;
 * only the provider saying the cart does not exist drops it.
 */
export class CartAnswers {
  readonly #qc: QueryClient;
  readonly #sf: StorefrontClient;
  readonly #persistence: CartPersistence;
  readonly #host: AnswersHost;
  /** Set after a lost answer or a failed read: the next change re-reads the cart first. */
  #resyncNeeded = false;
  #notice: string | null = null;

  constructor(options: {
    queryClient: QueryClient;
    storefront: StorefrontClient;
    persistence: CartPersistence;
    host: AnswersHost;
  }) {
    this.#qc = options.queryClient;
    this.#sf = options.storefront;
    this.#persistence = options.persistence;
    this.#host = options.host;
  }

  /** Shown in the drawer while the shop cannot be reached. */
  get notice(): string | null {
    return this.#notice;
  }

  get resyncNeeded(): boolean {
    return this.#resyncNeeded;
  }

  markResyncNeeded() {
    this.#resyncNeeded = true;
  }

  /** A change's answer was lost: the drawer says the shop cannot be reached. */
  showOffline() {
    this.#notice = OFFLINE_NOTICE;
  }

  queryOptions(id: string | null) {
    return {
      queryKey: cartKey(id),
      queryFn: id ? () => this.#readProvider(id) : () => this.#readLocal(),
      // Read on start, on the events `start` listens to, and after changes; never on a timer.
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      networkMode: "always" as const,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    };
  }

  /** The provider's cart as last read or answered, if known. */
  providerCart(id: string): CartSnapshot | null {
    const base = this.#qc.getQueryData<CartBase>(cartKey(id));
    return base?.source === "provider" && base.cart.id === id ? base.cart : null;
  }

  /** The lines of the local copy, changed while there is no commerce cart. */
  setLocalCart(cart: CartSnapshot, through: number) {
    this.#qc.setQueryData<CartBase>(cartKey(null), { cart, through, source: "local" });
    this.#persistence.writeCopy(cart);
  }

  /** Null when the cart is gone (and then dropped); throws when it cannot be read. */
  async reread(id: string): Promise<CommerceCart | null> {
    const cart = await this.#read(id);
    // The shop answered: whatever the change that led here came to, it can be reached.
    this.#notice = null;
    if (!cart) this.dropCart(id);
    return cart;
  }

  /** Stores what the provider answered; `through` is the last change the answer includes. */
  commit(cart: CommerceCart, through: number, { broadcast = true } = {}) {
    const snapshot = fromCommerceCart(cart);
    this.#qc.setQueryData<CartBase>(cartKey(cart.id), {
      cart: snapshot,
      through,
      source: "provider",
    });
    this.#resyncNeeded = false;
    this.#notice = null;
    this.#persistence.writeCopy(snapshot);
    if (cart.id !== this.#persistence.cartId) {
      this.#qc.setQueryData<CartBase>(cartKey(null), {
        cart: EMPTY_CART,
        through,
        source: "local",
      });
      this.#persistence.switchTo(cart.id, true);
    } else {
      this.#persistence.keepId(cart.id);
    }
    if (broadcast) this.#host.announceChange();
    this.#host.changed();
  }

  /** The provider says this cart does not exist (expired, or completed at checkout). */
  dropCart(id: string) {
    this.#persistence.drop(id);
    this.#host.dropped();
    // Through 0: a change still on its way (an add about to make a new cart) stays in view.
    this.#qc.setQueryData<CartBase>(cartKey(null), {
      cart: EMPTY_CART,
      through: 0,
      source: "local",
    });
    if (this.#persistence.cartId === id) this.#persistence.switchTo(null, false);
    this.#qc.removeQueries({ queryKey: cartKey(id), exact: true });
    this.#host.announceChange();
    this.#host.changed();
  }

  async #readProvider(id: string): Promise<CartBase> {
    await this.#host.whenIdle();
    const through = this.#host.seq();
    const cart = await this.#read(id);
    if (!cart) {
      this.dropCart(id);
      return { cart: EMPTY_CART, through, source: "provider" };
    }
    this.#resyncNeeded = false;
    this.#notice = null;
    const snapshot = fromCommerceCart(cart);
    this.#persistence.writeCopy(snapshot);
    return { cart: snapshot, through, source: "provider" };
  }

  async #readLocal(): Promise<CartBase> {
    await this.#host.whenIdle();
    const copy = await this.#persistence.loadCopy();
    const cart = copy?.items.length ? { ...fromLocalCart(copy), id: null } : EMPTY_CART;
    return { cart, through: this.#host.seq(), source: "local" };
  }

  /** The provider's cart, or null when it is gone; a failed read is noted, then rethrown. */
  async #read(id: string): Promise<CommerceCart | null> {
    try {
      return await getCart(this.#sf, id);
    } catch (error) {
      this.#readFailed(error);
      throw error;
    }
  }

  #readFailed(error: unknown) {
    this.#resyncNeeded = true;
    // Only an answer that never came means the shop cannot be reached; a refusal (a GraphQL
    // error, a 4xx) is the shop answering, and is reported where it happened.
    if (isAmbiguous(error)) this.#notice = OFFLINE_NOTICE;
    if (!this.#persistence.copyKnown) {
      void this.#persistence.loadCopy().then(() => this.#host.changed());
    }
    this.#host.changed();
  }
}
