import { QueryObserver, type QueryClient } from "@tanstack/react-query";
import type { StorefrontClient } from "~/lib/storefront-client";
import { checkAddToCart } from "../lib/add-to-cart-rules";
import { EMPTY_CART, quantityOfVariant, type CartOp } from "../lib/cart-model";
import { deriveCartState } from "../lib/cart-view";
import { lineSeed } from "../lib/line-seed";
import { fromLocalCart, type LocalCart } from "../lib/local-cart-copy";
import { CartAnswers } from "./cart-answers";
import { CartBuyer } from "./cart-buyer";
import { cartKey, pendingCartOps, type CartBase, type CartKey } from "./cart-cache";
import { CartChangeQueue } from "./cart-change-queue";
import { QuantityDrafts } from "./cart-drafts";
import { CartFeedback, type CartToast, type ChangeKind } from "./cart-feedback";
import { isAmbiguous, type CartInternals, type OpOutcome } from "./cart-internals";
import { CartPersistence } from "./cart-persistence";
import { CartUserError } from "./cart-operations";
import { INITIAL_CART_STATE, type AddRequest, type CartState } from "./cart-state";
import { CartTabSync } from "./cart-tab-sync";

/** The change engine, fetched with the first change (and when the drawer is about to open). */
const loadChanges = () => import("./cart-changes");

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
 * The store coordinates; its parts sit beside it: ./cart-answers (the reads and the answers
 * recorded), ./cart-change-queue (the serial mutations), ./cart-drafts (quantity taps),
 * ./cart-persistence (the stored id and the local copy), ./cart-tab-sync (other tabs and page
 * events), ./cart-feedback (toasts and announcements), ./cart-buyer (the signed-in customer the
 * cart carries) and ../lib/cart-view (what is shown).
 * What each change does once its turn comes is in ./cart-changes, loaded with the first change;
 * this module and its parts are loaded after hydration by ./cart-client, so none is part of a
 * page's first load.
 *
 * Nothing here runs on the server: `start()` is called from an effect after hydration.
 */

const DEBOUNCE_MS = 300;

export interface CartStoreOptions {
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
  debounceMs?: number;
  /** The local copy's reader (and its schema), loaded only when there is a copy to read. */
  loadReader?: () => Promise<{ readLocalCart: () => LocalCart | null }>;
}

export class CartStore {
  readonly #qc: QueryClient;
  readonly #options: CartStoreOptions;
  readonly #listeners = new Set<() => void>();
  #state = INITIAL_CART_STATE;
  #started = false;
  #observer: QueryObserver<CartBase, Error, CartBase, CartBase, CartKey> | null = null;
  #seq = 0;
  #checkingOut = false;
  readonly #tabs = new CartTabSync();

  readonly #internals: CartInternals;
  readonly #drafts: QuantityDrafts;
  readonly #persistence: CartPersistence;
  readonly #changes: CartChangeQueue;
  readonly #answers: CartAnswers;
  readonly #feedback: CartFeedback;
  readonly #buyer: CartBuyer;

