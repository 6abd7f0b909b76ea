import { MutationObserver, QueryObserver, type QueryClient } from "@tanstack/react-query";
import { StorefrontError, type StorefrontClient } from "~/lib/storefront-client";
import { addedMessage, checkAddToCart, type KnownStock } from "../lib/add-to-cart-rules";
import { CART_ID_KEY, clearCartId, readCartId, writeCartId } from "../lib/cart-id-storage";
import { withCartLock } from "../lib/cart-lock";
import {
  applyDrafts,
  applyOp,
  EMPTY_CART,
  fromCommerceCart,
  quantityOfVariant,
  sizeOf,
  subtotalOf,
  totalQuantity,
  type CartImage,
  type CartOp,
  type CartSnapshot,
  type LineSeed,
  type Money,
} from "../lib/cart-model";
import { checkoutProblem, CheckoutProblem, prepareCheckout } from "../lib/checkout-steps";
import {
  clearLocalCart,
  fromLocalCart,
  hasLocalCart,
  toLocalCart,
  writeLocalCart,
  type LocalCart,
} from "../lib/local-cart-copy";
import {
  addCartLines,
  CartUserError,
  createCart,
  getCart,
  removeCartLines,
  updateCartLines,
  type CartChange,
  type CartLineInput,
  type CommerceCart,
} from "./cart-operations";

/**
 * The one cart of the app (spec §4 "Cart", DESIGN decision 5, security.md §4).
 *
 * - TanStack Query holds what the provider last said, one query per cart id (`["cart", id]`;
 *   `["cart", "local"]` is the local copy when there is no id). Every change is a mutation in
 *   the scope "cart", so they run one at a time, in click order.
 * - What the shopper sees is that answer with the changes still on their way laid over it: the
 *   variables of the pending cart mutations, then the quantities tapped in the drawer and not
 *   sent yet. A change that fails stops being pending and so disappears from the view: that is
 *   the rollback, and it stays right however many changes are queued behind it.
 * - Each answer records the last change it includes (`through`), so a change is never counted
 *   twice between its answer arriving and its mutation settling; cart reads wait until no change
 *   is in flight, and a change starting cancels a read in flight.
 * - Nothing is retried blindly. A change whose answer was lost (network error, 5xx) re-reads the
 *   cart to learn whether it was applied; while the cart cannot be read, every later change
 *   re-reads it first instead of sending into the unknown.
 * - The stored id is dropped only when the provider says the cart does not exist. Tabs share
 *   the id (storage events), tell each other about changes (BroadcastChannel) and take a Web
 *   Lock to create a cart, so two tabs never make two carts.
 *
 * Nothing here runs on the server: `start()` is called from an effect after hydration.
 */

export interface CartState {
  /** False until the cart has been read in this browser (always false on the server). */
  ready: boolean;
  cart: CartSnapshot;
  /** Items in the cart (sum of quantities), the header badge. */
  count: number;
  subtotal: Money;
  /** Spec §4's loading flag: a cart operation or read is in progress. */
  busy: boolean;
  /** Shown in the drawer while the shop cannot be reached. */
  notice: string | null;
  checkingOut: boolean;
  open: boolean;
  /** The latest change, for screen readers (the drawer's live region). */
  announcement: string;
}

/** The product shown on the page, as far as adding it to the cart needs (catalog's Product). */
export interface AddableProduct {
  handle: string;
  name: string;
  currencyCode: string;
  image: CartImage;
  variants: {
    id: string;
    title: string;
    price: number;
    quantityAvailable: number | null;
    options: Record<string, string>;
    image: CartImage | null;
  }[];
}

export interface AddRequest {
  variantId: string | null | undefined;
  quantity: number;
  /** Each variant's known stock, from the product being shown (spec §5). */
  stock: KnownStock[];
  product: AddableProduct;
}

export type OpOutcome = { kind: "applied"; warnings: string[] } | { kind: "gone" };

