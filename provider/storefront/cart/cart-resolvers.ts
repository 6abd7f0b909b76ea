import type { AttributeRecord } from "../../db/schema/index";
import { paginate, type ConnectionArgs } from "../../graphql/connection";
import type { ResolverMap } from "../../graphql/executor";
import { numericIdOf, toGid } from "../../graphql/ids";
import { money } from "../../graphql/money";
import { sameSecret } from "../../http/same-secret";
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
import { cartCloneResolvers } from "./cart-clone";
import { withConsentRecording } from "./cart-consent";
import { cartDeliveryResolvers, checkNewCartDelivery, deliveryCents } from "./cart-delivery";
import { cartMetafieldResolvers, checkNewCartMetafields } from "./cart-metafields";
import { cartDoesNotExist } from "./cart-problems";
import {
  cartForMutation,
  changeCart,
  changeLines,
  createCart,
  loadCartView,
  type CartPayload,
} from "./cart-storage";
import type { CartView, CustomerRow, LineView } from "./cart-view";
import { checkGiftCardCodes } from "./gift-card-input";

/**
 * Gift card codes for an existing cart: the cart must exist (with its key) before any code is
 * looked up or counted against its guessing limit. `combine` turns the cart's card ids and the
 * checked ones into the new list.
 */
async function changeGiftCards(
  ctx: StorefrontContext,
  cartId: string,
  codes: string[],
  combine: (applied: number[], checked: number[]) => number[],
): Promise<CartPayload> {
  const view = await cartForMutation(ctx, ctx.db, cartId);
  if (!view) return { cart: null, userErrors: [cartDoesNotExist()], warnings: [] };
  const checked = await checkGiftCardCodes(ctx, view.row.token, codes, ["giftCardCodes"]);
  return changeCart(ctx, cartId, (current) =>
    checked.userErrors.length
      ? { userErrors: checked.userErrors }
      : { set: { giftCardIds: combine(current.row.giftCardIds, checked.ids) } },
  );
}

const appliedGiftCardGid = (id: number) => toGid("AppliedGiftCard", id);

