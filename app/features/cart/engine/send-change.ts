import {
  addCartLines,
  CartUserError,
  createCart,
  removeCartLines,
  updateCartLines,
  type CartAnswer,
  type CartLineInput,
} from "../api/cart-line-mutations";
import { updateDiscountCodes } from "../api/cart-discount-codes";
import { addGiftCardCodes, removeGiftCards } from "../api/cart-gift-cards";
import { updateCartNote } from "../api/cart-note";
import { checkAddToCart } from "../lib/add-to-cart-rules";
import { giftCardEnding } from "../lib/cart-offers";
import { withCartLock } from "../lib/cart-lock";
import { prepareCheckout } from "../lib/checkout-steps";
import {
  applyChange,
  fromProviderCart,
  quantityOfVariant,
  sameCode,
  type CartChange,
} from "../lib/shown-cart";
import type { ShownCart } from "../lib/cart-view";
import {
  dropCart,
  isAmbiguous,
  localCart,
  markResyncNeeded,
  providerCart,
  clearCart,
  recordAnswer,
  recordLocal,
  reread,
} from "./cart-answers";
import type { CartSession } from "./cart-session";
import { storedId } from "./cart-storage";
import type { ChangeOutcome } from "./change-queue";

// Sending a change to the provider once its turn comes (./cart-engine runs them one at a time,
// in click order), and recording each answer as it arrives (./cart-answers' recordAnswer).
// Nothing is sent twice: a change whose answer was lost is checked by reading the cart.
// Loaded with the first change, not with every page.

type AddChange = Extract<CartChange, { kind: "add" }>;
type Change<K extends CartChange["kind"]> = Extract<CartChange, { kind: K }>;

/** Sends `change` to cart `id` (the stored id; null while there is no commerce cart). */
export async function sendChange(
  session: CartSession,
  id: string | null,
  change: CartChange,
): Promise<ChangeOutcome> {
  if (!id) {
    if (change.kind === "add") return create(session, change, null);
    if (change.kind === "update" || change.kind === "remove") return changeLocal(session, change);
    // Codes, gift cards and a note belong to a commerce cart; the drawer offers them with one.
    throw new CartUserError("Add something to your cart first.");
  }
  let before = providerCart(session, id);
  if (session.resyncNeeded || !before) {
    // After a lost answer (or before the cart was ever read) nothing is sent until the cart has
    // been read again: the next change is decided on what the provider really holds.
    const read = await reread(session, id);
    if (!read) return change.kind === "add" ? create(session, change, id) : { kind: "gone" };
    recordAnswer(session, read, change.seq - 1, { tell: false });
    before = fromProviderCart(read);
  }
  const outcome = await sendTo(session, id, change, before);
  if (outcome.kind === "gone" && change.kind === "add") return create(session, change, id);
  return outcome;
}

function sendTo(session: CartSession, id: string, change: CartChange, before: ShownCart) {
  switch (change.kind) {
    case "add":
      return addTo(session, id, change, before);
    case "update":
      return updateLine(session, id, change, before);
    case "remove":
      return removeLine(session, id, change, before);
    case "code":
      return change.apply
        ? applyCode(session, id, change, before)
        : removeCode(session, id, change, before);
    case "gift-card":
      return addGiftCard(session, id, change, before);
    case "gift-card-remove":
      return removeGiftCard(session, id, change, before);
    case "note":
      return send(
        session,
        id,
        change,
        () => updateCartNote(session.options.storefront, id, change.note),
        (after) => after.note === change.note,
      );
  }
}

const codesOf = (cart: ShownCart) => (cart.discountCodes ?? []).map((d) => d.code);
const hasCode = (cart: ShownCart, code: string) =>
  (cart.discountCodes ?? []).some((d) => sameCode(d.code, code));

/**
 * Adds a code to those the provider holds now (cartDiscountCodesUpdate replaces the list). A
 * code the provider answers as not applying is taken off again at once, so the cart never
 * carries it to checkout; the outcome says why it did not apply.
 */
