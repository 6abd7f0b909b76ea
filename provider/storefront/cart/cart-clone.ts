import type { ResolverMap } from "../../graphql/executor";
import type { StorefrontContext } from "../context";
import { cartDoesNotExist } from "./cart-problems";
import { cartForMutation, createCart } from "./cart-storage";

// `cartClone` makes a new cart, with its own token and key, from one the caller holds the key
// of. Shopify's clone carries no personal data: the lines (with their attributes), the cart's
// attributes, note, discount codes and metafields come across; the buyer's email, phone and
// signed-in customer do not, nor do the gift cards, which pay for an order on the buyer's
// behalf. The country stays: it says which market's prices the cart shows, not who is buying.

export const cartCloneResolvers: ResolverMap<StorefrontContext> = {
  Mutation: {
    cartClone: async (_: unknown, args: { cartId: string }, ctx) => {
      const source = await cartForMutation(ctx, ctx.db, args.cartId);
      if (!source) return { cart: null, userErrors: [cartDoesNotExist()], warnings: [] };
      const { row } = source;
      const countryCode = row.buyerIdentity.countryCode ?? null;
      return createCart(
        ctx,
        {
          note: row.note,
          attributes: row.attributes,
          discountCodes: row.discountCodes,
          giftCardIds: [],
          buyerIdentity: countryCode ? { countryCode } : {},
          customerId: null,
          metafields: row.metafields,
          // Addresses are the buyer's personal data, so the clone starts without them.
          deliveryAddresses: [],
          selectedDeliveryOption: null,
        },
        // Oldest first, so the clone lists its lines in the source's order.
        [...source.lines].reverse().map((line) => ({
          variantId: line.variant.id,
          quantity: line.quantity,
          attributes: line.attributes,
        })),
      );
    },
  },
};
