import { getDirectiveValues, type GraphQLResolveInfo, type GraphQLSchema } from "graphql";
import type { AttributeRecord, BuyerIdentityRecord } from "../../db/schema/index";
import { canonicalCode } from "../../orders/discounts";
import type { StorefrontContext } from "../context";
import { parseLineId, parseVariantId } from "./cart-ids";
import {
  cartTooLarge,
  customerInvalid,
  emailInvalid,
  lineNotInCart,
  merchandiseDoesNotExist,
  noteTooLong,
  quantityBelowOne,
  quantityNegative,
  quantityTooLarge,
  sellingPlanNotApplicable,
  tooManyInputs,
  type UserError,
} from "./cart-problems";
import type { CartView } from "./cart-view";
import { mergeKey, type HeldLine, type LineEdit, type LineToAdd } from "./line-plan";

const MAX_LIST_INPUT = 250;
const MAX_LINE_QUANTITY = 1_000_000;
const MAX_NOTE_LENGTH = 5_000;

export interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: AttributeRecord[] | null;
  sellingPlanId?: string | null;
}

export interface CartLineUpdateInput {
  id: string;
  quantity?: number | null;
  merchandiseId?: string | null;
}

export interface CartBuyerIdentityInput {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  customerAccessToken?: string | null;
}

export interface DeliveryAddressInput {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  countryCode?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  provinceCode?: string | null;
  zip?: string | null;
}

export interface SelectableAddressInput {
  address?: {
    deliveryAddress?: DeliveryAddressInput | null;
    copyFromCustomerAddressId?: string | null;
  } | null;
  selected?: boolean | null;
  oneTimeUse?: boolean | null;
}

export interface CartInput {
  lines?: CartLineInput[] | null;
  attributes?: AttributeRecord[] | null;
  discountCodes?: string[] | null;
  giftCardCodes?: string[] | null;
  note?: string | null;
  buyerIdentity?: CartBuyerIdentityInput | null;
  metafields?: { key: string; type: string; value: string }[] | null;
  delivery?: { addresses?: SelectableAddressInput[] | null } | null;
}

/** A line change as asked for: the edits to make, unless there are user errors. */
export interface CheckedLineEdits {
  userErrors: UserError[];
  edits: LineEdit[];
}

type Catalogue = StorefrontContext["catalogue"];

/**
 * Lines to add, for a new cart or an existing one (`held`); `path` is where they sit in the
 * arguments. The quantity limit holds for the line each addition ends up in, after it merges with
 * the cart's line and the other entries of the same merchandise: two entries of the limit must
 * not make a line of twice the limit.
 */
export function checkNewLines(
  catalogue: Catalogue,
  lines: CartLineInput[],
  path: string[],
  held: readonly HeldLine[] = [],
): { userErrors: UserError[]; lines: LineToAdd[] } {
  if (lines.length > MAX_LIST_INPUT) {
    return { userErrors: [tooManyInputs(path, MAX_LIST_INPUT, "lines")], lines: [] };
  }
  const userErrors: UserError[] = [];
  const toAdd: LineToAdd[] = [];
  const merged = new Map<string, number>();
  for (const line of held) {
    const key = mergeKey(line.variant.id, line.attributes);
    merged.set(key, (merged.get(key) ?? 0) + line.quantity);
  }
  lines.forEach((line, i) => {
    const field = (name: string) => [...path, String(i), name];
    const variantId = parseVariantId(line.merchandiseId);
    const variant = variantId === null ? undefined : catalogue.variantsById.get(variantId);
    const quantity = line.quantity ?? 1;
    if (!variant) {
      userErrors.push(merchandiseDoesNotExist(field("merchandiseId"), line.merchandiseId));
    } else if (line.sellingPlanId) {
      userErrors.push(sellingPlanNotApplicable(field("sellingPlanId")));
    } else if (quantity < 1) {
      userErrors.push(quantityBelowOne(field("quantity")));
    } else if (quantity > MAX_LINE_QUANTITY) {
      userErrors.push(quantityTooLarge(field("quantity"), MAX_LINE_QUANTITY));
    } else {
      const attributes = line.attributes ?? [];
      const key = mergeKey(variant.id, attributes);
      const total = (merged.get(key) ?? 0) + quantity;
      merged.set(key, total);
      if (total > MAX_LINE_QUANTITY) {
        userErrors.push(quantityTooLarge(field("quantity"), MAX_LINE_QUANTITY));
      } else {
        toAdd.push({ variantId: variant.id, quantity, attributes });
      }
    }
  });
  return { userErrors, lines: toAdd };
}

