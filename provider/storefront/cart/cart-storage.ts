import { eq, sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/client";
import { sameSecret } from "../../http/same-secret";
import { cartLines, carts } from "../../db/schema/index";
import { cartExpired, newCartSecret, newCartToken, type CartRow } from "../../db/carts";
import type { CartState } from "../cart-states";
import type { StorefrontContext } from "../context";
import { parseCartId } from "./cart-ids";
import type { CheckedLineEdits } from "./cart-input";
import { cartDoesNotExist, type CartWarning, type UserError } from "./cart-problems";
import { discountWarnings, viewOf, type CartView } from "./cart-view";
import { planLines, type LinePlan, type LineToAdd } from "./line-plan";

/** What every cart mutation answers. */
export interface CartPayload {
  cart: CartView | null;
  userErrors: UserError[];
  warnings: CartWarning[];
}

/** The parts of a cart a buyer sets directly, as opposed to its lines. */
export type CartFields = Pick<
  typeof carts.$inferInsert,
  | "note"
  | "attributes"
  | "discountCodes"
  | "giftCardIds"
  | "buyerIdentity"
  | "customerId"
  | "metafields"
  | "deliveryAddresses"
  | "selectedDeliveryOption"
>;

/** A checked-out or expired cart is answered as missing. */
function isExpired(ctx: StorefrontContext, row: CartRow) {
  return row.completedAt !== null || cartExpired(row, ctx.clock.now(), ctx.settings.cartTtlMs);
}

/** The stored cart and its lines, in one round trip: cart mutations are the hot path. */
async function readCartState(db: Database, token: string): Promise<CartState | null> {
  const rows = await db
    .select()
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartToken, carts.token))
    .where(eq(carts.token, token));
  const row = rows[0]?.carts;
  if (!row) return null;
  return { row, lineRows: rows.flatMap((r) => (r.cart_lines ? [r.cart_lines] : [])) };
}

/** A live cart, or null once it has expired or been checked out. */
export async function loadCartView(
  ctx: StorefrontContext,
  db: Database,
  token: string,
  withKey: boolean,
): Promise<CartView | null> {
  const state = await readCartState(db, token);
  if (!state || isExpired(ctx, state.row)) return null;
  return viewOf(ctx, db, state, withKey);
}

/** Loads a cart for a mutation: the id must carry the right key and the cart must be live. */
export async function cartForMutation(ctx: StorefrontContext, db: Database, cartId: string) {
  const parsed = parseCartId(cartId);
  if (!parsed || !parsed.key) return null;
  const view = await loadCartView(ctx, db, parsed.token, true);
  if (!view || !sameSecret(parsed.key, view.row.secret)) return null;
  return view;
}

/**
 * Records that the cart changed and answers it as stored. The new version keeps a line change
 * computed from an older copy of the cart from being written.
 */
async function markChanged(ctx: StorefrontContext, db: Database, token: string) {
  await db
    .update(carts)
    .set({ updatedAt: ctx.clock.now(), version: sql`${carts.version} + 1` })
    .where(eq(carts.token, token));
  const state = await readCartState(db, token);
  if (!state) throw new Error(`cart ${token} disappeared while it was being changed`);
  return state;
}

/** Answers a written cart, and remembers it so the next line change need not read it back. */
async function answer(
  ctx: StorefrontContext,
  state: CartState,
  warnings: CartWarning[],
): Promise<CartPayload> {
  ctx.cartStates.remember(state);
  const fresh = await viewOf(ctx, ctx.db, state, true);
  return { cart: fresh, userErrors: [], warnings: [...warnings, ...discountWarnings(fresh)] };
}

/** Stores a new cart holding `lines` (already checked), clamped to stock like any addition. */
export async function createCart(
  ctx: StorefrontContext,
  fields: Required<CartFields>,
  lines: LineToAdd[],
): Promise<CartPayload> {
  const { state, warnings } = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const now = ctx.clock.now();
    const row: CartRow = {
      ...fields,
      token: newCartToken(),
      secret: newCartSecret(),
      createdAt: now,
      updatedAt: now,
      completedAt: null,
      version: 0,
      // Recorded by the operation's @inContext(visitorConsent:) once the cart exists.
      visitorConsent: null,
    };
    await db.insert(carts).values(row);
    const plan = planLines(
      ctx.catalogue.variantsById,
      { token: row.token, lines: [] },
      lines.map((add) => ({ add })),
    );
    if (plan.upserts.length) await db.insert(cartLines).values(plan.upserts);
    return { state: await markChanged(ctx, db, row.token), warnings: plan.warnings };
  });
  return answer(ctx, state, warnings);
}

/**
 * Changes a cart's own fields in one transaction. `change` sees the cart as stored and answers
 * the fields to set, or user errors; then nothing is written and the cart comes back as it was.
 */
