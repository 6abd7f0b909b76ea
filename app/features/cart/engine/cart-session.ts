import type { QueryClient, QueryObserver } from "@tanstack/react-query";
import type { StorefrontClient } from "~/lib/storefront-client";
import {
  INITIAL_CART_VIEW,
  type CartOffers,
  type CartView,
  type NoteState,
  type ShownCart,
} from "../lib/cart-view";
import { fromLocalCart, type LocalCart } from "../lib/local-cart-copy";
import { deriveCartView, type CartChange } from "../lib/shown-cart";

// Everything the cart engine knows in this tab, as one plain record (CartSession) that the
// engine's functions read and write; no part of the engine holds state of its own or calls
// another part back. Also what TanStack Query holds for it: one query per cart id, and the cart
// mutations still pending, whose variables are the changes laid over the last answer.

export interface CartToast {
  success: (message: string) => unknown;
  error: (message: string) => unknown;
  warning: (message: string) => unknown;
}

export interface CartEngineOptions {
  queryClient: QueryClient;
  storefront: StorefrontClient;
  /** PUBLIC_STORE_DOMAIN: the only origin (and https host) checkout may go to. */
  storeDomain: string;
  /** PUBLIC_CHECKOUT_DOMAIN: the https host checkout may go to, when not the store domain's. */
  checkoutDomain?: string;
  toast: CartToast;
  navigate?: (url: string) => void;
  /** Called when an add is about to be shown: the drawer opens with the new line. */
  onAdd?: () => void;
  /** How long quantity taps on a line must pause before the final quantity is sent. */
  debounceMs?: number;
  /** How long typing in the note must pause before the note is saved. */
  noteDebounceMs?: number;
  /** The local copy's reader (and its schema), loaded only when there is a copy to read. */
  loadReader?: () => Promise<{ readLocalCart: () => LocalCart | null }>;
}

/** What a cart query holds: an answer, and the last change (`seq`) it includes. */
export interface RecordedAnswer {
  cart: ShownCart;
  through: number;
  source: "provider" | "local";
}

export type CartKey = readonly ["cart", string];

/** `["cart", id]`, or `["cart", "local"]` for the local copy when there is no cart id. */
export const cartKey = (id: string | null): CartKey => ["cart", id ?? "local"];

export interface CartSession {
  readonly options: CartEngineOptions;
  readonly queryClient: QueryClient;
  readonly listeners: Set<() => void>;
  /** The view as last shown. */
  view: CartView;
  started: boolean;
  /** Follows the query of the cart this tab shows. */
  observer: QueryObserver<RecordedAnswer, Error, RecordedAnswer, RecordedAnswer, CartKey> | null;
  /** The number of the last change handed out (changes are numbered in click order). */
  seq: number;
  checkingOut: boolean;

  // What this tab keeps in the browser (./cart-storage).
  /** The cart id this tab follows. */
  cartId: string | null;
  /** False once storage refused the id: this tab then keeps its own id in memory. */
  storageWorks: boolean;
  /** The local copy as last read or written; undefined until first needed. */
  copy: LocalCart | null | undefined;

  // What the provider said (./cart-answers).
  /** Set after a lost answer or a failed read: the next change reads the cart first. */
  resyncNeeded: boolean;
  /** Shown in the drawer while the shop cannot be reached. */
  notice: string | null;
  /** An answer was recorded that the other tabs have not been told about yet. */
  untold: boolean;

  // What the shopper is told (./cart-feedback).
  announcement: string;

  // Quantities tapped and not sent yet (./quantity-drafts).
  readonly drafts: Map<string, number>;
  readonly draftTimers: Map<string, ReturnType<typeof setTimeout>>;

  // The note as typed and not sent yet, and whether its last save failed (./cart-engine).
  noteDraft: string | null;
  noteTimer: ReturnType<typeof setTimeout> | null;
  noteFailed: boolean;
  /** The drawer's codes, gift cards and note, set by the engine (see CartView's `offers`). */
  offers: Omit<CartOffers, "noteState"> | null;

  // Changes queued or in flight (./change-queue).
  inFlight: number;
  idleWaiters: (() => void)[];

  // Other tabs (./tab-sync) and the customer the cart carries (./cart-buyer).
  channel: BroadcastChannel | null;
  stopListening: (() => void) | null;
  buyerInFlight: string | null;
}

export function openSession(options: CartEngineOptions): CartSession {
  return {
    options,
    queryClient: options.queryClient,
    listeners: new Set(),
    view: INITIAL_CART_VIEW,
    started: false,
    observer: null,
    seq: 0,
    checkingOut: false,
    cartId: null,
    storageWorks: true,
    copy: undefined,
    resyncNeeded: false,
    notice: null,
    untold: false,
    announcement: "",
    drafts: new Map(),
    draftTimers: new Map(),
    noteDraft: null,
    noteTimer: null,
    noteFailed: false,
    offers: null,
    inFlight: 0,
    idleWaiters: [],
    channel: null,
    stopListening: null,
    buyerInFlight: null,
  };
}

/** The changes queued or in flight, in click order. */
export function pendingChanges(session: CartSession): CartChange[] {
  return session.queryClient
    .getMutationCache()
    .findAll({ mutationKey: ["cart"], status: "pending" })
    .map((mutation) => mutation.state.variables as CartChange | undefined)
    .filter((change): change is CartChange => change !== undefined)
    .sort((a, b) => a.seq - b.seq);
}

/** What the shopper sees now (see ../lib/cart-view). */
export function viewOf(session: CartSession): CartView {
  const observer = session.observer;
  if (!session.started || !observer) return INITIAL_CART_VIEW;
  const result = observer.getCurrentResult();
  let base: RecordedAnswer | undefined = result.data;
  // The shop cannot be reached: show the lines last seen for this cart rather than nothing.
  const copy = session.copy;
  const lastSeen =
    !base && result.failureCount > 0 && session.cartId && copy?.cartId === session.cartId
      ? copy
      : null;
  if (lastSeen) base = { cart: fromLocalCart(lastSeen), through: 0, source: "local" };
  const pending = pendingChanges(session);
  const view = deriveCartView({
    base,
    pending,
    drafts: session.drafts,
    working: session.inFlight > 0 || result.isFetching,
    notice: session.notice,
    checkingOut: session.checkingOut,
    announcement: session.announcement,
    noteDraft: session.noteDraft,
  });
  if (!session.offers) return view;
  return { ...view, offers: { ...session.offers, noteState: noteState(session, pending) } };
}

function noteState(session: CartSession, pending: CartChange[]): NoteState {
  if (session.noteFailed) return "failed";
  if (session.noteDraft !== null) return "typing";
  return pending.some((change) => change.kind === "note") ? "saving" : "saved";
}

/** Something the view shows changed: work the view out again and tell whoever shows it. */
export function showChanges(session: CartSession) {
  session.view = viewOf(session);
  for (const listener of session.listeners) listener();
}
