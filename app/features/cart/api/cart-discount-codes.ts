import { graphql } from "~/graphql/storefront";
import type { StorefrontClient } from "~/lib/storefront-client";
import { toCartAnswer } from "./cart-line-mutations";

// The discount codes on a cart, sent only by ../engine/send-change. Shopify's
// cartDiscountCodesUpdate replaces the whole list: a code left out is removed. A code that does
// not exist or does not apply stays listed with `applicable: false`, and a warning says why.

const CartDiscountCodesUpdateMutation = graphql(`
  mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      cart {
        ...CartFields
      }
      userErrors {
        code
        field
        message
      }
      warnings {
        code
        message
      }
    }
  }
`);

/** Sets the cart's codes to exactly `discountCodes` (sending it twice leaves the same cart). */
export const updateDiscountCodes = async (
  storefront: StorefrontClient,
  cartId: string,
  discountCodes: string[],
) =>
  toCartAnswer(
    (await storefront.request(CartDiscountCodesUpdateMutation, { cartId, discountCodes }))
      .cartDiscountCodesUpdate,
  );
