import { StorefrontError } from "~/lib/storefront-client";
import { CartUserError } from "../api/cart-line-mutations";
import { getCart, type ProviderCart } from "../api/get-cart";
import { fromLocalCart } from "../lib/local-cart-copy";
import { EMPTY_CART, type ShownCart } from "../lib/cart-view";
import { fromProviderCart } from "../lib/shown-cart";
import { cartKey, showChanges, type CartSession, type RecordedAnswer } from "./cart-session";
import {
  clearStored,
  forgetStored,
  loadCopy,
  storedId,
  storeId,
  storeNewId,
  writeCopy,
} from "./cart-storage";
import { whenIdle } from "./change-queue";
import { discardAllDrafts } from "./quantity-drafts";
import { tellOtherTabs } from "./tab-sync";

// What the provider said about the cart: the cart queries' reads, the answers the changes record
// in them (with the local copy kept in step), and which cart this tab follows. A read waits until
// no change is in flight; a failed read (or a lost answer) keeps the id and makes the next change
// read first; only the provider saying the cart does not exist drops it.

export const OFFLINE_NOTICE =
  "We can't reach the shop right now. Your cart is saved, and we'll bring it up to date as soon as we can.";

/**
 * A failure after which the change may or may not have been applied: the request may have
 * reached the provider (a network error, a 5xx, an unreadable answer). A GraphQL error, a 4xx,
 * 429 or a user error says the change was not made.
 */
export function isAmbiguous(error: unknown) {
  if (error instanceof CartUserError) return false;
  if (!(error instanceof StorefrontError)) return true;
  if (error.kind === "network") return true;
  return error.kind === "http" && (error.status ?? 0) >= 500;
}