async function applyCode(
  session: CartSession,
  id: string,
  change: Change<"code">,
  before: ShownCart,
): Promise<ChangeOutcome> {
  const others = codesOf(before).filter((c) => !sameCode(c, change.code));
  const outcome = await send(
    session,
    id,
    change,
    () => updateDiscountCodes(session.options.storefront, id, [...others, change.code]),
    (after) => hasCode(after, change.code),
  );
  if (outcome.kind !== "applied") return outcome;
  const after = providerCart(session, id);
  const answered = after?.discountCodes?.find((d) => sameCode(d.code, change.code));
  if (!answered || answered.applicable) return outcome;
  const refused = refusalOf(change.code, outcome);
  try {
    await send(
      session,
      id,
      change,
      () => updateDiscountCodes(session.options.storefront, id, others),
      (cart) => !hasCode(cart, change.code),
    );
  } catch (error) {
    // The code stays listed as not applying; the drawer shows it with its remove button.
    console.error("A code that does not apply could not be taken off", error);
  }
  return { ...outcome, refused };
}

/** Shopify's warning for the code (DISCOUNT_NOT_FOUND, …), or a plain "does not apply". */
function refusalOf(code: string, outcome: Extract<ChangeOutcome, { kind: "applied" }>) {
  const codes = outcome.warningCodes ?? [];
  const index = outcome.warnings.findIndex((w) => w.toUpperCase().includes(code.toUpperCase()));
  return codes[index] ?? codes.find((c) => c.startsWith("DISCOUNT_")) ?? "DISCOUNT_NOT_APPLICABLE";
}

function removeCode(session: CartSession, id: string, change: Change<"code">, before: ShownCart) {
  if (!hasCode(before, change.code)) return Promise.resolve(NOTHING_TO_DO);
  return send(
    session,
    id,
    change,
    () =>
      updateDiscountCodes(
        session.options.storefront,
        id,
        codesOf(before).filter((c) => !sameCode(c, change.code)),
      ),
    (after) => !hasCode(after, change.code),
  );
}

function addGiftCard(
  session: CartSession,
  id: string,
  change: Change<"gift-card">,
  before: ShownCart,
) {
  const count = before.giftCards?.length ?? 0;
  const ending = giftCardEnding(change.code);
  return send(
    session,
    id,
    change,
    () => addGiftCardCodes(session.options.storefront, id, [change.code.trim()]),
    // A lost answer: the card landed if the cart now holds one more, ending as the code does.
    (after) =>
      (after.giftCards?.length ?? 0) > count &&
      (after.giftCards ?? []).some((g) => g.lastCharacters.toUpperCase() === ending),
  );
}

function removeGiftCard(
  session: CartSession,
  id: string,
  change: Change<"gift-card-remove">,
  before: ShownCart,
) {
  if (!before.giftCards?.some((g) => g.id === change.id)) return Promise.resolve(NOTHING_TO_DO);
  return send(
    session,
    id,
    change,
    () => removeGiftCards(session.options.storefront, id, [change.id]),
    (after) => !after.giftCards?.some((g) => g.id === change.id),
  );
}

const NOTHING_TO_DO: ChangeOutcome = { kind: "applied", warnings: [] };

/**
 * Sends a change and records the answer; if the answer is lost, reads the cart to see whether
 * the change was applied (`applied` decides from the re-read cart). Never sends it a second time.
 */
async function send(
  session: CartSession,
  id: string,
  change: CartChange,
  request: () => Promise<CartAnswer>,
  applied: (after: ShownCart) => boolean,
): Promise<ChangeOutcome> {
  let answer: CartAnswer;
  try {
    answer = await request();
  } catch (error) {
    if (!isAmbiguous(error)) throw error;
    markResyncNeeded(session);
    let after;
    try {
      after = await reread(session, id);
    } catch {
      // Still unknown: report the change as failed; the next one reads the cart first.
      throw error;
    }
    if (!after) return { kind: "gone" };
    const landed = applied(fromProviderCart(after));
    recordAnswer(session, after, landed ? change.seq : change.seq - 1);
    if (landed) return { kind: "applied", warnings: [] };
    throw error;
  }
  if (answer.kind === "gone") {
    dropCart(session, id);
    return answer;
  }
  recordAnswer(session, answer.cart, change.seq);
  return { kind: "applied", warnings: answer.warnings, warningCodes: answer.warningCodes };
}

function addTo(session: CartSession, id: string, change: AddChange, before: ShownCart) {
  const { variantId, quantity } = change.draft;
  const inCart = quantityOfVariant(before, variantId);
  assertCanAdd(change, inCart);
  return send(
    session,
    id,
    change,
    () => addCartLines(session.options.storefront, id, [{ merchandiseId: variantId, quantity }]),
    (after) => quantityOfVariant(after, variantId) > inCart,
  );
}

