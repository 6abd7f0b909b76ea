import { graphql } from "~/graphql/storefront";
import type { CartFieldsFragment } from "~/graphql/storefront/graphql";
import type { StorefrontClient } from "~/lib/storefront-client";

/**
 * Everything the drawer, the badge, the stock checks and the checkout button read. Images come
 * untransformed (as the catalog's do) so a line added optimistically and the line the provider
 * answers with ask the image CDN for the same thumbnail.
 */
export const CartFields = graphql(`
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    cost {
      subtotalAmount {
        amount
        currencyCode
      }
      totalAmount {
        amount
        currencyCode
      }
    }
    lines(first: 100) {
      nodes {
        id
        quantity
        merchandise {
          ... on ProductVariant {
            id
            title
            quantityAvailable
            price {
              amount
              currencyCode
            }
            selectedOptions {
              name
              value
            }
            image {
              url
              altText
            }
            product {
              handle
              title
              featuredImage {
                url
                altText
              }
            }
          }
        }
      }
    }
  }
`);

const CartQuery = graphql(`
  query Cart($cartId: ID!) {
    cart(id: $cartId) {
      ...CartFields
    }
  }
`);

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

export type CommerceCart = CartFieldsFragment;

/** Spec §5: any provider userErrors raise the first message. */
export class CartUserError extends Error {
  override name = "CartUserError";
}

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

/** Null when the provider says the cart no longer exists (completed or expired). */
export const getCart = async (storefront: StorefrontClient, cartId: string) =>
  (await storefront.request(CartQuery, { cartId })).cart;

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
