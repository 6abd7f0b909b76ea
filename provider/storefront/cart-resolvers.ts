import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDirectiveValues, type GraphQLResolveInfo, type GraphQLSchema } from "graphql";
import { queryRows, type Database } from "../db/client";
import {
  cartLines,
  carts,
  customers,
  type AttributeRecord,
  type BuyerIdentityRecord,
} from "../db/schema/index";
import { canonicalCode, findDiscountCode, percentageOff } from "../discounts";
import { paginate, type ConnectionArgs } from "../graphql/connection";
import type { ResolverMap } from "../graphql/executor";
import { invalidGlobalId, parseGid, toGid } from "../graphql/ids";
import { money } from "../graphql/money";
import type { CartLineRow, CartRow, CartState } from "./cart-states";
import type { CatalogueVariant } from "../catalogue/catalogue-store";
import type { StorefrontContext } from "./context";

const MAX_LIST_INPUT = 250;
const MAX_LINE_QUANTITY = 1_000_000;
const MAX_NOTE_LENGTH = 5_000;

type CustomerRow = typeof customers.$inferSelect;

interface LineView {
  __typename: "CartLine";
  id: string;
  cartToken: string;
  variant: CatalogueVariant;
  quantity: number;
  attributes: AttributeRecord[];
  sequence: number;
}

interface CartView {
  __typename: "Cart";
  row: CartRow;
  /** False when the id came without its `?key=`: buyer details are then withheld. */
  withKey: boolean;
  lines: LineView[];
  customer: CustomerRow | null;
  discount: { code: string; applicable: boolean; percentage: number }[];
}

interface UserError {
  code: string;
  field: string[] | null;
  message: string;
}

interface Warning {
  code:
    | "MERCHANDISE_NOT_ENOUGH_STOCK"
    | "MERCHANDISE_OUT_OF_STOCK"
    | "DISCOUNT_NOT_FOUND"
    | "DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED";
  message: string;
  target: string;
}

interface Payload {
  cart: CartView | null;
  userErrors: UserError[];
  warnings: Warning[];
}

const lineGid = (line: { id: string; cartToken: string }) =>
  `gid://shopify/CartLine/${line.id}?cart=${line.cartToken}`;

const cartGid = (row: CartRow) => `gid://shopify/Cart/${row.token}?key=${row.secret}`;

function parseCartId(value: string): { token: string; key: string | null } | null {
  const parsed = parseGid(value);
  if (!parsed) throw invalidGlobalId(value);
  if (parsed.type !== "Cart") return null;
  return { token: parsed.id, key: parsed.params.get("key") };
}

function parseLineId(value: string): { id: string; cart: string | null } | null {
  const parsed = parseGid(value);
  if (!parsed) throw invalidGlobalId(value);
  if (parsed.type !== "CartLine") return null;
  return { id: parsed.id, cart: parsed.params.get("cart") };
}

function parseVariantId(value: string): number | null {
  const parsed = parseGid(value);
  if (!parsed) throw invalidGlobalId(value);
  const id = Number(parsed.id);
  return parsed.type === "ProductVariant" && Number.isSafeInteger(id) ? id : null;
}

const sameAttributes = (a: AttributeRecord[], b: AttributeRecord[]) => {
  const key = (list: AttributeRecord[]) =>
    JSON.stringify([...list].sort((x, y) => x.key.localeCompare(y.key)));
  return key(a) === key(b);
};

const cartDoesNotExist = (): UserError => ({
  code: "INVALID",
  field: ["cartId"],
  message: "The specified cart does not exist.",
});