interface CartBase {
  cart: CartSnapshot;
  /** The `seq` of the last change this answer includes. */
  through: number;
  source: "provider" | "local";
}

type CartKey = readonly ["cart", string];
const cartKey = (id: string | null): CartKey => ["cart", id ?? "local"];

export const OFFLINE_NOTICE =
  "We can't reach the shop right now. Your cart is saved, and we'll bring it up to date as soon as we can.";
const ENDED_NOTICE = "That cart was checked out or has expired, so your cart is empty now.";
const DEBOUNCE_MS = 300;

const INITIAL_STATE: CartState = {
  ready: false,
  cart: EMPTY_CART,
  count: 0,
  subtotal: { amount: 0, currencyCode: "USD" },
  busy: false,
  notice: null,
  checkingOut: false,
  open: false,
  announcement: "",
};

/**
 * A failure after which the change may or may not have been applied: the request may have
 * reached the provider (a network error, a 5xx, an unreadable answer). A GraphQL error, a 4xx,
 * 429 or a user error says the change was not made.
 */
export function isAmbiguous(error: unknown) {
  if (error instanceof CartUserError || error instanceof CheckoutProblem) return false;
  if (!(error instanceof StorefrontError)) return true;
  if (error.kind === "network") return true;
  return error.kind === "http" && (error.status ?? 0) >= 500;
}

export interface CartStoreOptions {
  queryClient: QueryClient;
  storefront: StorefrontClient;
  /** PUBLIC_STORE_DOMAIN: the only origin (and https host) checkout may go to. */
  storeDomain: string;
  toast: {
    success: (message: string) => unknown;
    error: (message: string) => unknown;
    warning: (message: string) => unknown;
  };
  navigate?: (url: string) => void;
  /** Called when the drawer is about to show lines, to fetch its code early. */
  preloadLines?: () => void;
  debounceMs?: number;
  /** The local copy's reader (and its schema), loaded only when there is a copy to read. */
  loadReader?: () => Promise<{ readLocalCart: () => LocalCart | null }>;
}

export class CartStore {
  readonly #qc: QueryClient;
  readonly #sf: StorefrontClient;
  readonly #options: CartStoreOptions;
  readonly #listeners = new Set<() => void>();
  #state = INITIAL_STATE;
  #started = false;
  #observer: QueryObserver<CartBase, Error, CartBase, CartBase, CartKey> | null = null;
  #cartId: string | null = null;
  /** False once storage refused the id: this tab then keeps its own id in memory. */
  #storageWorks = true;
  #seq = 0;
  #inflight = 0;
  #idleWaiters: (() => void)[] = [];
  #drafts = new Map<string, number>();
  #timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Set after a lost answer or a failed read: the next change re-reads the cart first. */
  #resyncNeeded = false;
  #notice: string | null = null;
  #checkingOut = false;
  #open = false;
  #announcement = "";
  /** The local copy as last read or written; undefined until first needed. */
  #copy: LocalCart | null | undefined = undefined;
  #channel: BroadcastChannel | null = null;

  constructor(options: CartStoreOptions) {
    this.#options = options;
    this.#qc = options.queryClient;
    this.#sf = options.storefront;
  }

  // ---- reading ------------------------------------------------------------------------------

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  getSnapshot = () => this.#state;

  getServerSnapshot = () => INITIAL_STATE;

