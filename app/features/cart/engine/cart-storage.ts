import { clearCartId, readCartId, writeCartId } from "../lib/cart-id-storage";
import {
  clearLocalCart,
  hasLocalCart,
  toLocalCart,
  writeLocalCart,
  type LocalCart,
} from "../lib/local-cart-copy";
import type { ShownCart } from "../lib/cart-view";
import type { CartSession } from "./cart-session";

// What the cart keeps in this browser: the cart id under `boutique.cart-id`, shared by the tabs,
// and the local copy of the lines under `boutique.cart`. When storage refuses the id (private
// mode, a full quota), this tab keeps its own in memory for the rest of the visit. None of these
// functions switches carts: following another cart is ./cart-answers' `follow`.

/** Reads the stored id as the engine starts; a storage that cannot be read is not used again. */
export function readIdAtStart(session: CartSession): string | null {
  const stored = readCartId();
  if (stored === undefined) session.storageWorks = false;
  return stored ?? null;
}

/** The id in storage now (another tab may have changed it), or this tab's own if storage fails. */
export function storedId(session: CartSession): string | null {
  if (session.storageWorks) {
    const stored = readCartId();
    if (stored !== undefined) return stored;
  }
  return session.cartId;
}

/** Stores the id of the cart this tab follows (unless storage has already refused). */
export function storeId(session: CartSession, id: string) {
  if (session.storageWorks) session.storageWorks = writeCartId(id);
}

/** Stores an id this tab is about to follow; a storage that refuses it is not used again. */
export function storeNewId(session: CartSession, id: string) {
  session.storageWorks = writeCartId(id);
}

/** Deletes both stored entries (the shopper cleared the cart). */
export function clearStored(session: CartSession) {
  clearCartId();
  clearLocalCart();
  session.copy = null;
}

/** The provider says cart `id` does not exist: its stored id (if still stored) and the copy go. */
export function forgetStored(session: CartSession, id: string) {
  clearCartId(id);
  clearLocalCart();
  session.copy = null;
}

/** The local copy, read (and checked) once, then kept in memory until forgotten. */
export async function loadCopy(session: CartSession): Promise<LocalCart | null> {
  if (session.copy !== undefined) return session.copy;
  if (!hasLocalCart()) return (session.copy = null);
  const loadReader = session.options.loadReader ?? (() => import("../lib/read-local-cart"));
  const reader = await loadReader();
  session.copy = reader.readLocalCart();
  return session.copy;
}

/** The copy is read again when next needed (another tab may have written it). */
export function forgetCopy(session: CartSession) {
  session.copy = undefined;
}

export function writeCopy(session: CartSession, cart: ShownCart) {
  session.copy = toLocalCart(cart);
  writeLocalCart(cart);
}