function isExpired(ctx: StorefrontContext, row: CartRow) {
  return (
    row.completedAt !== null ||
    ctx.clock.now().getTime() - row.updatedAt.getTime() > ctx.settings.cartTtlMs
  );
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

async function loadCartView(
  ctx: StorefrontContext,
  db: Database,
  token: string,
  withKey: boolean,
): Promise<CartView | null> {
  const state = await readCartState(db, token);
  if (!state || isExpired(ctx, state.row)) return null;
  return viewOf(ctx, db, state, withKey);
}

async function viewOf(
  ctx: StorefrontContext,
  db: Database,
  { row, lineRows }: CartState,
  withKey: boolean,
): Promise<CartView> {
  const lines: LineView[] = [];
  for (const line of lineRows) {
    const variant = ctx.catalogue.variantsById.get(line.variantId);
    if (!variant) continue;
    lines.push({
      __typename: "CartLine",
      id: line.id,
      cartToken: row.token,
      variant,
      quantity: line.quantity,
      attributes: line.attributes,
      sequence: line.sequence,
    });
  }
  lines.sort((a, b) => b.sequence - a.sequence);
  let customer: CustomerRow | null = null;
  if (row.customerId !== null) {
    [customer = null] = await db.select().from(customers).where(eq(customers.id, row.customerId));
  }
  const discount = [];
  for (const code of row.discountCodes) {
    const rule = findDiscountCode(code);
    const applicable =
      !!rule &&
      lines.length > 0 &&
      !(rule.firstOrderOnly && customer && (await ctx.customerHasOrders(customer.id)));
    discount.push({ code, applicable, percentage: rule?.percentage ?? 0 });
  }
  return { __typename: "Cart", row, withKey, lines, customer, discount };
}

/** Loads a cart for a mutation: the id must carry the right key and the cart must be live. */
async function cartForMutation(ctx: StorefrontContext, db: Database, cartId: string) {
  const parsed = parseCartId(cartId);
  if (!parsed || !parsed.key) return null;
  const view = await loadCartView(ctx, db, parsed.token, true);
  if (!view || view.row.secret !== parsed.key) return null;
  return view;
}

interface LineChange {
  variantId: number;
  quantity: number;
  attributes: AttributeRecord[];
}

type LineEdit = { lineId?: string; add?: LineChange; setQuantity?: number; variantId?: number };

interface LinePlan {
  warnings: Warning[];
  /** Every line the cart holds afterwards. */
  lineRows: CartLineRow[];
  /** Lines to insert or update, and ids of lines to delete. */
  upserts: CartLineRow[];
  deletes: string[];
}

/**
 * Works out quantity changes to a cart's lines, clamping to live stock. Stock problems become
 * warnings (2024-10+), never errors; untracked variants are never clamped.
 */
function planLines(ctx: StorefrontContext, view: CartView, changes: LineEdit[]): LinePlan {
  const warnings: Warning[] = [];
  // Stock comes from the catalogue snapshot: every write that changes stock invalidates it, so
  // each request sees current levels without another query.
  const stock = ctx.catalogue.variantsById;
  let sequence = Math.max(0, ...view.lines.map((line) => line.sequence)) + 1;

  const working = view.lines.map((line) => ({
    id: line.id,
    variantId: line.variant.id,
    quantity: line.quantity,
    attributes: line.attributes,
    isNew: false,
    touched: false,
    sequence: 0,
  }));

  for (const change of changes) {
    if (change.add) {
      const { variantId, quantity, attributes } = change.add;
      const existing = working.find(
        (l) => l.variantId === variantId && sameAttributes(l.attributes, attributes),
      );
      if (existing) {
        existing.quantity += quantity;
        existing.touched = true;
      } else {
        working.push({
          id: randomUUID(),
          variantId,
          quantity,
          attributes,
          isNew: true,
          touched: true,
          sequence: sequence++,
        });
      }
    } else if (change.lineId) {
      const line = working.find((l) => l.id === change.lineId);
      if (!line) continue;
      if (change.variantId) line.variantId = change.variantId;
      if (change.setQuantity !== undefined) line.quantity = change.setQuantity;
      line.touched = true;
    }
  }

  for (const line of working) {
    if (!line.touched) continue;
    const available = stock.get(line.variantId);
    const variant = ctx.catalogue.variantsById.get(line.variantId);
    const title = variant ? variant.product.title : "This item";
    const target = lineGid({ id: line.id, cartToken: view.row.token });
    if (available?.tracked && line.quantity > 0) {
      if (available.quantity <= 0) {
        warnings.push({
          code: "MERCHANDISE_OUT_OF_STOCK",
          message: `The product '${title}' is already sold out.`,
          target: line.isNew ? toGid("ProductVariant", line.variantId) : target,
        });
        line.quantity = 0;
      } else if (line.quantity > available.quantity) {
        warnings.push({
          code: "MERCHANDISE_NOT_ENOUGH_STOCK",
          message: `Only ${available.quantity} of '${title}' could be added to your cart due to availability.`,
          target,
        });
        line.quantity = available.quantity;
      }
    }
  }

  const plan: LinePlan = { warnings, lineRows: [], upserts: [], deletes: [] };
  for (const line of working) {
    if (line.quantity <= 0) {
      if (line.touched && !line.isNew) plan.deletes.push(line.id);
      continue;
    }
    const previous = view.lines.find((l) => l.id === line.id);
    const row: CartLineRow = {
      id: line.id,
      cartToken: view.row.token,
      variantId: line.variantId,
      quantity: line.quantity,
      attributes: line.attributes,
      sequence: line.isNew ? line.sequence : (previous?.sequence ?? line.sequence),
    };
    plan.lineRows.push(row);
    if (line.touched) plan.upserts.push(row);
  }
  return plan;
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

interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: AttributeRecord[] | null;
  sellingPlanId?: string | null;
}

function validateNewLines(
  ctx: StorefrontContext,
  lines: CartLineInput[],
  path: string[],
): { errors: UserError[]; changes: LineChange[] } {
  const errors: UserError[] = [];
  const changes: LineChange[] = [];
  if (lines.length > MAX_LIST_INPUT) {
    errors.push({
      code: "INVALID",
      field: path,
      message: `The input must not contain more than ${MAX_LIST_INPUT} lines.`,
    });
    return { errors, changes };
  }
  lines.forEach((line, i) => {
    const variantId = parseVariantId(line.merchandiseId);
    const variant = variantId === null ? undefined : ctx.catalogue.variantsById.get(variantId);
    const quantity = line.quantity ?? 1;
    if (!variant) {
      errors.push({
        code: "INVALID",
        field: [...path, String(i), "merchandiseId"],
        message: `The merchandise with id ${line.merchandiseId} does not exist.`,
      });
    } else if (line.sellingPlanId) {
      errors.push({
        code: "SELLING_PLAN_NOT_APPLICABLE",
        field: [...path, String(i), "sellingPlanId"],
        message: "The selling plan is not applicable to this merchandise.",
      });
    } else if (quantity < 1) {
      errors.push({
        code: "INVALID",
        field: [...path, String(i), "quantity"],
        message: "The quantity must be at least 1.",
      });
    } else if (quantity > MAX_LINE_QUANTITY) {
      errors.push({
        code: "LESS_THAN",
        field: [...path, String(i), "quantity"],
        message: `The quantity must be less than ${MAX_LINE_QUANTITY}.`,
      });
    } else {
      changes.push({ variantId: variant.id, quantity, attributes: line.attributes ?? [] });
    }
  });
  return { errors, changes };
}

async function resolveBuyer(
  ctx: StorefrontContext,
  input: CartBuyerIdentityInput | null | undefined,
  info: GraphQLResolveInfo,
  path: string[],
): Promise<{ error?: UserError; customerId?: number | null; identity: BuyerIdentityRecord }> {
  const token = input?.customerAccessToken ?? inContextBuyerToken(info);
  const identity: BuyerIdentityRecord = {
    email: input?.email ?? null,
    phone: input?.phone ?? null,
    countryCode: input?.countryCode ?? null,
  };
  if (input?.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) {
    return {
      identity,
      error: { code: "INVALID", field: [...path, "email"], message: "Email is invalid" },
    };
  }
  if (!token) return { identity };
  const customer = await ctx.verifyCustomerToken(token);
  if (!customer) {
    return {
      identity,
      error: {
        code: "INVALID",
        field: [...path, "customerAccessToken"],
        message: "Customer is invalid",
      },
    };
  }
  return { identity, customerId: customer.customerId };
}

function inContextBuyerToken(info: GraphQLResolveInfo): string | undefined {
  const directive = (info.schema as GraphQLSchema).getDirective("inContext");
  if (!directive) return undefined;
  const values = getDirectiveValues(directive, info.operation, info.variableValues) as
    { buyer?: { customerAccessToken?: string } } | undefined;
  return values?.buyer?.customerAccessToken;
}

interface CartBuyerIdentityInput {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  customerAccessToken?: string | null;
}

interface CartInput {
  lines?: CartLineInput[] | null;
  attributes?: AttributeRecord[] | null;
  discountCodes?: string[] | null;
  note?: string | null;
  buyerIdentity?: CartBuyerIdentityInput | null;
}

function normaliseCodes(codes: string[]) {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of codes) {
    const code = canonicalCode(raw);
    if (!code || seen.has(code.toUpperCase())) continue;
    seen.add(code.toUpperCase());
    result.push(code);
  }
  return result;
}

