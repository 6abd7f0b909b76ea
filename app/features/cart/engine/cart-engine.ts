import { QueryObserver } from "@tanstack/react-query";
import { signalCartAdd } from "~/lib/analytics-signals";
import type { CartLineDraft } from "~/lib/cart-line-draft";
import { CartUserError } from "../api/cart-line-mutations";
import { checkAddToCart } from "../lib/add-to-cart-rules";
import { codeRefusedMessage, NOTE_LIMIT, offerFailedMessage } from "../lib/cart-offers";
import { INITIAL_CART_VIEW, type CartView, type CodeResult } from "../lib/cart-view";
import { quantityOfVariant, sameCode, type CartChange } from "../lib/shown-cart";
import { cartQuery, clearCart, followStoredId, isAmbiguous, showOffline } from "./cart-answers";
import { listenToCustomer, syncBuyer } from "./cart-buyer";
import {
  announce,
  logFailure,
  showAdded,
  ENDED_NOTICE,
  NOTE_FAILED_MESSAGE,
  offerDoneMessage,
  showCheckoutFailed,
  showError,
  showRemoved,
  showUpdated,
  type ChangeKind,
} from "./cart-feedback";
import { openSession, showChanges, viewOf, type CartEngineOptions } from "./cart-session";
import { forgetCopy, readIdAtStart } from "./cart-storage";
import { queueChange, whenIdle, type ChangeOutcome } from "./change-queue";
import { discardDraft, draftQuantity, sendAllDrafts } from "./quantity-drafts";
import { listenToTabs, tellOtherTabsOfAnswers } from "./tab-sync";

/**
 * The shopper's cart in this browser: start here. This module lists the life of a change in
 * order; each step is a function of a module beside it, over one plain record of the tab's
 * cart (./cart-session):
 *
 *   1. read the id          followStoredId (./cart-answers): the cart in storage, which another
 *                           tab may have made or replaced since, is the one this tab follows.
 *   2. check the add rules  checkAddToCart (../lib/add-to-cart-rules), against the cart as shown:
 *                           never more than the known stock, counting the lines on their way.
 *   3. show it              queueChange (./change-queue): the change is numbered and queued as a
 *                           mutation; the view lays every pending change over the last answer,
 *                           so it shows at once, and a change that fails simply stops showing.
 *                           Changes run one at a time, in click order, and are never retried.
 *   4. send it              sendChange (./send-change, loaded with the first change): when its
 *                           turn comes. A lost answer is checked by reading the cart, never by
 *                           sending again; a cart the provider no longer has is replaced.
 *   5. record the answer    recordAnswer (./cart-answers), as each answer arrives: the cart
 *                           query, the stored id and the local copy follow it.
 *   6. tell the other tabs  tellOtherTabsOfAnswers (./tab-sync), once the change is done.
 *   7. tell the shopper     ./cart-feedback: a toast and the drawer's live region.
 *
 * Quantity taps wait for the taps on a line to pause (./quantity-drafts), then go through the
 * same steps; removal goes through them at once. So do the drawer's discount codes, gift cards
 * (at once) and note (once the typing pauses): the view shows them at once, and no total the
 * provider has not answered. What the shopper typed is never lost to a failed request: a code's
 * box keeps it, and a note that failed to save stays as typed. The stored cart id is dropped only when the
 * provider says the cart does not exist (./cart-answers' dropCart). Storage that fails (private
 * mode, a full quota) leaves the cart working in memory for the visit (./cart-storage).
 *
 * This module and its parts load after hydration (./lazy-cart), so none is part of a page's
 * first load; nothing here runs on the server: `start()` is called from an effect.
 */

/** Sending changes: fetched with the first change (and when the drawer is about to open). */
const loadSender = () => import("./send-change");

export type CartEngine = ReturnType<typeof createCartEngine>;
export type { CartEngineOptions };

