import { graphql } from "~/graphql/storefront";
import type { StorefrontClient } from "~/lib/storefront-client";
import { CartUserError, type CommerceCart } from "./cart-operations";

// The cart mutations (spec §7), used by the change engine (./cart-changes) only. Each answers
// the cart with everything the drawer reads (CartFields), its user errors and its warnings.

const CartCreateMutation = graphql(`
  mutation CartCreate($lines: [CartLineInput!]!) {
    cartCreate(input: { lines: $lines }) {
      cart {
        ...CartFields
      }
      userErrors {
        code
        field
        message
      }
      warnings {
        message
      }
    }
  }
`);

const CartLinesAddMutation = graphql(`
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart {
        ...CartFields
      }
      userErrors {
        code
        field
        message
      }
      warnings {
        message
      }
    }
  }
`);

const CartLinesUpdateMutation = graphql(`
  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      cart {
        ...CartFields
      }
      userErrors {
        code
        field
        message
      }
      warnings {
        message
      }
    }
  }
`);

const CartLinesRemoveMutation = graphql(`
  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      cart {
        ...CartFields
      }
      userErrors {
        code
        field
        message
      }
      warnings {
        message
      }
    }
  }
`);

/**
 * What a cart mutation came to: the cart as the provider now holds it (with any warnings, such
 * as a quantity clamped to stock), or `gone` when the provider says the cart does not exist.
 * Every other user error is thrown as a CartUserError carrying its first message.
 */
export type CartChange = { kind: "ok"; cart: CommerceCart; warnings: string[] } | { kind: "gone" };

interface Payload {
  cart: CommerceCart | null;
  userErrors: { code?: string | null; field?: string[] | null; message: string }[];
  warnings: { message: string }[];
}

/** Shopify's answer for an expired, completed or unknown cart id. */
export function isCartGone(error: Payload["userErrors"][number]) {
  return (
    error.message === "The specified cart does not exist." ||
    (error.code === "INVALID" && error.field?.[0] === "cartId")
  );
}

export function toCartChange(payload: Payload | null | undefined): CartChange {
  const errors = payload?.userErrors ?? [];
  if (errors.some(isCartGone)) return { kind: "gone" };
  const first = errors[0];
  if (first) throw new CartUserError(first.message);
  if (!payload?.cart) throw new CartUserError("The cart could not be updated.");
  return { kind: "ok", cart: payload.cart, warnings: payload.warnings.map((w) => w.message) };
}

export type CartLineInput = { merchandiseId: string; quantity: number };

export const createCart = async (storefront: StorefrontClient, lines: CartLineInput[]) =>
  toCartChange((await storefront.request(CartCreateMutation, { lines })).cartCreate);

export const addCartLines = async (
  storefront: StorefrontClient,
  cartId: string,
  lines: CartLineInput[],
) => toCartChange((await storefront.request(CartLinesAddMutation, { cartId, lines })).cartLinesAdd);

/** Quantities are absolute: sending the same update twice leaves the cart as sending it once. */
export const updateCartLines = async (
  storefront: StorefrontClient,
  cartId: string,
  lines: { id: string; quantity: number }[],
) =>
  toCartChange(
    (await storefront.request(CartLinesUpdateMutation, { cartId, lines })).cartLinesUpdate,
  );

export const removeCartLines = async (
  storefront: StorefrontClient,
  cartId: string,
  lineIds: string[],
) =>
  toCartChange(
    (await storefront.request(CartLinesRemoveMutation, { cartId, lineIds })).cartLinesRemove,
  );