function discountWarnings(view: CartView | null): Warning[] {
  if (!view) return [];
  return view.discount
    .filter((d) => !d.applicable && view.lines.length > 0)
    .map((d) =>
      findDiscountCode(d.code)
        ? {
            code: "DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED" as const,
            message: `Discount code ${d.code} is for a customer's first order only.`,
            target: cartGid(view.row),
          }
        : {
            code: "DISCOUNT_NOT_FOUND" as const,
            message: `Discount code ${d.code} could not be found.`,
            target: cartGid(view.row),
          },
    );
}

/**
 * Runs one cart mutation in a transaction. A mutation that reports userErrors rolls back, so
 * the cart comes back exactly as it was.
 */
async function mutate(
  ctx: StorefrontContext,
  cartId: string | null,
  work: (
    db: Database,
    view: CartView | null,
  ) => Promise<{ errors: UserError[]; warnings?: Warning[]; token?: string }>,
): Promise<Payload> {
  class Rollback extends Error {
    constructor(readonly errors: UserError[]) {
      super("rollback");
    }
  }
  try {
    const { state, warnings } = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      let view: CartView | null = null;
      if (cartId !== null) {
        view = await cartForMutation(ctx, db, cartId);
        if (!view) throw new Rollback([cartDoesNotExist()]);
      }
      const result = await work(db, view);
      if (result.errors.length) throw new Rollback(result.errors);
      const token = result.token ?? view!.row.token;
      await db
        .update(carts)
        .set({ updatedAt: ctx.clock.now(), version: sql`${carts.version} + 1` })
        .where(eq(carts.token, token));
      return { state: (await readCartState(db, token))!, warnings: result.warnings ?? [] };
    });
    ctx.cartStates.remember(state);
    const fresh = await viewOf(ctx, ctx.db, state, true);
    return { cart: fresh, userErrors: [], warnings: [...warnings, ...discountWarnings(fresh)] };
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    const unchanged =
      cartId === null || error.errors[0]?.field?.[0] === "cartId"
        ? null
        : await cartForMutation(ctx, ctx.db, cartId);
    return { cart: unchanged, userErrors: error.errors, warnings: [] };
  }
}