/** cartLinesAdd: the new lines must exist, and the cart must not hold too many variants after. */
export function checkLinesToAdd(
  ctx: StorefrontContext,
  view: CartView,
  lines: CartLineInput[],
): CheckedLineEdits {
  const checked = checkNewLines(ctx.catalogue, lines, ["lines"], view.lines);
  if (checked.userErrors.length) return { userErrors: checked.userErrors, edits: [] };
  const distinct = new Set(view.lines.map((l) => l.variant.id));
  for (const line of checked.lines) distinct.add(line.variantId);
  if (distinct.size > ctx.settings.maxCartLines) {
    return { userErrors: [cartTooLarge(["lines"])], edits: [] };
  }
  return { userErrors: [], edits: checked.lines.map((add) => ({ add })) };
}

/** cartLinesUpdate: each line must be in the cart, and any new merchandise in the catalogue. */
export function checkLineUpdates(
  catalogue: Catalogue,
  view: CartView,
  lines: CartLineUpdateInput[],
): CheckedLineEdits {
  if (lines.length > MAX_LIST_INPUT) {
    return { userErrors: [tooManyInputs(["lines"], MAX_LIST_INPUT, "lines")], edits: [] };
  }
  const userErrors: UserError[] = [];
  const edits: LineEdit[] = [];
  lines.forEach((line, i) => {
    const field = (name: string) => ["lines", String(i), name];
    const parsed = parseLineId(line.id);
    const existing = parsed && view.lines.find((l) => l.id === parsed.id);
    if (!existing) {
      userErrors.push(lineNotInCart(field("id")));
      return;
    }
    let variantId: number | undefined;
    if (line.merchandiseId) {
      const id = parseVariantId(line.merchandiseId);
      if (id === null || !catalogue.variantsById.has(id)) {
        userErrors.push(merchandiseDoesNotExist(field("merchandiseId"), line.merchandiseId));
        return;
      }
      variantId = id;
    }
    if (line.quantity != null && line.quantity < 0) {
      userErrors.push(quantityNegative(field("quantity")));
      return;
    }
    if (line.quantity != null && line.quantity > MAX_LINE_QUANTITY) {
      userErrors.push(quantityTooLarge(field("quantity"), MAX_LINE_QUANTITY));
      return;
    }
    edits.push({
      lineId: existing.id,
      ...(line.quantity != null ? { setQuantity: line.quantity } : {}),
      ...(variantId ? { variantId } : {}),
    });
  });
  return { userErrors, edits: userErrors.length ? [] : edits };
}

/** cartLinesRemove: every id must name a line of this cart. */
export function checkLineRemovals(view: CartView, lineIds: string[]): CheckedLineEdits {
  if (lineIds.length > MAX_LIST_INPUT) {
    return { userErrors: [tooManyInputs(["lineIds"], MAX_LIST_INPUT, "values")], edits: [] };
  }
  const userErrors: UserError[] = [];
  const edits: LineEdit[] = [];
  lineIds.forEach((lineId, i) => {
    const parsed = parseLineId(lineId);
    const existing = parsed && view.lines.find((l) => l.id === parsed.id);
    if (!existing) userErrors.push(lineNotInCart(["lineIds", String(i)]));
    else edits.push({ lineId: existing.id, setQuantity: 0 });
  });
  return { userErrors, edits };
}

export function checkNote(note: string | null | undefined, field: string[]): UserError[] {
  return note && note.length > MAX_NOTE_LENGTH ? [noteTooLong(field)] : [];
}

/**
 * Discount codes as the cart keeps them: a known code in its own spelling, others trimmed, blanks
 * dropped, and each code once whatever its case.
 */
export function normaliseDiscountCodes(codes: string[]) {
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

/**
 * The buyer's contact details, and the customer named by an access token in the input or in the
 * request's `@inContext(buyer:)`. `customerId` is left out when no token was given, so an update
 * keeps the customer the cart already has.
 */
export async function checkBuyerIdentity(
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
    return { identity, error: emailInvalid([...path, "email"]) };
  }
  if (!token) return { identity };
  const customer = await ctx.verifyCustomerToken(token);
  if (!customer) return { identity, error: customerInvalid([...path, "customerAccessToken"]) };
  return { identity, customerId: customer.customerId };
}

function inContextBuyerToken(info: GraphQLResolveInfo): string | undefined {
  const directive = (info.schema as GraphQLSchema).getDirective("inContext");
  if (!directive) return undefined;
  const values = getDirectiveValues(directive, info.operation, info.variableValues) as
    { buyer?: { customerAccessToken?: string } } | undefined;
  return values?.buyer?.customerAccessToken;
}

/** An update changes only the fields its input names; an explicit null clears one. */
export function updatedBuyerIdentity(
  stored: BuyerIdentityRecord,
  input: CartBuyerIdentityInput,
  identity: BuyerIdentityRecord,
): BuyerIdentityRecord {
  const named: BuyerIdentityRecord = {};
  if (input.email !== undefined) named.email = identity.email ?? null;
  if (input.phone !== undefined) named.phone = identity.phone ?? null;
  if (input.countryCode !== undefined) named.countryCode = identity.countryCode ?? null;
  return { ...stored, ...named };
}