export function createCartEngine(options: CartEngineOptions) {
  const session = openSession(options);

  /** The life of an add, steps 1 to 3 at the click; the rest once its turn comes. */
  function add(draft: CartLineDraft) {
    if (!draft.variantId) {
      console.error("Add to cart needs a variant id");
      return;
    }
    // 1. Read the id: follow the cart another tab may have made or replaced.
    followStoredId(session);
    // 2. Check the add rules against the cart as shown, lines still on their way included.
    const check = checkAddToCart({
      variantId: draft.variantId,
      quantity: draft.quantity,
      stock: [{ id: draft.variantId, quantityAvailable: draft.quantityAvailable }],
      inCart: quantityOfVariant(viewOf(session).cart, draft.variantId),
    });
    if (!check.ok) {
      showError(session, check.message);
      return;
    }
    // 3. Show it: the change is numbered and queued, and the drawer opens with its line.
    session.seq += 1;
    options.onAdd?.();
    warm();
    void queueChange(session, { kind: "add", seq: session.seq, draft }, runChange, {
      // 7. Tell the shopper how it went, and analytics (if the visitor agreed to it).
      done: (outcome) => {
        showAdded(session, outcome, draft.quantity, draft.title);
        if (outcome.kind === "applied" && !outcome.refused && session.cartId) {
          signalCartAdd({
            cartId: session.cartId,
            handle: draft.handle,
            variantId: draft.variantId,
            quantity: draft.quantity,
          });
        }
      },
      failed: (error) => failed("add", error),
    });
  }

  /** Steps 4 to 6 of every change, once its turn comes (./change-queue runs one at a time). */
  async function runChange(change: CartChange): Promise<ChangeOutcome> {
    const followed = session.cartId;
    try {
      // 4. Send it, to the cart in storage now: another tab may have acted since the click.
      //    5. Each answer is recorded as it arrives (a new cart's id before the lock is let go).
      const id = followStoredId(session);
      const { sendChange } = await loadSender();
      return await sendChange(session, id, change);
    } finally {
      // 6. Tell the other tabs to read the cart again.
      tellOtherTabsOfAnswers(session);
      // A cart made (or adopted) while signed in carries the customer.
      if (session.cartId !== followed && session.started) void syncBuyer(session);
    }
  }

  /** 7. A change failed: say so, and why. */
  function failed(kind: ChangeKind, error: unknown) {
    // Unreachable only while the cart could not be read again since: a check that reached the
    // shop (and so cleared the flag) showed the change failed, not that the shop is gone.
    if (isAmbiguous(error) && session.resyncNeeded) showOffline(session);
    const message = logFailure(kind, error);
    // A stale tab changing a line another tab removed: show what the cart really holds.
    if (error instanceof CartUserError && kind !== "add") void refresh();
    showError(session, message);
  }

  /**
   * A quantity tapped in the drawer: shown at once, sent once the taps on that line pause, as
   * one cartLinesUpdate of the final (absolute) quantity. Clamped to 1 and the known stock.
   */
  function setQuantity(lineId: string, quantity: number) {
    const line = viewOf(session).cart.lines.find((l) => l.id === lineId);
    if (!line || line.pending) return;
    const ceiling = Math.max(1, line.quantityAvailable ?? Number.POSITIVE_INFINITY);
    const next = Math.min(Math.max(1, Math.trunc(quantity)), ceiling);
    if (next === line.quantity) return;
    draftQuantity(session, lineId, next, sendQuantity);
    showChanges(session);
  }

  /** A line's drafted quantity, once the taps on it have paused. */
  function sendQuantity(lineId: string, quantity: number) {
    const line = viewOf(session).cart.lines.find((l) => l.id === lineId);
    if (!line || line.quantity === quantity) {
      showChanges(session);
      return;
    }
    session.seq += 1;
    void queueChange(session, { kind: "update", seq: session.seq, lineId, quantity }, runChange, {
      done: (outcome) => showUpdated(session, outcome, line.product.title, quantity),
      failed: (error) => failed("update", error),
    });
  }

  function remove(lineId: string) {
    discardDraft(session, lineId);
    const line = viewOf(session).cart.lines.find((l) => l.id === lineId);
    if (!line || line.pending) return;
    session.seq += 1;
    void queueChange(session, { kind: "remove", seq: session.seq, lineId }, runChange, {
      done: (outcome) => showRemoved(session, outcome, line.product.title),
      failed: (error) => failed("remove", error),
    });
    showChanges(session);
  }

  /**
   * Queues a code or gift card change; resolves with what the drawer says beside its box. A
   * code that does not apply is answered, not thrown: the provider keeps it listed as such.
   */
  function queueOffer(
    change: Extract<CartChange, { kind: "code" | "gift-card" | "gift-card-remove" }>,
    code: string,
  ): Promise<CodeResult> {
    const what = change.kind === "code" ? "code" : "gift-card";
    return new Promise((resolve) => {
      void queueChange(session, change, runChange, {
        done: (outcome) => {
          if (outcome.kind === "gone") {
            announce(session, ENDED_NOTICE);
            return resolve({ ok: false, message: ENDED_NOTICE });
          }
          if (outcome.refused) {
            const message = codeRefusedMessage(code, outcome.refused);
            announce(session, message);
            return resolve({ ok: false, message });
          }
          announce(session, offerDoneMessage(change, code));
          resolve({ ok: true });
        },
        failed: (error) => {
          if (isAmbiguous(error) && session.resyncNeeded) showOffline(session);
          // A refused code is the shopper's to fix (said beside the box), not a fault to log.
          if (!(error instanceof CartUserError)) console.error(`Cart ${change.kind} failed`, error);
          const message = offerFailedMessage(what, code, error);
          announce(session, message);
          resolve({ ok: false, message });
        },
      });
    });
  }

  function applyDiscountCode(typed: string): Promise<CodeResult> {
    const code = typed.trim();
    if (!code) return Promise.resolve({ ok: false, message: "Type a code first." });
    followStoredId(session);
    const on = viewOf(session).cart.discountCodes?.find((d) => sameCode(d.code, code));
    if (on?.applicable) return Promise.resolve({ ok: true });
    session.seq += 1;
    return queueOffer({ kind: "code", seq: session.seq, code, apply: true }, code);
  }

  function removeDiscountCode(code: string) {
    followStoredId(session);
    session.seq += 1;
    void queueOffer({ kind: "code", seq: session.seq, code, apply: false }, code);
  }

  function applyGiftCard(typed: string): Promise<CodeResult> {
    const code = typed.trim();
    if (!code) return Promise.resolve({ ok: false, message: "Type your gift card's code first." });
    followStoredId(session);
    session.seq += 1;
    return queueOffer({ kind: "gift-card", seq: session.seq, code }, code);
  }

  function removeGiftCard(id: string) {
    const card = viewOf(session).cart.giftCards?.find((g) => g.id === id);
    if (!card || card.pending) return;
    followStoredId(session);
    session.seq += 1;
    void queueOffer({ kind: "gift-card-remove", seq: session.seq, id }, card.lastCharacters);
  }

  /** The note as typed: shown at once, never longer than the limit, saved once typing pauses. */
  function typeNote(typed: string) {
    session.noteDraft = typed.slice(0, NOTE_LIMIT);
    session.noteFailed = false;
    if (session.noteTimer) clearTimeout(session.noteTimer);
    session.noteTimer = setTimeout(saveNote, options.noteDebounceMs ?? 600);
    showChanges(session);
  }

  /** Sends the note typed, if it differs from the one the cart holds (or is on its way). */
  function saveNote() {
    if (session.noteTimer) clearTimeout(session.noteTimer);
    session.noteTimer = null;
    const note = session.noteDraft;
    if (note === null) return;
    session.noteDraft = null;
    session.noteFailed = false;
    if (!followStoredId(session) || viewOf(session).cart.note === note) {
      showChanges(session);
      return;
    }
    session.seq += 1;
    void queueChange(session, { kind: "note", seq: session.seq, note }, runChange, {
      done: () => announce(session, "Your note is saved."),
      failed: (error) => {
        console.error("Cart note failed", error);
        if (isAmbiguous(error) && session.resyncNeeded) showOffline(session);
        // Nothing typed is lost: the note shows as typed again, unsaved, unless the shopper
        // has typed on since.
        if (session.noteDraft === null) session.noteDraft = note;
        session.noteFailed = true;
        announce(session, NOTE_FAILED_MESSAGE);
      },
    });
  }

  session.offers = {
    applyDiscountCode,
    removeDiscountCode,
    applyGiftCard,
    removeGiftCard,
    typeNote,
    saveNote,
  };

  /** Empties the cart: its items and the cart go, and both stored entries are deleted. */
  function clear() {
    clearCart(session);
  }

  /**
   * "Creating Checkout..." while the cart is read anew, then the browser goes to its checkout
   * URL, or the button is idle again with the message saying why not.
   */
  async function checkout() {
    if (session.checkingOut) return;
    session.checkingOut = true;
    showChanges(session);
    try {
      sendAllDrafts(session, sendQuantity);
      saveNote();
      const [sender] = await Promise.all([loadSender(), whenIdle(session)]);
      const url = await sender.checkoutUrl(session, followStoredId(session), viewOf(session).count);
      (options.navigate ?? ((to) => window.location.assign(to)))(url);
      // The button stays busy until the page goes; `pageshow` resets it if the shopper returns.
    } catch (error) {
      showCheckoutFailed(session, error);
      session.checkingOut = false;
      showChanges(session);
    }
  }

  /** Re-reads the cart (another tab changed it, the page came back into view). */
  async function refresh() {
    if (!session.started) return;
    const followed = session.cartId;
    const id = followStoredId(session);
    if (!id) forgetCopy(session);
    if (id !== followed) void syncBuyer(session);
    await session.observer?.refetch();
  }

  /** Fetches the sender ahead of the first change (the drawer is opening). */
  function warm() {
    void loadSender();
  }

  /** Starts the cart in this browser; returns the function that stops it (effect cleanup). */
  function start(): () => void {
    if (session.started) return () => {};
    session.started = true;
    session.cartId = readIdAtStart(session);
    const { queryClient } = session;
    const observer = new QueryObserver(queryClient, cartQuery(session, session.cartId));
    session.observer = observer;
    const stopQuery = observer.subscribe(() => showChanges(session));
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.mutation?.options.mutationKey?.[0] === "cart") showChanges(session);
    });
    const stopTabs = listenToTabs(session, {
      refresh: () => void refresh(),
      restored: () => {
        // Back from checkout through the back/forward cache: the button is usable again, and
        // the cart is read anew (a completed checkout leaves no cart).
        session.checkingOut = false;
        showChanges(session);
        void refresh();
      },
    });
    const stopCustomer = listenToCustomer(session);
    showChanges(session);

    return () => {
      if (session.noteTimer) clearTimeout(session.noteTimer);
      session.noteTimer = null;
      stopCustomer();
      stopTabs();
      stopQuery();
      stopMutations();
      session.observer = null;
      session.started = false;
      session.view = INITIAL_CART_VIEW;
    };
  }

  return {
    subscribe(listener: () => void) {
      session.listeners.add(listener);
      return () => {
        session.listeners.delete(listener);
      };
    },
    getSnapshot: (): CartView => session.view,
    getServerSnapshot: (): CartView => INITIAL_CART_VIEW,
    start,
    refresh,
    /** Resolves once no cart change is queued or in flight. */
    whenIdle: () => whenIdle(session),
    warm,
    add,
    setQuantity,
    remove,
    clear,
    checkout,
  };
}
