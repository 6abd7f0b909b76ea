import { checkAddToCart } from "../lib/add-to-cart-rules";
import { withCartLock } from "../lib/cart-lock";
import {
  fromCommerceCart,
  quantityOfVariant,
  applyOp,
  type CartOp,
  type CartSnapshot,
} from "../lib/cart-model";
import { prepareCheckout } from "../lib/checkout-steps";
import type { CartInternals, OpOutcome } from "./cart-internals";
import { isAmbiguous } from "./cart-internals";
import { CartUserError } from "./cart-operations";
import {
  addCartLines,
  createCart,
  removeCartLines,
  updateCartLines,
  type CartChange,
  type CartLineInput,
} from "./cart-mutations";

// The cart's change engine: what each cart mutation does once its turn comes (the store runs
// them one at a time, in click order). Loaded with the first change, not with every page.

type AddOp = Extract<CartOp, { kind: "add" }>;

export async function executeChange(cart: CartInternals, op: CartOp): Promise<OpOutcome> {
  const id = cart.currentId();
  if (!id) {
    if (op.kind === "add") return create(cart, op, null);
    return changeLocal(cart, op);
  }
  let before = cart.providerCart(id);
  if (cart.resyncNeeded() || !before) {
    // After a lost answer (or before the cart was ever read) nothing is sent until the cart has
    // been read again: the next change is decided on what the provider really holds.
    const read = await cart.reread(id);
    if (!read) return op.kind === "add" ? create(cart, op, id) : { kind: "gone" };
    cart.commit(read, op.seq - 1, { broadcast: false });
    before = fromCommerceCart(read);
  }
  const outcome =
    op.kind === "add"
      ? await addTo(cart, id, op, before)
      : op.kind === "update"
        ? await updateLine(cart, id, op, before)
        : await removeLine(cart, id, op, before);
  if (outcome.kind === "gone" && op.kind === "add") return create(cart, op, id);
  return outcome;
}

/**
 * Sends a change; if its answer is lost, reads the cart to see whether it was applied
 * (`applied` decides from the re-read cart). Never sends the change a second time.
 */
async function send(
  cart: CartInternals,
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
    cart.markResyncNeeded();
    let after;
    try {
      after = await cart.reread(id);
    } catch {
      // Still unknown: report the change as failed; the next one reads the cart first.
      throw error;
    }
    if (!after) return { kind: "gone" };
    const landed = applied(fromCommerceCart(after));
    cart.commit(after, landed ? op.seq : op.seq - 1);
    if (landed) return { kind: "applied", warnings: [] };
    throw error;
  }
  if (change.kind === "gone") {
    cart.dropCart(id);
    return change;
  }
  cart.commit(change.cart, op.seq);
  return { kind: "applied", warnings: change.warnings };
}

function addTo(cart: CartInternals, id: string, op: AddOp, before: CartSnapshot) {
  const { variantId } = op.seed;
  const inCart = quantityOfVariant(before, variantId);
  assertCanAdd(op, inCart);
  const lines = [{ merchandiseId: variantId, quantity: op.quantity }];
  return send(
    cart,
    id,
    op,
    () => addCartLines(cart.storefront, id, lines),
    (after) => quantityOfVariant(after, variantId) > inCart,
  );
}

async function updateLine(
  cart: CartInternals,
  id: string,
  op: Extract<CartOp, { kind: "update" }>,
  before: CartSnapshot,
): Promise<OpOutcome> {
  const line = before.lines.find((l) => l.id === op.lineId);
  // Gone already (removed in another tab): there is nothing to change.
  if (!line || line.quantity === op.quantity) return { kind: "applied", warnings: [] };
  return send(
    cart,
    id,
    op,
    () => updateCartLines(cart.storefront, id, [{ id: op.lineId, quantity: op.quantity }]),
    (after) => after.lines.find((l) => l.id === op.lineId)?.quantity === op.quantity,
  );
}

async function removeLine(
  cart: CartInternals,
  id: string,
  op: Extract<CartOp, { kind: "remove" }>,
  before: CartSnapshot,
): Promise<OpOutcome> {
  if (!before.lines.some((l) => l.id === op.lineId)) return { kind: "applied", warnings: [] };
  return send(
    cart,
    id,
    op,
    () => removeCartLines(cart.storefront, id, [op.lineId]),
    (after) => !after.lines.some((l) => l.id === op.lineId),
  );
}

/**
 * Makes a cart for an add, under the cross-tab lock: another tab may have made one while this
 * one waited, and then the line goes into that cart instead. Lines of a local copy without a
 * cart come along, so a shopper whose cart id was lost keeps them.
 */
async function create(cart: CartInternals, op: AddOp, deadId: string | null): Promise<OpOutcome> {
  const local = deadId ? null : await cart.localCart();
  return withCartLock(async () => {
    const stored = cart.currentId();
    if (stored && stored !== deadId) {
      const read = await cart.reread(stored);
      if (read) {
        cart.commit(read, op.seq - 1, { broadcast: false });
        const outcome = await addTo(cart, stored, op, fromCommerceCart(read));
        if (outcome.kind === "applied") return outcome;
      }
    }
    const kept = local?.lines ?? [];
    assertCanAdd(
      op,
      kept.reduce((n, l) => n + (l.variantId === op.seed.variantId ? l.quantity : 0), 0),
    );
    const lines = mergeLines([
      ...kept.map((line) => ({ merchandiseId: line.variantId, quantity: line.quantity })),
      { merchandiseId: op.seed.variantId, quantity: op.quantity },
    ]);
    // A lost answer here cannot be checked (there is no id to read), so it is reported as a
    // failure; at worst the provider keeps an abandoned cart nobody refers to.
    const change = await createCart(cart.storefront, lines);
    if (change.kind === "gone") throw new CartUserError("The cart could not be created.");
    cart.commit(change.cart, op.seq);
    return { kind: "applied", warnings: change.warnings };
  });
}

/** Changes to the lines of a local copy that has no commerce cart (spec §4 keeps them). */
async function changeLocal(cart: CartInternals, op: CartOp): Promise<OpOutcome> {
  const next = applyOp(await cart.localCart(), op);
  cart.setLocalCart({ ...next, lines: next.lines.map((l) => ({ ...l, pending: false })) }, op.seq);
  return { kind: "applied", warnings: [] };
}

function assertCanAdd(op: AddOp, inCart: number) {
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

/** Spec §7: the cart is read anew, then its checkout URL (if it may be followed) is returned. */
export function checkoutUrl(cart: CartInternals, itemCount: number) {
  return prepareCheckout({
    itemCount,
    cartId: cart.currentId(),
    storeDomain: cart.storeDomain,
    checkoutDomain: cart.checkoutDomain,
    readCart: (id) => cart.reread(id),
    onRead: (read) => cart.commit(read, cart.seq(), { broadcast: false }),
    onExpired: () => cart.clear(),
  });
}
