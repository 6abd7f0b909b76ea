import type { ResolverMap } from "../graphql/executor";
import { toGid } from "../graphql/ids";
import { imageUrl, type ImageTransform } from "../graphql/image-url";
import { money } from "../graphql/money";
import type { CustomerAccountContext, LineItemRow, OrderRow } from "./context";

type LineItemView = LineItemRow & {
  currencyCode: string;
  discountCodes: string[];
  __typename: "LineItem";
};

interface ImageView {
  __typename: "Image";
  id: number;
  key: string;
  altText: string | null;
}

/**
 * Line rows never change once written (order-cache.ts keeps them across requests), so each view
 * is built once per row rather than copied again on every request.
 */
const lineItemViews = new WeakMap<LineItemRow, LineItemView>();

/** A line belongs to one order for good, so its view may carry that order's currency and codes. */
export function lineItemView(order: OrderRow, row: LineItemRow) {
  let view = lineItemViews.get(row);
  if (!view) {
    view = {
      ...row,
      currencyCode: order.currencyCode,
      discountCodes: order.discountCodes,
      __typename: "LineItem",
    };
    lineItemViews.set(row, view);
  }
  return view;
}

export const discountApplication = (code: string, percentage: number) => ({
  __typename: "DiscountCodeApplication",
  code,
  allocationMethod: "ACROSS",
  targetSelection: "ALL",
  targetType: "LINE_ITEM",
  value: { __typename: "PricingPercentageValue", percentage },
});

const lineTotal = (l: LineItemRow) => l.unitPriceCents * l.quantity;

export const lineItemResolvers = {
  LineItem: {
    id: (l: LineItemView) => toGid("LineItem", l.id),
    name: (l: LineItemView) =>
      l.variantTitle && l.variantTitle !== "Default Title"
        ? `${l.title} - ${l.variantTitle}`
        : l.title,
    presentmentTitle: (l: LineItemView) => l.title,
    variantTitle: (l: LineItemView) => l.variantTitle,
    variantOptions: (l: LineItemView) => l.variantOptions,
    variantId: (l: LineItemView) => (l.variantId ? toGid("ProductVariant", l.variantId) : null),
    productId: (l: LineItemView) => (l.productId ? toGid("Product", l.productId) : null),
    price: (l: LineItemView) => money(l.unitPriceCents, l.currencyCode),
    unitPrice: () => null,
    totalPrice: (l: LineItemView) => money(lineTotal(l), l.currencyCode),
    totalPriceBeforeDiscounts: (l: LineItemView) => money(lineTotal(l), l.currencyCode),
    totalPriceWithDiscounts: (l: LineItemView) =>
      money(lineTotal(l) - l.discountCents, l.currencyCode),
    currentTotalPrice: (l: LineItemView) => money(lineTotal(l), l.currencyCode),
    totalDiscount: (l: LineItemView) => money(l.discountCents, l.currencyCode),
    soldQuantity: (l: LineItemView) => l.quantity,
    refundableQuantity: (l: LineItemView) => l.quantity,
    giftCard: () => false,
    requiresShipping: () => true,
    customAttributes: () => [],
    discountAllocations: (l: LineItemView) =>
      l.discountCents > 0
        ? l.discountCodes.map((code) => ({
            allocatedAmount: money(l.discountCents, l.currencyCode),
            discountApplication: discountApplication(
              code,
              Math.round((l.discountCents / lineTotal(l)) * 100),
            ),
          }))
        : [],
    image: (l: LineItemView): ImageView | null =>
      l.imageKey
        ? { __typename: "Image", id: l.imageId ?? 0, key: l.imageKey, altText: l.imageAltText }
        : null,
  },

  Image: {
    id: (i: ImageView) => toGid("ProductImage", i.id),
    url: (i: ImageView, args: { transform?: ImageTransform | null }, ctx) =>
      imageUrl(ctx, i.key, args.transform),
    src: (i: ImageView, _: unknown, ctx) => imageUrl(ctx, i.key),
    originalSrc: (i: ImageView, _: unknown, ctx) => imageUrl(ctx, i.key),
    transformedSrc: (i: ImageView, args: ImageTransform, ctx) => imageUrl(ctx, i.key, args),
    width: () => null,
    height: () => null,
    thumbhash: () => null,
  },
} satisfies ResolverMap<CustomerAccountContext>;