  constructor(options: CartStoreOptions) {
    this.#options = options;
    this.#feedback = new CartFeedback(options.toast, () => this.#emit());
    this.#changes = new CartChangeQueue({
      queryClient: options.queryClient,
      run: async (op) => (await loadChanges()).executeChange(this.#internals, op),
      changed: () => this.#emit(),
      idle: () => {
        // A read cancelled by a change that then failed is made again.
        const result = this.#observer?.getCurrentResult();
        if (result && !result.data && !result.isFetching) void this.#observer?.refetch();
      },
    });
    this.#persistence = new CartPersistence({
      loadReader: options.loadReader,
      switched: (id) => {
        this.#observer?.setOptions(this.#answers.queryOptions(id));
        this.#emit();
        // A cart made (or adopted) while signed in carries the customer.
        if (this.#started) void this.#buyer.sync();
      },
    });
    this.#buyer = new CartBuyer({
      storefront: options.storefront,
      cartId: () => this.#persistence.currentId(),
      clear: () => this.clear(),
    });
    this.#answers = new CartAnswers({
      queryClient: options.queryClient,
      storefront: options.storefront,
      persistence: this.#persistence,
      host: {
        seq: () => this.#seq,
        whenIdle: () => this.whenIdle(),
        changed: () => this.#emit(),
        dropped: () => this.#drafts.clear(),
        announceChange: () => this.#tabs.announceChange(),
      },
    });
    this.#drafts = new QuantityDrafts({
      debounceMs: options.debounceMs ?? DEBOUNCE_MS,
      send: (lineId, quantity) => this.#sendQuantity(lineId, quantity),
    });
    this.#qc = options.queryClient;
    this.#internals = {
      storefront: options.storefront,
      storeDomain: options.storeDomain,
      checkoutDomain: options.checkoutDomain,
      seq: () => this.#seq,
      currentId: () => this.#persistence.currentId(),
      providerCart: (id) => this.#answers.providerCart(id),
      localCart: async () =>
        (await this.#qc.ensureQueryData(this.#answers.queryOptions(null))).cart,
      setLocalCart: (cart, through) => this.#answers.setLocalCart(cart, through),
      resyncNeeded: () => this.#answers.resyncNeeded,
      markResyncNeeded: () => this.#answers.markResyncNeeded(),
      reread: (id) => this.#answers.reread(id),
      commit: (cart, through, commitOptions) => this.#answers.commit(cart, through, commitOptions),
      dropCart: (id) => this.#answers.dropCart(id),
      clear: () => this.clear(),
    };
  }

  // ---- reading ------------------------------------------------------------------------------

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  getSnapshot = () => this.#state;

  getServerSnapshot = () => INITIAL_CART_STATE;

  /** Starts the cart in this browser; returns the function that stops it (effect cleanup). */
  start(): () => void {
    if (this.#started) return () => {};
    this.#started = true;
    const observer = new QueryObserver(
      this.#qc,
      this.#answers.queryOptions(this.#persistence.start()),
    );
    this.#observer = observer;
    const stopQuery = observer.subscribe(() => this.#emit());
    const stopMutations = this.#qc.getMutationCache().subscribe((event) => {
      if (event.mutation?.options.mutationKey?.[0] === "cart") this.#emit();
    });

    this.#tabs.start({
      refresh: () => void this.refresh(),
      restored: () => {
        // Back from checkout through the back/forward cache: the button is usable again, and
        // the cart is read anew (a completed checkout leaves no cart).
        this.#checkingOut = false;
        this.#emit();
        void this.refresh();
      },
    });
    this.#buyer.start();
    this.#emit();

    return () => {
      this.#buyer.stop();
      this.#tabs.stop();
      stopQuery();
      stopMutations();
      this.#observer = null;
      this.#started = false;
      this.#state = INITIAL_CART_STATE;
    };
  }

  /** Re-reads the cart (another tab changed it, the page came back into view). */
  async refresh() {
    if (!this.#started) return;
    const id = this.#persistence.currentId();
    if (!id) this.#persistence.forgetCopy();
    await this.#observer?.refetch();
  }

  /** Resolves once no cart change is queued or in flight. */
  whenIdle(): Promise<void> {
    return this.#changes.whenIdle();
  }

  // ---- shopper actions ------------------------------------------------------------------------

  /** Fetches the change engine ahead of the first change (the drawer is opening). */
  warm = () => {
    void loadChanges();
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
      this.#feedback.error(check.ok ? "Product variant not available" : check.message);
      return;
    }
    this.#seq += 1;
    this.#options.onAdd?.();
    this.warm();
    void this.#enqueue(
      { kind: "add", seq: this.#seq, quantity, seed },
      {
        done: (outcome) => this.#feedback.added(outcome, quantity, seed.product.title),
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
    this.#emit();
  };

  remove = (lineId: string) => {
    this.#drafts.discard(lineId);
    const line = this.#compute().cart.lines.find((l) => l.id === lineId);
    if (!line || line.pending) return;
    this.#seq += 1;
    void this.#enqueue(
      { kind: "remove", seq: this.#seq, lineId },
      {
        done: (outcome) => this.#feedback.removed(outcome, line.product.title),
        failed: (error) => this.#failed("remove", error),
      },
    );
    this.#emit();
  };

  /** Spec §4: empties the items and the cart and deletes both stored entries. */
  clear = () => {
    this.#drafts.clear();
    const id = this.#persistence.cartId;
    this.#persistence.clear();
    this.#qc.setQueryData<CartBase>(cartKey(null), {
      cart: EMPTY_CART,
      through: this.#seq,
      source: "local",
    });
    this.#observer?.setOptions(this.#answers.queryOptions(null));
    if (id) this.#qc.removeQueries({ queryKey: cartKey(id), exact: true });
    this.#tabs.announceChange();
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
      this.#drafts.flushAll();
      const [changes] = await Promise.all([loadChanges(), this.whenIdle()]);
      const url = await changes.checkoutUrl(this.#internals, this.#compute().count);
      (this.#options.navigate ?? ((to) => window.location.assign(to)))(url);
      // The button stays busy until the page goes; `pageshow` resets it if the shopper returns.
    } catch (error) {
      this.#feedback.checkoutFailed(error);
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
    if (!this.#started || !observer) return INITIAL_CART_STATE;
    const result = observer.getCurrentResult();
    let base: CartBase | undefined = result.data;
    // The shop cannot be reached: show the lines last seen for this cart rather than nothing.
    const lastSeen = !base && result.failureCount > 0 ? this.#persistence.lastSeen() : null;
    if (lastSeen) base = { cart: fromLocalCart(lastSeen), through: 0, source: "local" };
    return deriveCartState({
      base,
      pending: pendingCartOps(this.#qc),
      drafts: this.#drafts.pending,
      working: this.#changes.busy || result.isFetching,
      notice: this.#answers.notice,
      checkingOut: this.#checkingOut,
      announcement: this.#feedback.announcement,
    });
  }

  // ---- changes ------------------------------------------------------------------------------

  /** Queues a change (see ./cart-change-queue); it cancels the read of this tab's cart. */
  #enqueue(
    op: CartOp,
    settled: { done: (outcome: OpOutcome) => void; failed: (error: unknown) => void },
  ): Promise<void> {
    return this.#changes.enqueue(op, this.#persistence.cartId, settled);
  }

  /** A line's drafted quantity, once the taps on it have paused (see ./cart-drafts). */
  #sendQuantity(lineId: string, quantity: number) {
    const line = this.#compute().cart.lines.find((l) => l.id === lineId);
    if (!line || line.quantity === quantity) {
      this.#emit();
      return;
    }
    this.#seq += 1;
    void this.#enqueue(
      { kind: "update", seq: this.#seq, lineId, quantity },
      {
        done: (outcome) => this.#feedback.updated(outcome, line.product.title, quantity),
        failed: (error) => this.#failed("update", error),
      },
    );
  }

  #failed(kind: ChangeKind, error: unknown) {
    // Unreachable only while the cart could not be read again since: a check that reached the
    // shop (and so cleared the flag) showed the change failed, not that the shop is gone.
    if (isAmbiguous(error) && this.#answers.resyncNeeded) this.#answers.showOffline();
    const message = this.#feedback.logFailure(kind, error);
    // A stale tab changing a line another tab removed: show what the cart really holds.
    if (error instanceof CartUserError && kind !== "add") void this.refresh();
    this.#feedback.error(message);
  }
}
