import type { AttributeRecord } from "../../db/schema/index";
import { paginate, type ConnectionArgs } from "../../graphql/connection";
import type { ResolverMap } from "../../graphql/executor";
import { toGid } from "../../graphql/ids";
import { money } from "../../graphql/money";
import { sameSecret } from "../../http/same-secret";
import { percentageOff } from "../../orders/discounts";
import type { StorefrontContext } from "../context";
import { cartGid, keylessCartGid, lineGid, parseCartId } from "./cart-ids";
import {
  checkBuyerIdentity,
  checkLineRemovals,
  checkLinesToAdd,
  checkLineUpdates,
  checkNewLines,
  checkNote,
  normaliseDiscountCodes,
  updatedBuyerIdentity,
  type CartBuyerIdentityInput,
  type CartInput,
  type CartLineInput,
  type CartLineUpdateInput,
} from "./cart-input";
import { changeCart, changeLines, createCart, loadCartView } from "./cart-storage";
import { subtotalCents, type CartView, type CustomerRow, type LineView } from "./cart-view";

export const cartResolvers: ResolverMap<StorefrontContext> = {
  QueryRoot: {
    cart: async (_: unknown, args: { id: string }, ctx) => {
      const parsed = parseCartId(args.id);
      if (!parsed) return null;
      const view = await loadCartView(ctx, ctx.db, parsed.token, false);
      if (!view) return null;
      return { ...view, withKey: parsed.key !== null && sameSecret(parsed.key, view.row.secret) };
    },
  },
  Mutation: {
    cartCreate: async (_: unknown, args: { input?: CartInput | null }, ctx, info) => {
      const input = args.input ?? {};
      // All checked before the transaction opens: token checks read the database too, and
      // PGlite runs one transaction at a time.
      const buyerPath = ["input", "buyerIdentity"];
      const buyer = await checkBuyerIdentity(ctx, input.buyerIdentity, info, buyerPath);
      const lines = checkNewLines(ctx.catalogue, input.lines ?? [], ["input", "lines"]);
      const userErrors = [
        ...lines.userErrors,
        ...checkNote(input.note, ["input", "note"]),
        ...(buyer.error ? [buyer.error] : []),
      ];
      if (userErrors.length) return { cart: null, userErrors, warnings: [] };
      const fields = {
        note: input.note ?? null,
        attributes: input.attributes ?? [],
        discountCodes: normaliseDiscountCodes(input.discountCodes ?? []),
        buyerIdentity: buyer.identity,
        customerId: buyer.customerId ?? null,
      };
      return createCart(ctx, fields, lines.lines);
    },
    cartLinesAdd: (_: unknown, args: { cartId: string; lines: CartLineInput[] }, ctx) =>
      changeLines(ctx, args.cartId, (view) => checkLinesToAdd(ctx, view, args.lines)),
    cartLinesUpdate: (_: unknown, args: { cartId: string; lines: CartLineUpdateInput[] }, ctx) =>
      changeLines(ctx, args.cartId, (view) => checkLineUpdates(ctx.catalogue, view, args.lines)),
    cartLinesRemove: (_: unknown, args: { cartId: string; lineIds: string[] }, ctx) =>
      changeLines(ctx, args.cartId, (view) => checkLineRemovals(view, args.lineIds)),
    cartDiscountCodesUpdate: (
      _: unknown,
      args: { cartId: string; discountCodes?: string[] | null },
      ctx,
    ) =>
      changeCart(ctx, args.cartId, () => ({
        set: { discountCodes: normaliseDiscountCodes(args.discountCodes ?? []) },
      })),
    cartBuyerIdentityUpdate: async (
      _: unknown,
      args: { cartId: string; buyerIdentity: CartBuyerIdentityInput },
      ctx,
      info,
    ) => {
      const buyer = await checkBuyerIdentity(ctx, args.buyerIdentity, info, ["buyerIdentity"]);
      return changeCart(ctx, args.cartId, (view) => {
        if (buyer.error) return { userErrors: [buyer.error] };
        return {
          set: {
            buyerIdentity: updatedBuyerIdentity(
              view.row.buyerIdentity,
              args.buyerIdentity,
              buyer.identity,
            ),
            ...(buyer.customerId !== undefined ? { customerId: buyer.customerId } : {}),
          },
        };
      });
    },
    cartNoteUpdate: (_: unknown, args: { cartId: string; note: string }, ctx) =>
      changeCart(ctx, args.cartId, () => {
        const userErrors = checkNote(args.note, ["note"]);
        return userErrors.length ? { userErrors } : { set: { note: args.note } };
      }),
    cartAttributesUpdate: (
      _: unknown,
      args: { cartId: string; attributes: AttributeRecord[] },
      ctx,
    ) => changeCart(ctx, args.cartId, () => ({ set: { attributes: args.attributes } })),
  },
  Cart: {
    // The key is answered only to a request that presented it (Shopify, 2024-08): a cart read
    // by its bare id must not hand out what unlocks the buyer's details and checkout. Shopify's
    // checkout opened without the key shows no buyer details either.
    id: (c: CartView) => (c.withKey ? cartGid(c.row) : keylessCartGid(c.row)),
    checkoutUrl: (c: CartView, _: unknown, ctx) =>
      `${ctx.settings.publicUrl}/cart/c/${c.row.token}${c.withKey ? `?key=${c.row.secret}` : ""}`,
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
    // Since 2026-01. Every line here was added by the shopper on its own (no bundle, add-on or
    // parent line), so it may be removed and its quantity changed.
    instructions: () => ({ canRemove: true, canUpdateQuantity: true }),
    parentRelationship: () => null,
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
