import { graphql } from "~/graphql/storefront";
import type { StorefrontClient } from "~/lib/storefront-client";
import type { ProviderCart } from "./get-cart";

// The mutations that change a cart's lines, sent only by ../engine/send-change. Each answers
// the cart with everything the drawer reads (CartFields, ./get-cart), its user errors and its
// warnings.

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
export type CartAnswer =
  { kind: "ok"; cart: ProviderCart; warnings: string[]; warningCodes: string[] } | { kind: "gone" };

/** The provider refused the change: the message is its first user error, shown as it is. */
export class CartUserError extends Error {
  override name = "CartUserError";
  /** Shopify's error code (CartErrorCode), when the provider gave one. */
  readonly code: string | null;

  constructor(message: string, code: string | null = null) {
    super(message);
    this.code = code;
  }
}

interface Payload {
  cart: ProviderCart | null;
  userErrors: { code?: string | null; field?: string[] | null; message: string }[];
  warnings: { code?: string | null; message: string }[];
}

/** Shopify's answer for an expired, completed or unknown cart id. */
export function isCartGone(error: Payload["userErrors"][number]) {
  return (
    error.message === "The specified cart does not exist." ||
    (error.code === "INVALID" && error.field?.[0] === "cartId")
  );
}

export function toCartAnswer(payload: Payload | null | undefined): CartAnswer {
  const errors = payload?.userErrors ?? [];
  if (errors.some(isCartGone)) return { kind: "gone" };
  const first = errors[0];
  if (first) throw new CartUserError(first.message, first.code ?? null);
  if (!payload?.cart) throw new CartUserError("The cart could not be updated.");
  return {
    kind: "ok",
    cart: payload.cart,
    warnings: payload.warnings.map((w) => w.message),
    warningCodes: payload.warnings.flatMap((w) => (w.code ? [w.code] : [])),
  };
}

export type CartLineInput = { merchandiseId: string; quantity: number };

export const createCart = async (storefront: StorefrontClient, lines: CartLineInput[]) =>
  toCartAnswer((await storefront.request(CartCreateMutation, { lines })).cartCreate);

export const addCartLines = async (
  storefront: StorefrontClient,
  cartId: string,
  lines: CartLineInput[],
) => toCartAnswer((await storefront.request(CartLinesAddMutation, { cartId, lines })).cartLinesAdd);

/** Quantities are absolute: sending the same update twice leaves the cart as sending it once. */
export const updateCartLines = async (
  storefront: StorefrontClient,
  cartId: string,
  lines: { id: string; quantity: number }[],
) =>
  toCartAnswer(
    (await storefront.request(CartLinesUpdateMutation, { cartId, lines })).cartLinesUpdate,
  );

export const removeCartLines = async (
  storefront: StorefrontClient,
  cartId: string,
  lineIds: string[],
) =>
  toCartAnswer(
    (await storefront.request(CartLinesRemoveMutation, { cartId, lineIds })).cartLinesRemove,
  );
