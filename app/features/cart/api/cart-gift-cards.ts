import { graphql } from "~/graphql/storefront";
import type { StorefrontClient } from "~/lib/storefront-client";
import { toCartAnswer } from "./cart-line-mutations";

// The gift cards on a cart, sent only by ../engine/send-change. A card is added by its code
// (cartGiftCardCodesAdd keeps the cards already applied) and removed by the id the cart answers
// for it (the storefront never keeps a card's full code). A wrong code is a user error.

const CartGiftCardCodesAddMutation = graphql(`
  mutation CartGiftCardCodesAdd($cartId: ID!, $giftCardCodes: [String!]!) {
    cartGiftCardCodesAdd(cartId: $cartId, giftCardCodes: $giftCardCodes) {
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

const CartGiftCardCodesRemoveMutation = graphql(`
  mutation CartGiftCardCodesRemove($cartId: ID!, $appliedGiftCardIds: [ID!]!) {
    cartGiftCardCodesRemove(cartId: $cartId, appliedGiftCardIds: $appliedGiftCardIds) {
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

export const addGiftCardCodes = async (
  storefront: StorefrontClient,
  cartId: string,
  giftCardCodes: string[],
) =>
  toCartAnswer(
    (await storefront.request(CartGiftCardCodesAddMutation, { cartId, giftCardCodes }))
      .cartGiftCardCodesAdd,
  );

export const removeGiftCards = async (
  storefront: StorefrontClient,
  cartId: string,
  appliedGiftCardIds: string[],
) =>
  toCartAnswer(
    (await storefront.request(CartGiftCardCodesRemoveMutation, { cartId, appliedGiftCardIds }))
      .cartGiftCardCodesRemove,
  );