  /** Starts the cart in this browser; returns the function that stops it (effect cleanup). */
  start(): () => void {
    if (this.#started) return () => {};
    this.#started = true;
    const stored = readCartId();
    if (stored === undefined) this.#storageWorks = false;
    this.#cartId = stored ?? null;
    const observer = new QueryObserver(this.#qc, this.#queryOptions(this.#cartId));
    this.#observer = observer;
    const stopQuery = observer.subscribe(() => this.#emit());
    const stopMutations = this.#qc.getMutationCache().subscribe((event) => {
      if (event.mutation?.options.mutationKey?.[0] === "cart") this.#emit();
    });

    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === CART_ID_KEY) void this.refresh();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      // Back from checkout through the back/forward cache: the button is usable again, and
      // the cart is read anew (a completed checkout leaves no cart).
      this.#checkingOut = false;
      this.#emit();
      void this.refresh();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void this.refresh();
    };
    const onOnline = () => void this.refresh();
    window.addEventListener("storage", onStorage);
    window.addEventListener("pageshow", onPageShow);
    window.addEventListener("online", onOnline);
    document.addEventListener("visibilitychange", onVisible);
    if (typeof BroadcastChannel !== "undefined") {
      this.#channel = new BroadcastChannel("boutique.cart");
      this.#channel.onmessage = () => void this.refresh();
    }
    this.#emit();

    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("pageshow", onPageShow);
      window.removeEventListener("online", onOnline);
      document.removeEventListener("visibilitychange", onVisible);
      this.#channel?.close();
      this.#channel = null;
      stopQuery();
      stopMutations();
      this.#observer = null;
      this.#started = false;
      this.#state = INITIAL_STATE;
    };
  }

  /** Re-reads the cart (another tab changed it, the page came back into view). */
  async refresh() {
    if (!this.#started) return;
    const id = this.#currentId();
    if (!id) this.#copy = undefined;
    await this.#observer?.refetch();
  }

  /** Resolves once no cart change is queued or in flight. */
  whenIdle(): Promise<void> {
    if (this.#inflight === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  // ---- shopper actions ------------------------------------------------------------------------

  setOpen = (open: boolean) => {
    if (open) this.#options.preloadLines?.();
    this.#open = open;
    this.#emit();
  };

  /** Spec §5 checks, then the add: the drawer opens with the line at once. */
  add = (request: AddRequest) => {
    const { variantId, quantity, product } = request;
    if (!variantId) {
      console.error("Add to cart needs a variant id");
      return;
    }
    const inCart = quantityOfVariant(this.#compute().cart, variantId);
    const check = checkAddToCart({ variantId, quantity, stock: request.stock, inCart });
    const seed = check.ok ? lineSeed(product, variantId, request.stock) : null;
    if (!check.ok || !seed) {
      const message = check.ok ? "Product variant not available" : check.message;
      this.#options.toast.error(message);
      this.#announce(message);
      return;
    }
    this.#seq += 1;
    this.setOpen(true);
    void this.#enqueue(
      { kind: "add", seq: this.#seq, quantity, seed },
      {
        done: (outcome) => {
          const warning = outcome.kind === "applied" ? outcome.warnings[0] : undefined;
          if (warning) this.#options.toast.warning(warning);
          else this.#options.toast.success(addedMessage(quantity));
          this.#announce(warning ?? `${seed.product.title} added to your cart.`);
        },
        failed: (error) => this.#failed("add", error),
      },
    );
  };

  /**
   * A quantity tapped in the drawer: shown at once, sent once the taps on that line pause, as
   * one cartLinesUpdate of the final (absolute) quantity. Clamped to 1 and the known stock.
   */
  setQuantity = (lineId: string, quantity: number) => {
    const line = this.#compute().cart.lines.find((l) => l.id === lineId);
    if (!line || line.pending) return;
    const ceiling = Math.max(1, line.quantityAvailable ?? Number.POSITIVE_INFINITY);
    const next = Math.min(Math.max(1, Math.trunc(quantity)), ceiling);
    if (next === line.quantity) return;
    this.#drafts.set(lineId, next);
    clearTimeout(this.#timers.get(lineId));
    this.#timers.set(
      lineId,
      setTimeout(() => this.#flushDraft(lineId), this.#options.debounceMs ?? DEBOUNCE_MS),
    );
    this.#emit();
  };

  remove = (lineId: string) => {
    clearTimeout(this.#timers.get(lineId));
    this.#timers.delete(lineId);
    this.#drafts.delete(lineId);
    const line = this.#compute().cart.lines.find((l) => l.id === lineId);
    if (!line || line.pending) return;
    this.#seq += 1;
    void this.#enqueue(
      { kind: "remove", seq: this.#seq, lineId },
      {
        done: (outcome) =>
          this.#announce(
            outcome.kind === "gone"
              ? ENDED_NOTICE
              : `${line.product.title} removed from your cart.`,
          ),
        failed: (error) => this.#failed("remove", error),
      },
    );
    this.#emit();
  };

  /** Spec §4: empties the items and the cart and deletes both stored entries. */
  clear = () => {
    this.#dropDrafts();
    const id = this.#cartId;
    clearCartId();
    clearLocalCart();
    this.#copy = null;
    this.#cartId = null;
    this.#qc.setQueryData<CartBase>(cartKey(null), {
      cart: EMPTY_CART,
      through: this.#seq,
      source: "local",
    });
    this.#observer?.setOptions(this.#queryOptions(null));
    if (id) this.#qc.removeQueries({ queryKey: cartKey(id), exact: true });
    this.#channel?.postMessage("changed");
    this.#emit();
  };

  /**
   * Spec §2/§7/§8: "Creating Checkout..." while the cart is read anew, then the browser goes to
   * its checkout URL, or the button is idle again with the spec's message.
   */
  checkout = async () => {
    if (this.#checkingOut) return;
    this.#checkingOut = true;
    this.#emit();
    try {
      this.#flushDrafts();
      await this.whenIdle();
      const url = await prepareCheckout({
        itemCount: this.#compute().count,
        cartId: this.#currentId(),
        storeDomain: this.#options.storeDomain,
        readCart: (id) => getCart(this.#sf, id),
        onRead: (cart) => this.#commit(cart, this.#seq, { broadcast: false }),
        onExpired: () => this.clear(),
      });
      (this.#options.navigate ?? ((to) => window.location.assign(to)))(url);
      // The button stays busy until the page goes; `pageshow` resets it if the shopper returns.
    } catch (error) {
      const problem =
        error instanceof CheckoutProblem
          ? error
          : checkoutProblem(error instanceof Error ? error.message : "");
      const message = problem.message;
      this.#options.toast.error(message);
      this.#announce(message);
      this.#checkingOut = false;
      this.#emit();
    }
  };

  // ---- the view -----------------------------------------------------------------------------

  #emit() {
    this.#state = this.#compute();
    for (const listener of this.#listeners) listener();
  }

  #compute(): CartState {
    const observer = this.#observer;
    if (!this.#started || !observer) return { ...INITIAL_STATE, open: this.#open };
    const result = observer.getCurrentResult();
    let base: CartBase | undefined = result.data;
    // The shop cannot be reached: show the lines last seen for this cart rather than nothing.
    if (!base && this.#cartId && result.failureCount > 0 && this.#copy?.cartId === this.#cartId) {
      base = { cart: fromLocalCart(this.#copy), through: 0, source: "local" };
    }
    let cart = base?.cart ?? EMPTY_CART;
    for (const op of this.#pendingOps()) {
      if (op.seq > (base?.through ?? 0)) cart = applyOp(cart, op);
    }
    cart = applyDrafts(cart, this.#drafts);
    return {
      ready: Boolean(base),
      cart,
      count: totalQuantity(cart),
      subtotal: subtotalOf(cart),
      busy: this.#inflight > 0 || result.isFetching || this.#drafts.size > 0,
      notice: this.#notice,
      checkingOut: this.#checkingOut,
      open: this.#open,
      announcement: this.#announcement,
    };
  }

  #pendingOps(): CartOp[] {
    return this.#qc
      .getMutationCache()
      .findAll({ mutationKey: ["cart"], status: "pending" })
      .map((mutation) => mutation.state.variables as CartOp | undefined)
      .filter((op): op is CartOp => op !== undefined)
      .sort((a, b) => a.seq - b.seq);
  }

  #announce(text: string) {
    // A repeated message is made different (an invisible space) so it is announced again.
    this.#announcement = text === this.#announcement ? `${text}\u00a0` : text;
    this.#emit();
  }

  // ---- queries ------------------------------------------------------------------------------

  #queryOptions(id: string | null) {
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

  async #readProvider(id: string): Promise<CartBase> {
    await this.whenIdle();
    const through = this.#seq;
    let cart: CommerceCart | null;
    try {
      cart = await getCart(this.#sf, id);
    } catch (error) {
      this.#readFailed();
      throw error;
    }
    if (!cart) {
      this.#dropCart(id);
      return { cart: EMPTY_CART, through, source: "provider" };
    }
    this.#resyncNeeded = false;
    this.#notice = null;
    const snapshot = fromCommerceCart(cart);
    this.#writeCopy(snapshot);
    return { cart: snapshot, through, source: "provider" };
  }

  async #readLocal(): Promise<CartBase> {
    await this.whenIdle();
    const copy = await this.#loadCopy();
    const cart = copy?.items.length ? { ...fromLocalCart(copy), id: null } : EMPTY_CART;
    return { cart, through: this.#seq, source: "local" };
  }

  async #loadCopy(): Promise<LocalCart | null> {
    if (this.#copy !== undefined) return this.#copy;
    if (!hasLocalCart()) return (this.#copy = null);
    const reader = await (this.#options.loadReader ?? (() => import("../lib/read-local-cart")))();
    this.#copy = reader.readLocalCart();
    return this.#copy;
  }

  #readFailed() {
    this.#resyncNeeded = true;
    this.#notice = OFFLINE_NOTICE;
    if (this.#copy === undefined) void this.#loadCopy().then(() => this.#emit());
    this.#emit();
  }

  #writeCopy(cart: CartSnapshot) {
    this.#copy = toLocalCart(cart);
    writeLocalCart(cart);
  }

  // ---- the cart id --------------------------------------------------------------------------

  /** The id in storage (another tab may have changed it), or this tab's own if storage fails. */
  #currentId(): string | null {
    if (this.#storageWorks) {
      const stored = readCartId();
      if (stored !== undefined) {
        if (stored !== this.#cartId) this.#switchTo(stored, false);
        return stored;
      }
    }
    return this.#cartId;
  }

  #switchTo(id: string | null, persist: boolean) {
    if (persist && id) this.#storageWorks = writeCartId(id);
    if (id === this.#cartId) return;
    this.#cartId = id;
    if (!id) this.#copy = undefined;
    this.#observer?.setOptions(this.#queryOptions(id));
    this.#emit();
  }

  /** The provider says this cart does not exist (expired, or completed at checkout). */
  #dropCart(id: string) {
    clearCartId(id);
    this.#dropDrafts();
    clearLocalCart();
    this.#copy = null;
    // Through 0: a change still on its way (an add about to make a new cart) stays in view.
    this.#qc.setQueryData<CartBase>(cartKey(null), {
      cart: EMPTY_CART,
      through: 0,
      source: "local",
    });
    if (this.#cartId === id) this.#switchTo(null, false);
    this.#qc.removeQueries({ queryKey: cartKey(id), exact: true });
    this.#channel?.postMessage("changed");
    this.#emit();
  }

  /** Stores what the provider answered; `through` is the last change the answer includes. */
  #commit(cart: CommerceCart, through: number, { broadcast = true } = {}) {
    const snapshot = fromCommerceCart(cart);
    this.#qc.setQueryData<CartBase>(cartKey(cart.id), {
      cart: snapshot,
      through,
      source: "provider",
    });
    this.#resyncNeeded = false;
    this.#notice = null;
    this.#writeCopy(snapshot);
    if (cart.id !== this.#cartId) {
      this.#qc.setQueryData<CartBase>(cartKey(null), {
        cart: EMPTY_CART,
        through,
        source: "local",
      });
      this.#switchTo(cart.id, true);
    } else if (this.#storageWorks) {
      this.#storageWorks = writeCartId(cart.id);
    }
    if (broadcast) this.#channel?.postMessage("changed");
    this.#emit();
  }

  // ---- changes ------------------------------------------------------------------------------

  /**
   * Queues a change; `settled` runs with its outcome (or failure) before the store counts the
   * change as done, so whoever waits for the cart to be idle sees its message too.
   */
  #enqueue(
    op: CartOp,
    settled: { done: (outcome: OpOutcome) => void; failed: (error: unknown) => void },
  ): Promise<void> {
    this.#inflight += 1;
    const readingId = this.#cartId;
    const observer = new MutationObserver<OpOutcome, unknown, CartOp>(this.#qc, {
      mutationKey: ["cart", op.kind],
      scope: { id: "cart" },
      networkMode: "always",
      retry: false,
      // A read in flight may or may not include this change; its answer must not land after it.
      onMutate: () =>
        readingId ? this.#qc.cancelQueries({ queryKey: cartKey(readingId), exact: true }) : null,
      mutationFn: (variables) => this.#execute(variables),
    });
    const done = observer.mutate(op).then(settled.done, settled.failed);
    this.#emit();
    return done.finally(() => {
      this.#inflight -= 1;
      if (this.#inflight === 0) {
        for (const resolve of this.#idleWaiters.splice(0)) resolve();
        // A read cancelled by a change that then failed is made again.
        const result = this.#observer?.getCurrentResult();
        if (result && !result.data && !result.isFetching) void this.#observer?.refetch();
      }
      this.#emit();
    });
  }

  async #execute(op: CartOp): Promise<OpOutcome> {
    const id = this.#currentId();
    if (!id) {
      if (op.kind === "add") return this.#create(op, null);
      return this.#changeLocal(op);
    }
    let before = this.#providerCart(id);
    if (this.#resyncNeeded || !before) {
      // After a lost answer (or before the cart was ever read) nothing is sent until the cart
      // has been read again: the next change is decided on what the provider really holds.
      const cart = await this.#reread(id);
      if (!cart) return op.kind === "add" ? this.#create(op, id) : { kind: "gone" };
      this.#commit(cart, op.seq - 1, { broadcast: false });
      before = fromCommerceCart(cart);
    }
    const outcome =
      op.kind === "add"
        ? await this.#addTo(id, op, before)
        : op.kind === "update"
          ? await this.#updateLine(id, op, before)
          : await this.#removeLine(id, op, before);
    if (outcome.kind === "gone" && op.kind === "add") return this.#create(op, id);
    return outcome;
  }

  #providerCart(id: string): CartSnapshot | null {
    const base = this.#qc.getQueryData<CartBase>(cartKey(id));
    return base?.source === "provider" && base.cart.id === id ? base.cart : null;
  }

  /** Null when the cart is gone (and then dropped); throws when it cannot be read. */
  async #reread(id: string): Promise<CommerceCart | null> {
    let cart: CommerceCart | null;
    try {
      cart = await getCart(this.#sf, id);
    } catch (error) {
      this.#readFailed();
      throw error;
    }
    if (!cart) this.#dropCart(id);
    return cart;
  }

  /**
   * Sends a change; if its answer is lost, reads the cart to see whether it was applied
   * (`applied` decides from the re-read cart). Never sends the change a second time.
   */
  async #send(
    id: string,
    op: CartOp,
    request: () => Promise<CartChange>,
    applied: (after: CartSnapshot) => boolean,
  ): Promise<OpOutcome> {
    let change: CartChange;
    try {
      change = await request();
    } catch (error) {
      if (!isAmbiguous(error)) throw error;
      this.#resyncNeeded = true;
      let after: CommerceCart | null;
      try {
        after = await this.#reread(id);
      } catch {
        throw error;
      }
      if (!after) return { kind: "gone" };
      const landed = applied(fromCommerceCart(after));
      this.#commit(after, landed ? op.seq : op.seq - 1);
      if (landed) return { kind: "applied", warnings: [] };
      throw error;
    }
    if (change.kind === "gone") {
      this.#dropCart(id);
      return change;
    }
    this.#commit(change.cart, op.seq);
    return { kind: "applied", warnings: change.warnings };
  }

  #addTo(id: string, op: Extract<CartOp, { kind: "add" }>, before: CartSnapshot) {
    const { variantId } = op.seed;
    const inCart = quantityOfVariant(before, variantId);
    assertCanAdd(op, inCart);
    const lines = [{ merchandiseId: variantId, quantity: op.quantity }];
    return this.#send(
      id,
      op,
      () => addCartLines(this.#sf, id, lines),
      (after) => quantityOfVariant(after, variantId) > inCart,
    );
  }

  async #updateLine(
    id: string,
    op: Extract<CartOp, { kind: "update" }>,
    before: CartSnapshot,
  ): Promise<OpOutcome> {
    const line = before.lines.find((l) => l.id === op.lineId);
    // Gone already (removed in another tab): there is nothing to change.
    if (!line || line.quantity === op.quantity) return { kind: "applied", warnings: [] };
    return this.#send(
      id,
      op,
      () => updateCartLines(this.#sf, id, [{ id: op.lineId, quantity: op.quantity }]),
      (after) => after.lines.find((l) => l.id === op.lineId)?.quantity === op.quantity,
    );
  }

  async #removeLine(
    id: string,
    op: Extract<CartOp, { kind: "remove" }>,
    before: CartSnapshot,
  ): Promise<OpOutcome> {
    if (!before.lines.some((l) => l.id === op.lineId)) return { kind: "applied", warnings: [] };
    return this.#send(
      id,
      op,
      () => removeCartLines(this.#sf, id, [op.lineId]),
      (after) => !after.lines.some((l) => l.id === op.lineId),
    );
  }

  /**
   * Makes a cart for an add, under the cross-tab lock: another tab may have made one while
   * this one waited, and then the line goes into that cart instead. Lines of a local copy
   * without a cart come along, so a shopper whose cart id was lost keeps them.
   */
  async #create(op: Extract<CartOp, { kind: "add" }>, deadId: string | null): Promise<OpOutcome> {
    const local = deadId
      ? EMPTY_CART
      : (await this.#qc.ensureQueryData(this.#queryOptions(null))).cart;
    return withCartLock(async () => {
      const stored = this.#currentId();
      if (stored && stored !== deadId) {
        const cart = await this.#reread(stored);
        if (cart) {
          this.#commit(cart, op.seq - 1, { broadcast: false });
          const outcome = await this.#addTo(stored, op, fromCommerceCart(cart));
          if (outcome.kind === "applied") return outcome;
        }
      }
      assertCanAdd(op, quantityOfVariant(local, op.seed.variantId));
      const lines = mergeLines([
        ...local.lines.map((line) => ({ merchandiseId: line.variantId, quantity: line.quantity })),
        { merchandiseId: op.seed.variantId, quantity: op.quantity },
      ]);
      // A lost answer here cannot be checked (there is no id to read), so it is reported as a
      // failure; at worst the provider keeps an abandoned cart nobody refers to.
      const change = await createCart(this.#sf, lines);
      if (change.kind === "gone") throw new CartUserError("The cart could not be created.");
      this.#commit(change.cart, op.seq);
      return { kind: "applied", warnings: change.warnings };
    });
  }

  /** Changes to the lines of a local copy that has no commerce cart (spec §4 keeps them). */
  #changeLocal(op: CartOp): OpOutcome {
    const base = this.#qc.getQueryData<CartBase>(cartKey(null));
    const cart = applyOp(base?.cart ?? EMPTY_CART, op);
    const next = { ...cart, lines: cart.lines.map((line) => ({ ...line, pending: false })) };
    this.#qc.setQueryData<CartBase>(cartKey(null), {
      cart: next,
      through: op.seq,
      source: "local",
    });
    this.#writeCopy(next);
    return { kind: "applied", warnings: [] };
  }

  #flushDraft(lineId: string) {
    clearTimeout(this.#timers.get(lineId));
    this.#timers.delete(lineId);
    const quantity = this.#drafts.get(lineId);
    if (quantity === undefined) return;
    this.#drafts.delete(lineId);
    const line = this.#compute().cart.lines.find((l) => l.id === lineId);
    if (!line || line.quantity === quantity) {
      this.#emit();
      return;
    }
    this.#seq += 1;
    void this.#enqueue(
      { kind: "update", seq: this.#seq, lineId, quantity },
      {
        done: (outcome) =>
          this.#announce(
            outcome.kind === "gone"
              ? ENDED_NOTICE
              : `Quantity of ${line.product.title} updated to ${quantity}.`,
          ),
        failed: (error) => this.#failed("update", error),
      },
    );
  }

  #flushDrafts() {
    for (const lineId of Array.from(this.#drafts.keys())) this.#flushDraft(lineId);
  }

  #dropDrafts() {
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    this.#drafts.clear();
  }

  #failed(kind: "add" | "update" | "remove", error: unknown) {
    if (isAmbiguous(error)) this.#notice = OFFLINE_NOTICE;
    let message: string;
    if (error instanceof CartUserError) {
      message = error.message;
      // Spec §8: a refused add is the caller's to show; update and remove only log theirs.
      if (kind !== "add") console.error(`Cart ${kind} refused: ${message}`);
      // A stale tab changing a line another tab removed: show what the cart really holds.
      if (kind !== "add") void this.refresh();
    } else {
      message =
        kind === "add"
          ? "Failed to add to cart"
          : kind === "update"
            ? "Failed to update the quantity"
            : "Failed to remove the item";
      console.error(message, error);
    }
    this.#options.toast.error(message);
    this.#announce(message);
  }
}