/** The query of cart `id` (or of the local copy): read on start, on the tab events and after changes. */
export function cartQuery(session: CartSession, id: string | null) {
  return {
    queryKey: cartKey(id),
    queryFn: id ? () => readProvider(session, id) : () => readLocal(session),
    // Never on a timer, on focus or on reconnecting: ./tab-sync says when to read again.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    networkMode: "always" as const,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  };
}

/**
 * Follows cart `id` (or none): the view now shows its query. `store` writes the id to storage
 * first, so the other tabs follow it too.
 */
export function follow(session: CartSession, id: string | null, { store = false } = {}) {
  if (store && id) storeNewId(session, id);
  if (id === session.cartId) return;
  session.cartId = id;
  if (!id) session.copy = undefined;
  session.observer?.setOptions(cartQuery(session, id));
  showChanges(session);
}

/** Follows the cart whose id is in storage now: another tab may have made or replaced it. */
export function followStoredId(session: CartSession): string | null {
  const id = storedId(session);
  follow(session, id);
  return id;
}

/** The provider's cart as last read or answered, if known. */
export function providerCart(session: CartSession, id: string): ShownCart | null {
  const base = session.queryClient.getQueryData<RecordedAnswer>(cartKey(id));
  return base?.source === "provider" && base.cart.id === id ? base.cart : null;
}

/** The lines of the local copy, kept while there is no commerce cart. */
export async function localCart(session: CartSession): Promise<ShownCart> {
  return (await session.queryClient.ensureQueryData(cartQuery(session, null))).cart;
}

/** Records lines of the local copy changed while there is no commerce cart. */
export function recordLocal(session: CartSession, cart: ShownCart, through: number) {
  session.queryClient.setQueryData<RecordedAnswer>(cartKey(null), {
    cart,
    through,
    source: "local",
  });
  writeCopy(session, cart);
}

/**
 * Records what the provider answered; `through` is the last change the answer includes. A cart
 * this tab did not follow yet (one just made, or another tab's) is stored and followed. Unless
 * `untold`, the other tabs are told of it once the change is done.
 */
export function recordAnswer(
  session: CartSession,
  cart: ProviderCart,
  through: number,
  { tell = true } = {},
) {
  const shown = fromProviderCart(cart);
  const { queryClient } = session;
  queryClient.setQueryData<RecordedAnswer>(cartKey(cart.id), {
    cart: shown,
    through,
    source: "provider",
  });
  session.resyncNeeded = false;
  session.notice = null;
  writeCopy(session, shown);
  if (cart.id !== session.cartId) {
    queryClient.setQueryData<RecordedAnswer>(cartKey(null), {
      cart: EMPTY_CART,
      through,
      source: "local",
    });
    follow(session, cart.id, { store: true });
  } else {
    storeId(session, cart.id);
  }
  if (tell) session.untold = true;
  showChanges(session);
}

/** The provider says this cart does not exist (expired, or completed at checkout). */
export function dropCart(session: CartSession, id: string) {
  forgetStored(session, id);
  discardAllDrafts(session);
  // Through 0: a change still on its way (an add about to make a new cart) stays in view.
  session.queryClient.setQueryData<RecordedAnswer>(cartKey(null), {
    cart: EMPTY_CART,
    through: 0,
    source: "local",
  });
  if (session.cartId === id) follow(session, null);
  session.queryClient.removeQueries({ queryKey: cartKey(id), exact: true });
  tellOtherTabs(session);
  showChanges(session);
}

/** The shopper cleared the cart: the items and the cart go, and both stored entries. */
export function clearCart(session: CartSession) {
  discardAllDrafts(session);
  const id = session.cartId;
  clearStored(session);
  session.cartId = null;
  session.queryClient.setQueryData<RecordedAnswer>(cartKey(null), {
    cart: EMPTY_CART,
    through: session.seq,
    source: "local",
  });
  session.observer?.setOptions(cartQuery(session, null));
  if (id) session.queryClient.removeQueries({ queryKey: cartKey(id), exact: true });
  tellOtherTabs(session);
  showChanges(session);
}

/** Reads the cart anew: null (and the cart dropped) when it is gone; throws when it cannot be read. */
export async function reread(session: CartSession, id: string): Promise<ProviderCart | null> {
  const cart = await read(session, id);
  // The shop answered: whatever the change that led here came to, it can be reached.
  session.notice = null;
  if (!cart) dropCart(session, id);
  return cart;
}

/** A change's answer was lost: the next change reads the cart before it sends anything. */
export function markResyncNeeded(session: CartSession) {
  session.resyncNeeded = true;
}

/** A change's answer was lost and the cart could not be read since: the drawer says so. */
export function showOffline(session: CartSession) {
  session.notice = OFFLINE_NOTICE;
}

async function readProvider(session: CartSession, id: string): Promise<RecordedAnswer> {
  await whenIdle(session);
  const through = session.seq;
  const cart = await read(session, id);
  if (!cart) {
    dropCart(session, id);
    return { cart: EMPTY_CART, through, source: "provider" };
  }
  session.resyncNeeded = false;
  session.notice = null;
  const shown = fromProviderCart(cart);
  writeCopy(session, shown);
  return { cart: shown, through, source: "provider" };
}

async function readLocal(session: CartSession): Promise<RecordedAnswer> {
  await whenIdle(session);
  const copy = await loadCopy(session);
  const cart = copy?.items.length ? { ...fromLocalCart(copy), id: null } : EMPTY_CART;
  return { cart, through: session.seq, source: "local" };
}

/** The provider's cart, or null when it is gone; a failed read is noted, then rethrown. */
async function read(session: CartSession, id: string): Promise<ProviderCart | null> {
  try {
    return await getCart(session.options.storefront, id);
  } catch (error) {
    session.resyncNeeded = true;
    // Only an answer that never came means the shop cannot be reached; a refusal (a GraphQL
    // error, a 4xx) is the shop answering, and is reported where it happened.
    if (isAmbiguous(error)) session.notice = OFFLINE_NOTICE;
    if (session.copy === undefined) void loadCopy(session).then(() => showChanges(session));
    showChanges(session);
    throw error;
  }
}