export async function changeCart(
  ctx: StorefrontContext,
  cartId: string,
  change: (view: CartView) => { set: Partial<CartFields> } | { userErrors: UserError[] },
): Promise<CartPayload> {
  type Outcome = { written: CartState } | { userErrors: UserError[]; cartExists: boolean };
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const db = tx as unknown as Database;
    const view = await cartForMutation(ctx, db, cartId);
    if (!view) return { userErrors: [cartDoesNotExist()], cartExists: false };
    const changed = change(view);
    if ("userErrors" in changed) return { userErrors: changed.userErrors, cartExists: true };
    await db.update(carts).set(changed.set).where(eq(carts.token, view.row.token));
    return { written: await markChanged(ctx, db, view.row.token) };
  });
  if ("written" in outcome) return answer(ctx, outcome.written, []);
  const unchanged = outcome.cartExists ? await cartForMutation(ctx, ctx.db, cartId) : null;
  return { cart: unchanged, userErrors: outcome.userErrors, warnings: [] };
}

/**
 * Writes a line plan and marks the cart changed in one statement, on condition that the cart is
 * still at `version` and not completed; answers whether it was. One statement is atomic on its
 * own, so the hot path needs no transaction, and a stale cached cart is caught, not written.
 */
async function writeLinePlan(
  db: Database,
  row: CartRow,
  plan: LinePlan,
  now: Date,
): Promise<boolean> {
  // Only the parts a change needs, so PostgreSQL plans no more than it runs.
  const parts = [
    `touched AS (UPDATE carts SET version = version + 1, updated_at = $3::timestamptz
      WHERE token = $1 AND version = $2 AND completed_at IS NULL RETURNING token)`,
  ];
  const params: unknown[] = [row.token, row.version, now.toISOString()];
  if (plan.deletes.length) {
    params.push(JSON.stringify(plan.deletes));
    parts.push(`removed AS (DELETE FROM cart_lines
      WHERE cart_token IN (SELECT token FROM touched)
        AND id IN (SELECT value::uuid FROM jsonb_array_elements_text($${params.length}::jsonb)))`);
  }
  if (plan.upserts.length) {
    params.push(
      JSON.stringify(
        plan.upserts.map((l) => ({
          id: l.id,
          variant_id: l.variantId,
          quantity: l.quantity,
          attributes: l.attributes,
          sequence: l.sequence,
        })),
      ),
    );
    parts.push(`written AS (INSERT INTO cart_lines (id, cart_token, variant_id, quantity, attributes, sequence)
      SELECT l.id, touched.token, l.variant_id, l.quantity, l.attributes, l.sequence
      FROM touched, jsonb_to_recordset($${params.length}::jsonb)
        AS l(id uuid, variant_id bigint, quantity integer, attributes jsonb, sequence integer)
      ON CONFLICT (id) DO UPDATE SET quantity = excluded.quantity, variant_id = excluded.variant_id)`);
  }
  const rows = await queryRows<{ touched: number }>(
    db,
    `WITH ${parts.join(", ")} SELECT count(*)::int AS touched FROM touched`,
    params,
  );
  return Number(rows[0]?.touched) === 1;
}

/**
 * Runs a change to a cart's lines: the hot path of a shopping session. The cart is taken from
 * the states this process last wrote when it has them, the change is computed in memory, and
 * written in one conditional statement; if the cart moved on meanwhile (another change,
 * checkout), it is read afresh and the change computed again.
 */
export async function changeLines(
  ctx: StorefrontContext,
  cartId: string,
  check: (view: CartView) => CheckedLineEdits,
): Promise<CartPayload> {
  const parsed = parseCartId(cartId);
  const missing = { cart: null, userErrors: [cartDoesNotExist()], warnings: [] };
  if (!parsed?.key) return missing;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const state =
      (attempt === 0 ? ctx.cartStates.get(parsed.token) : undefined) ??
      (await readCartState(ctx.db, parsed.token));
    if (!state || !sameSecret(parsed.key, state.row.secret) || isExpired(ctx, state.row)) {
      ctx.cartStates.forget(parsed.token);
      if (attempt === 0 && state) continue;
      return missing;
    }
    const view = await viewOf(ctx, ctx.db, state, true);
    const { userErrors, edits } = check(view);
    if (userErrors.length) {
      // Nothing was written; answer with the cart as stored, not as remembered.
      return { cart: await cartForMutation(ctx, ctx.db, cartId), userErrors, warnings: [] };
    }
    const plan = planLines(
      ctx.catalogue.variantsById,
      { token: view.row.token, lines: view.lines },
      edits,
    );
    const now = ctx.clock.now();
    if (!(await writeLinePlan(ctx.db, state.row, plan, now))) {
      ctx.cartStates.forget(parsed.token);
      continue;
    }
    const written: CartState = {
      row: { ...state.row, version: state.row.version + 1, updatedAt: now },
      lineRows: plan.lineRows,
    };
    return answer(ctx, written, plan.warnings);
  }
  throw new Error(`cart ${parsed.token} kept changing while a line change was being written`);
}