function assertCanAdd(op: Extract<CartOp, { kind: "add" }>, inCart: number) {
  const check = checkAddToCart({
    variantId: op.seed.variantId,
    quantity: op.quantity,
    stock: [{ id: op.seed.variantId, quantityAvailable: op.seed.quantityAvailable }],
    inCart,
  });
  if (!check.ok) throw new CartUserError(check.message);
}

export function mergeLines(lines: CartLineInput[]): CartLineInput[] {
  const merged = new Map<string, number>();
  for (const { merchandiseId, quantity } of lines) {
    merged.set(merchandiseId, (merged.get(merchandiseId) ?? 0) + quantity);
  }
  return Array.from(merged, ([merchandiseId, quantity]) => ({ merchandiseId, quantity }));
}

const imageOf = ({ url, altText }: CartImage): CartImage => ({ url, altText });

/** The optimistic line: what the page shows of the product, until the provider answers. */
export function lineSeed(
  product: AddableProduct,
  variantId: string,
  stock: KnownStock[],
): LineSeed | null {
  const variant = product.variants.find((v) => v.id === variantId);
  if (!variant) return null;
  const known = stock.find((entry) => entry.id === variantId);
  return {
    variantId,
    variantTitle: variant.title,
    quantityAvailable: known ? known.quantityAvailable : variant.quantityAvailable,
    unitPrice: { amount: variant.price, currencyCode: product.currencyCode },
    size: sizeOf(variant.options),
    product: { handle: product.handle, title: product.name },
    image: imageOf(variant.image ?? product.image),
  };
}