/**
 * Runs a change to a cart's lines: the hot path of a shopping session. The cart is taken from
 * the states this process last wrote when it has them, the change is computed in memory, and
 * written in one conditional statement; if the cart moved on meanwhile (another change,
 * checkout), it is read afresh and the change computed again.
 */
async function mutateLines(
  ctx: StorefrontContext,
  cartId: string,
  edit: (view: CartView) => { errors: UserError[]; changes: LineEdit[] },
): Promise<Payload> {
  const parsed = parseCartId(cartId);
  const missing = { cart: null, userErrors: [cartDoesNotExist()], warnings: [] };
  if (!parsed?.key) return missing;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const state =
      (attempt === 0 ? ctx.cartStates.get(parsed.token) : undefined) ??
      (await readCartState(ctx.db, parsed.token));
    if (!state || state.row.secret !== parsed.key || isExpired(ctx, state.row)) {
      ctx.cartStates.forget(parsed.token);
      if (attempt === 0 && state) continue;
      return missing;
    }
    const view = await viewOf(ctx, ctx.db, state, true);
    const { errors, changes } = edit(view);
    if (errors.length) {
      // Nothing was written; answer with the cart as stored, not as remembered.
      return { cart: await cartForMutation(ctx, ctx.db, cartId), userErrors: errors, warnings: [] };
    }
    const plan = planLines(ctx, view, changes);
    const now = ctx.clock.now();
    if (!(await writeLinePlan(ctx.db, state.row, plan, now))) {
      ctx.cartStates.forget(parsed.token);
      continue;
    }
    const written: CartState = {
      row: { ...state.row, version: state.row.version + 1, updatedAt: now },
      lineRows: plan.lineRows,
    };
    ctx.cartStates.remember(written);
    const fresh = await viewOf(ctx, ctx.db, written, true);
    return {
      cart: fresh,
      userErrors: [],
      warnings: [...plan.warnings, ...discountWarnings(fresh)],
    };
  }
  throw new Error(`cart ${parsed.token} kept changing while a line change was being written`);
}

function newToken() {
  // Shopify's tokens are opaque and never contain "/" (Hydrogen stores the id's last segment).
  return `hWN${randomBytes(18).toString("base64url").replace(/[-_]/g, "x")}`;
}

