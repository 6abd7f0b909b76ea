import { queryOptions } from "@tanstack/react-query";
import { graphql } from "~/graphql/storefront";
import type { CartFieldsFragment } from "~/graphql/storefront/graphql";
import type { StorefrontClient } from "~/lib/storefront-client";

/** What adding to the cart needs back: the id to keep and the quantities already held. */
export const CartFields = graphql(`
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    lines(first: 100) {
      nodes {
        id
        quantity
        merchandise {
          ... on ProductVariant {
            id
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
        field
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
        field
        message
      }
    }
  }
`);

export type Cart = CartFieldsFragment;

/** Spec §5: any provider userErrors raise the first message. */
export class CartUserError extends Error {
  override name = "CartUserError";
}

function cartOrThrow(
  payload: {
    cart: Cart | null;
    userErrors: { message: string }[];
  } | null,
): Cart {
  const firstError = payload?.userErrors[0];
  if (firstError) throw new CartUserError(firstError.message);
  if (!payload?.cart) throw new CartUserError("The cart could not be updated.");
  return payload.cart;
}

/** Null when the provider says the cart no longer exists (completed or expired). */
export const getCart = async (storefront: StorefrontClient, cartId: string) =>
  (await storefront.request(CartQuery, { cartId })).cart;

export const cartQueryOptions = (storefront: StorefrontClient, cartId: string) =>
  queryOptions({ queryKey: ["cart", cartId], queryFn: () => getCart(storefront, cartId) });

export type CartLineInput = { merchandiseId: string; quantity: number };

export const createCart = async (storefront: StorefrontClient, lines: CartLineInput[]) =>
  cartOrThrow((await storefront.request(CartCreateMutation, { lines })).cartCreate);

export const addCartLines = async (
  storefront: StorefrontClient,
  cartId: string,
  lines: CartLineInput[],
) => cartOrThrow((await storefront.request(CartLinesAddMutation, { cartId, lines })).cartLinesAdd);

/** How many of this variant the cart already holds, across lines. */
export function quantityInCart(cart: Cart | null | undefined, variantId: string) {
  return (cart?.lines.nodes ?? []).reduce(
    (sum, line) =>
      sum + ("id" in line.merchandise && line.merchandise.id === variantId ? line.quantity : 0),
    0,
  );
}
