import { graphql } from "~/graphql/storefront";
import type { StorefrontClient } from "~/lib/storefront-client";
import { toCartAnswer } from "./cart-line-mutations";

// The cart's note (a gift message, say), sent only by ../engine/send-change. The checkout shows
// it and the order keeps it.

const CartNoteUpdateMutation = graphql(`
  mutation CartNoteUpdate($cartId: ID!, $note: String!) {
    cartNoteUpdate(cartId: $cartId, note: $note) {
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

/** Replaces the note (sending it twice leaves the same cart). */
export const updateCartNote = async (storefront: StorefrontClient, cartId: string, note: string) =>
  toCartAnswer((await storefront.request(CartNoteUpdateMutation, { cartId, note })).cartNoteUpdate);
