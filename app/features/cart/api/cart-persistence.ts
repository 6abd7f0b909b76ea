import { clearCartId, readCartId, writeCartId } from "../lib/cart-id-storage";
import type { CartSnapshot } from "../lib/cart-model";
import {
  clearLocalCart,
  hasLocalCart,
  toLocalCart,
  writeLocalCart,
  type LocalCart,
} from "../lib/local-cart-copy";

/**
 * What the cart store keeps in this browser (spec §7, decision 8 "Storage"): the cart id under
 * `boutique.cart-id`, shared by the tabs, and the local copy of the lines under `boutique.cart`.
 * When storage refuses the id, this tab keeps its own in memory for the rest of the visit.
 */
export class CartPersistence {
  readonly #loadReader: () => Promise<{ readLocalCart: () => LocalCart | null }>;
  readonly #switched: (id: string | null) => void;
  #cartId: string | null = null;
  /** False once storage refused the id: this tab then keeps its own id in memory. */
  #storageWorks = true;
  /** The local copy as last read or written; undefined until first needed. */
  #copy: LocalCart | null | undefined = undefined;

  constructor({
    loadReader,
    switched,
  }: {
    /** The local copy's reader (and its schema), loaded only when there is a copy to read. */
    loadReader?: () => Promise<{ readLocalCart: () => LocalCart | null }>;
    /** This tab now follows another cart (or none). */
    switched: (id: string | null) => void;
  }) {
    this.#loadReader = loadReader ?? (() => import("../lib/read-local-cart"));
    this.#switched = switched;
  }

  /** Reads the stored id as the store starts, and returns it. */
  start(): string | null {
    const stored = readCartId();
    if (stored === undefined) this.#storageWorks = false;
    this.#cartId = stored ?? null;
    return this.#cartId;
  }

  /** The id this tab follows, as last seen (without reading storage again). */
  get cartId(): string | null {
    return this.#cartId;
  }

  /** The id in storage (another tab may have changed it), or this tab's own if storage fails. */
  currentId(): string | null {
    if (this.#storageWorks) {
      const stored = readCartId();
      if (stored !== undefined) {
        if (stored !== this.#cartId) this.switchTo(stored, false);
        return stored;
      }
    }
    return this.#cartId;
  }

  /** Follows cart `id` (storing it when `persist`); `switched` hears of a different cart. */
  switchTo(id: string | null, persist: boolean) {
    if (persist && id) this.#storageWorks = writeCartId(id);
    if (id === this.#cartId) return;
    this.#cartId = id;
    if (!id) this.#copy = undefined;
    this.#switched(id);
  }

  /** Stores this tab's id again after an answer for it (unless storage has already refused). */
  keepId(id: string) {
    if (this.#storageWorks) this.#storageWorks = writeCartId(id);
  }

  /** Spec §4 "Clear": deletes both stored entries and follows no cart. */
  clear() {
    clearCartId();
    clearLocalCart();
    this.#copy = null;
    this.#cartId = null;
  }

  /** The provider says cart `id` does not exist: its stored id (if still stored) and the copy go. */
  drop(id: string) {
    clearCartId(id);
    clearLocalCart();
    this.#copy = null;
  }

  /** Whether the local copy has been read (or written) yet. */
  get copyKnown(): boolean {
    return this.#copy !== undefined;
  }

  /** The copy is read again when next needed (another tab may have written it). */
  forgetCopy() {
    this.#copy = undefined;
  }

  async loadCopy(): Promise<LocalCart | null> {
    if (this.#copy !== undefined) return this.#copy;
    if (!hasLocalCart()) return (this.#copy = null);
    const reader = await this.#loadReader();
    this.#copy = reader.readLocalCart();
    return this.#copy;
  }

  writeCopy(cart: CartSnapshot) {
    this.#copy = toLocalCart(cart);
    writeLocalCart(cart);
  }

  /** The copy, when it is of the cart this tab follows (shown while the shop cannot be reached). */
  lastSeen(): LocalCart | null {
    const copy = this.#copy;
    return this.#cartId && copy?.cartId === this.#cartId ? copy : null;
  }
}