export const cartResolvers: ResolverMap<StorefrontContext> = {
  QueryRoot: {
    cart: async (_: unknown, args: { id: string }, ctx) => {
      const parsed = parseCartId(args.id);
      if (!parsed) return null;
      const view = await loadCartView(ctx, ctx.db, parsed.token, false);
      if (!view) return null;
      return { ...view, withKey: parsed.key === view.row.secret };
    },
  },
  Mutation: {
    cartCreate: async (_: unknown, args: { input?: CartInput | null }, ctx, info) => {
      const input = args.input ?? {};
      // Checked before the transaction opens: token checks read the database too, and PGlite
      // runs one transaction at a time.
      const buyer = await resolveBuyer(ctx, input.buyerIdentity, info, ["input", "buyerIdentity"]);
      return mutate(ctx, null, async (db) => {
        const { errors, changes } = validateNewLines(ctx, input.lines ?? [], ["input", "lines"]);
        if (input.note && input.note.length > MAX_NOTE_LENGTH) {
          errors.push({
            code: "NOTE_TOO_LONG",
            field: ["input", "note"],
            message: "Note is too long.",
          });
        }
        if (buyer.error) errors.push(buyer.error);
        if (errors.length) return { errors };
        const now = ctx.clock.now();
        const row = {
          token: newToken(),
          secret: randomBytes(16).toString("hex"),
          note: input.note ?? null,
          attributes: input.attributes ?? [],
          discountCodes: normaliseCodes(input.discountCodes ?? []),
          buyerIdentity: buyer.identity,
          customerId: buyer.customerId ?? null,
          createdAt: now,
          updatedAt: now,
          completedAt: null,
          version: 0,
        };
        await db.insert(carts).values(row);
        const view: CartView = {
          __typename: "Cart",
          row,
          withKey: true,
          lines: [],
          customer: null,
          discount: [],
        };
        const plan = planLines(
          ctx,
          view,
          changes.map((add) => ({ add })),
        );
        if (plan.upserts.length) await db.insert(cartLines).values(plan.upserts);
        return { errors: [], warnings: plan.warnings, token: row.token };
      });
    },
    cartLinesAdd: (_: unknown, args: { cartId: string; lines: CartLineInput[] }, ctx) =>
      mutateLines(ctx, args.cartId, (view) => {
        const { errors, changes } = validateNewLines(ctx, args.lines, ["lines"]);
        if (errors.length) return { errors, changes: [] };
        const distinct = new Set(view.lines.map((l) => l.variant.id));
        for (const c of changes) distinct.add(c.variantId);
        if (distinct.size > ctx.settings.maxCartLines) {
          return {
            errors: [
              {
                code: "CART_TOO_LARGE",
                field: ["lines"],
                message: "The cart is too large to save.",
              },
            ],
            changes: [],
          };
        }
        return { errors: [], changes: changes.map((add) => ({ add })) };
      }),
    cartLinesUpdate: (
      _: unknown,
      args: {
        cartId: string;
        lines: { id: string; quantity?: number | null; merchandiseId?: string | null }[];
      },
      ctx,
    ) =>
      mutateLines(ctx, args.cartId, (view) => {
        const errors: UserError[] = [];
        if (args.lines.length > MAX_LIST_INPUT) {
          errors.push({
            code: "INVALID",
            field: ["lines"],
            message: `The input must not contain more than ${MAX_LIST_INPUT} lines.`,
          });
          return { errors, changes: [] };
        }
        const changes: { lineId: string; setQuantity?: number; variantId?: number }[] = [];
        args.lines.forEach((line, i) => {
          const parsed = parseLineId(line.id);
          const existing = parsed && view.lines.find((l) => l.id === parsed.id);
          if (!existing) {
            errors.push({
              code: "INVALID_MERCHANDISE_LINE",
              field: ["lines", String(i), "id"],
              message: "Merchandise line was not found in cart.",
            });
            return;
          }
          let variantId: number | undefined;
          if (line.merchandiseId) {
            const id = parseVariantId(line.merchandiseId);
            if (id === null || !ctx.catalogue.variantsById.has(id)) {
              errors.push({
                code: "INVALID",
                field: ["lines", String(i), "merchandiseId"],
                message: `The merchandise with id ${line.merchandiseId} does not exist.`,
              });
              return;
            }
            variantId = id;
          }
          if (line.quantity != null && line.quantity < 0) {
            errors.push({
              code: "INVALID",
              field: ["lines", String(i), "quantity"],
              message: "The quantity must not be negative.",
            });
            return;
          }
          if (line.quantity != null && line.quantity > MAX_LINE_QUANTITY) {
            errors.push({
              code: "LESS_THAN",
              field: ["lines", String(i), "quantity"],
              message: `The quantity must be less than ${MAX_LINE_QUANTITY}.`,
            });
            return;
          }
          changes.push({
            lineId: existing.id,
            ...(line.quantity != null ? { setQuantity: line.quantity } : {}),
            ...(variantId ? { variantId } : {}),
          });
        });
        return { errors, changes: errors.length ? [] : changes };
      }),
    cartLinesRemove: (_: unknown, args: { cartId: string; lineIds: string[] }, ctx) =>
      mutateLines(ctx, args.cartId, (view) => {
        if (args.lineIds.length > MAX_LIST_INPUT) {
          return {
            errors: [
              {
                code: "INVALID",
                field: ["lineIds"],
                message: `The input must not contain more than ${MAX_LIST_INPUT} values.`,
              },
            ],
            changes: [],
          };
        }
        const errors: UserError[] = [];
        const ids: string[] = [];
        args.lineIds.forEach((lineId, i) => {
          const parsed = parseLineId(lineId);
          const existing = parsed && view.lines.find((l) => l.id === parsed.id);
          if (!existing) {
            errors.push({
              code: "INVALID_MERCHANDISE_LINE",
              field: ["lineIds", String(i)],
              message: "Merchandise line was not found in cart.",
            });
          } else ids.push(existing.id);
        });
        return { errors, changes: ids.map((lineId) => ({ lineId, setQuantity: 0 })) };
      }),
    cartDiscountCodesUpdate: (
      _: unknown,
      args: { cartId: string; discountCodes?: string[] | null },
      ctx,
    ) =>
      mutate(ctx, args.cartId, async (db, view) => {
        const codes = normaliseCodes(args.discountCodes ?? []);
        await db
          .update(carts)
          .set({ discountCodes: codes })
          .where(eq(carts.token, view!.row.token));
        return { errors: [] };
      }),
    cartBuyerIdentityUpdate: async (
      _: unknown,
      args: { cartId: string; buyerIdentity: CartBuyerIdentityInput },
      ctx,
      info,
    ) => {
      const buyer = await resolveBuyer(ctx, args.buyerIdentity, info, ["buyerIdentity"]);
      return mutate(ctx, args.cartId, async (db, view) => {
        if (buyer.error) return { errors: [buyer.error] };
        await db
          .update(carts)
          .set({
            buyerIdentity: {
              ...view!.row.buyerIdentity,
              ...stripUndefined(args.buyerIdentity, buyer.identity),
            },
            ...(buyer.customerId !== undefined ? { customerId: buyer.customerId } : {}),
          })
          .where(eq(carts.token, view!.row.token));
        return { errors: [] };
      });
    },
    cartNoteUpdate: (_: unknown, args: { cartId: string; note: string }, ctx) =>
      mutate(ctx, args.cartId, async (db, view) => {
        if (args.note.length > MAX_NOTE_LENGTH) {
          return {
            errors: [{ code: "NOTE_TOO_LONG", field: ["note"], message: "Note is too long." }],
          };
        }
        await db.update(carts).set({ note: args.note }).where(eq(carts.token, view!.row.token));
        return { errors: [] };
      }),
    cartAttributesUpdate: (
      _: unknown,
      args: { cartId: string; attributes: AttributeRecord[] },
      ctx,
    ) =>
      mutate(ctx, args.cartId, async (db, view) => {
        await db
          .update(carts)
          .set({ attributes: args.attributes })
          .where(eq(carts.token, view!.row.token));
        return { errors: [] };
      }),
  },
  Cart: {
    id: (c: CartView) => cartGid(c.row),
    checkoutUrl: (c: CartView, _: unknown, ctx) =>
      `${ctx.settings.publicUrl}/cart/c/${c.row.token}?key=${c.row.secret}`,
    createdAt: (c: CartView) => c.row.createdAt.toISOString(),
    updatedAt: (c: CartView) => c.row.updatedAt.toISOString(),
    note: (c: CartView) => c.row.note,
    attributes: (c: CartView) => c.row.attributes,
    attribute: (c: CartView, args: { key: string }) =>
      c.row.attributes.find((a) => a.key === args.key) ?? null,
    totalQuantity: (c: CartView) => c.lines.reduce((sum, l) => sum + l.quantity, 0),
    lines: (c: CartView, args: ConnectionArgs) => paginate(c.lines, args, (l) => l.id),
    buyerIdentity: (c: CartView) =>
      c.withKey
        ? {
            email: c.row.buyerIdentity.email ?? c.customer?.email ?? null,
            phone: c.row.buyerIdentity.phone ?? null,
            countryCode: c.row.buyerIdentity.countryCode ?? null,
            customer: c.customer,
            purchasingCompany: null,
            preferences: null,
            deliveryAddressPreferences: [],
            walletPreferences: [],
          }
        : {
            email: null,
            phone: null,
            countryCode: null,
            customer: null,
            purchasingCompany: null,
            preferences: null,
            deliveryAddressPreferences: [],
            walletPreferences: [],
          },
    discountCodes: (c: CartView) =>
      c.discount.map(({ code, applicable }) => ({ code, applicable })),
    discountAllocations: (c: CartView, _: unknown, ctx) => {
      const subtotal = subtotalCents(c);
      return c.discount
        .filter((d) => d.applicable)
        .map((d) => ({
          __typename: "CartCodeDiscountAllocation",
          code: d.code,
          discountedAmount: money(
            percentageOff(subtotal, d.percentage),
            ctx.catalogue.currencyCode,
          ),
          targetType: "LINE_ITEM",
          discountApplication: {
            allocationMethod: "ACROSS",
            targetSelection: "ALL",
            targetType: "LINE_ITEM",
            value: { __typename: "PricingPercentageValue", percentage: d.percentage },
          },
        }));
    },
    appliedGiftCards: () => [],
    cost: (c: CartView, _: unknown, ctx) => {
      const currency = ctx.catalogue.currencyCode;
      const subtotal = subtotalCents(c);
      const discount = c.discount
        .filter((d) => d.applicable)
        .reduce((sum, d) => sum + percentageOff(subtotal, d.percentage), 0);
      return {
        subtotalAmount: money(subtotal, currency),
        subtotalAmountEstimated: false,
        totalAmount: money(subtotal - discount, currency),
        totalAmountEstimated: true,
        checkoutChargeAmount: money(subtotal - discount, currency),
        // Deprecated in 2025-07 and always null on Shopify.
        totalTaxAmount: null,
        totalTaxAmountEstimated: false,
        totalDutyAmount: null,
        totalDutyAmountEstimated: false,
      };
    },
    metafield: () => null,
    metafields: (_: CartView, args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
    deliveryGroups: (_: CartView, args: ConnectionArgs) => paginate([], args, () => 0),
  },
  CartLine: {
    id: (l: LineView) => lineGid(l),
    merchandise: (l: LineView) => l.variant,
    attribute: (l: LineView, args: { key: string }) =>
      l.attributes.find((a) => a.key === args.key) ?? null,
    cost: (l: LineView, _: unknown, ctx) => {
      const currency = ctx.catalogue.currencyCode;
      return {
        amountPerQuantity: money(l.variant.priceCents, currency),
        compareAtAmountPerQuantity:
          l.variant.compareAtCents === null ? null : money(l.variant.compareAtCents, currency),
        subtotalAmount: money(l.variant.priceCents * l.quantity, currency),
        totalAmount: money(l.variant.priceCents * l.quantity, currency),
      };
    },
    discountAllocations: () => [],
    sellingPlanAllocation: () => null,
  },
  Customer: {
    id: (c: CustomerRow) => toGid("Customer", c.id),
    displayName: (c: CustomerRow) => [c.firstName, c.lastName].filter(Boolean).join(" ") || c.email,
    createdAt: (c: CustomerRow) => c.createdAt.toISOString(),
    updatedAt: (c: CustomerRow) => c.updatedAt.toISOString(),
    acceptsMarketing: (c: CustomerRow) => c.emailMarketingState === "SUBSCRIBED",
    tags: () => [],
  },
};

function subtotalCents(c: CartView) {
  return c.lines.reduce((sum, l) => sum + l.variant.priceCents * l.quantity, 0);
}

function stripUndefined(input: CartBuyerIdentityInput, identity: BuyerIdentityRecord) {
  const result: BuyerIdentityRecord = {};
  if (input.email !== undefined) result.email = identity.email ?? null;
  if (input.phone !== undefined) result.phone = identity.phone ?? null;
  if (input.countryCode !== undefined) result.countryCode = identity.countryCode ?? null;
  return result;
}