const coreCartResolvers: ResolverMap<StorefrontContext> = {
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
      // A new cart has no token yet: its wrong codes count against the client alone.
      const giftCards = await checkGiftCardCodes(
        ctx,
        `new cart from ${ctx.client}`,
        input.giftCardCodes ?? [],
        ["input", "giftCardCodes"],
      );
      const metafields = checkNewCartMetafields(input.metafields ?? [], ctx.clock.now());
      const delivery = checkNewCartDelivery(input.delivery);
      const userErrors = [
        ...lines.userErrors,
        ...giftCards.userErrors,
        ...checkNote(input.note, ["input", "note"]),
        ...(buyer.error ? [buyer.error] : []),
        ...("userErrors" in metafields ? metafields.userErrors : []),
        ...("userErrors" in delivery ? delivery.userErrors : []),
      ];
      if (userErrors.length || "userErrors" in metafields || "userErrors" in delivery) {
        return { cart: null, userErrors, warnings: [] };
      }
      const fields = {
        note: input.note ?? null,
        attributes: input.attributes ?? [],
        discountCodes: normaliseDiscountCodes(input.discountCodes ?? []),
        giftCardIds: giftCards.ids,
        buyerIdentity: buyer.identity,
        customerId: buyer.customerId ?? null,
        metafields: metafields.metafields,
        deliveryAddresses: delivery.addresses,
        selectedDeliveryOption: null,
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
    cartGiftCardCodesUpdate: (_: unknown, args: { cartId: string; giftCardCodes: string[] }, ctx) =>
      changeGiftCards(ctx, args.cartId, args.giftCardCodes, (_applied, checked) => checked),
    // 2025-10 onwards: the cards already applied stay, in front of the new ones.
    cartGiftCardCodesAdd: (_: unknown, args: { cartId: string; giftCardCodes: string[] }, ctx) =>
      changeGiftCards(ctx, args.cartId, args.giftCardCodes, (applied, checked) => [
        ...applied,
        ...checked.filter((id) => !applied.includes(id)),
      ]),
    // An id that names no applied card is ignored: removing twice is removing once.
    cartGiftCardCodesRemove: (
      _: unknown,
      args: { cartId: string; appliedGiftCardIds: string[] },
      ctx,
    ) => {
      const removed = new Set(
        args.appliedGiftCardIds.map((id) => numericIdOf(id, ["AppliedGiftCard"])),
      );
      return changeCart(ctx, args.cartId, (view) => ({
        set: { giftCardIds: view.row.giftCardIds.filter((id) => !removed.has(id)) },
      }));
    },
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
    discountAllocations: (c: CartView, _: unknown, ctx) =>
      c.discount
        .filter((d) => d.applicable)
        .map((d) => codeAllocation(d, d.amountCents, ctx.catalogue.currencyCode)),
    appliedGiftCards: (c: CartView, _: unknown, ctx) => {
      const currency = ctx.catalogue.currencyCode;
      return c.giftCards.map(({ card, amountCents }) => ({
        __typename: "AppliedGiftCard",
        id: appliedGiftCardGid(card.id),
        lastCharacters: card.lastCharacters,
        amountUsed: money(amountCents, currency),
        amountUsedV2: money(amountCents, currency),
        balance: money(card.balanceCents, currency),
        balanceV2: money(card.balanceCents, currency),
        presentmentAmountUsed: money(amountCents, currency),
      }));
    },
    cost: (c: CartView, _: unknown, ctx) => {
      const currency = ctx.catalogue.currencyCode;
      // Gift cards are a way to pay, not a discount, so they leave `totalAmount` alone: it is
      // what the order will cost after discounts, and `appliedGiftCards[].amountUsed` is what
      // each card pays of it (the rest is due by card). Shopify's checkout object drew the same
      // line (its total stayed put while `paymentDue` fell by the gift cards), an order's total
      // price includes what gift cards paid, and each card's `amountUsed` is worked out from
      // this total, which could not be if the total already had the cards taken off.
      // The selected delivery option's price joins the total, as on Shopify once one is chosen.
      const totalCents = c.totalCents + deliveryCents(c);
      return {
        subtotalAmount: money(c.subtotalCents, currency),
        subtotalAmountEstimated: false,
        totalAmount: money(totalCents, currency),
        totalAmountEstimated: true,
        checkoutChargeAmount: money(totalCents, currency),
        // Deprecated in 2025-07 and always null on Shopify.
        totalTaxAmount: null,
        totalTaxAmountEstimated: false,
        totalDutyAmount: null,
        totalDutyAmountEstimated: false,
      };
    },
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
    // Each applicable code's share of this line; the shares of a code sum to its cart allocation.
    discountAllocations: (l: LineView, _: unknown, ctx) =>
      l.discountShares.map((share) =>
        codeAllocation(share.discount, share.cents, ctx.catalogue.currencyCode),
      ),
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

/** A discount code's allocation, on the cart or on one line, in Shopify's shape. */
function codeAllocation(
  discount: CartView["discount"][number],
  cents: number,
  currencyCode: string,
) {
  return {
    __typename: "CartCodeDiscountAllocation",
    code: discount.code,
    discountedAmount: money(cents, currencyCode),
    targetType: "LINE_ITEM",
    discountApplication: {
      allocationMethod: "ACROSS",
      targetSelection: "ALL",
      targetType: "LINE_ITEM",
      value: { __typename: "PricingPercentageValue", percentage: discount.percentage },
    },
  };
}

/**
 * Every cart operation: the core ones above, then each family in its own module; each mutation
 * records the visitor consent its operation carries (./cart-consent).
 */
const allCartResolvers: ResolverMap<StorefrontContext> = {};
for (const map of [
  coreCartResolvers,
  cartMetafieldResolvers,
  cartCloneResolvers,
  cartDeliveryResolvers,
]) {
  for (const [type, fields] of Object.entries(map)) {
    allCartResolvers[type] = { ...allCartResolvers[type], ...fields };
  }
}
export const cartResolvers = withConsentRecording(allCartResolvers);