async function updateLine(
  session: CartSession,
  id: string,
  change: Extract<CartChange, { kind: "update" }>,
  before: ShownCart,
): Promise<ChangeOutcome> {
  const line = before.lines.find((l) => l.id === change.lineId);
  // Gone already (removed in another tab): there is nothing to change.
  if (!line || line.quantity === change.quantity) return { kind: "applied", warnings: [] };
  return send(
    session,
    id,
    change,
    () =>
      updateCartLines(session.options.storefront, id, [
        { id: change.lineId, quantity: change.quantity },
      ]),
    (after) => after.lines.find((l) => l.id === change.lineId)?.quantity === change.quantity,
  );
}

async function removeLine(
  session: CartSession,
  id: string,
  change: Extract<CartChange, { kind: "remove" }>,
  before: ShownCart,
): Promise<ChangeOutcome> {
  if (!before.lines.some((l) => l.id === change.lineId)) return { kind: "applied", warnings: [] };
  return send(
    session,
    id,
    change,
    () => removeCartLines(session.options.storefront, id, [change.lineId]),
    (after) => !after.lines.some((l) => l.id === change.lineId),
  );
}

/**
 * Makes a cart for an add, under the cross-tab lock: another tab may have made one while this
 * one waited, and then the line goes into that cart instead. Lines of a local copy without a
 * cart come along, so a shopper whose cart id was lost keeps them. The new cart's id is stored
 * before the lock is let go, so the next tab in line adds to it.
 */
async function create(
  session: CartSession,
  change: AddChange,
  deadId: string | null,
): Promise<ChangeOutcome> {
  const local = deadId ? null : await localCart(session);
  return withCartLock(async () => {
    const stored = storedId(session);
    if (stored && stored !== deadId) {
      const read = await reread(session, stored);
      if (read) {
        recordAnswer(session, read, change.seq - 1, { tell: false });
        const outcome = await addTo(session, stored, change, fromProviderCart(read));
        if (outcome.kind === "applied") return outcome;
      }
    }
    const { variantId, quantity } = change.draft;
    const kept = local?.lines ?? [];
    assertCanAdd(
      change,
      kept.reduce((n, l) => n + (l.variantId === variantId ? l.quantity : 0), 0),
    );
    const lines = mergeLines([
      ...kept.map((line) => ({ merchandiseId: line.variantId, quantity: line.quantity })),
      { merchandiseId: variantId, quantity },
    ]);
    // A lost answer here cannot be checked (there is no id to read), so it is reported as a
    // failure; at worst the provider keeps an abandoned cart nobody refers to.
    const answer = await createCart(session.options.storefront, lines);
    if (answer.kind === "gone") throw new CartUserError("The cart could not be created.");
    recordAnswer(session, answer.cart, change.seq);
    return { kind: "applied", warnings: answer.warnings };
  });
}

/** Changes to the lines of a local copy that has no commerce cart: they are kept as they are. */
async function changeLocal(
  session: CartSession,
  change: Change<"update" | "remove">,
): Promise<ChangeOutcome> {
  const next = applyChange(await localCart(session), change);
  recordLocal(
    session,
    { ...next, lines: next.lines.map((l) => ({ ...l, pending: false })) },
    change.seq,
  );
  return { kind: "applied", warnings: [] };
}

/** The add rules again, on the cart as the provider holds it now. */
function assertCanAdd(change: AddChange, inCart: number) {
  const { variantId, quantity, quantityAvailable } = change.draft;
  const check = checkAddToCart({
    variantId,
    quantity,
    stock: [{ id: variantId, quantityAvailable }],
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

/** Checkout: the cart is read anew, then its checkout URL (if it may be followed) is returned. */
export function checkoutUrl(session: CartSession, cartId: string | null, itemCount: number) {
  return prepareCheckout({
    itemCount,
    cartId,
    storeDomain: session.options.storeDomain,
    checkoutDomain: session.options.checkoutDomain,
    readCart: (id) => reread(session, id),
    onRead: (read) => recordAnswer(session, read, session.seq, { tell: false }),
    onExpired: () => clearCart(session),
  });
}
