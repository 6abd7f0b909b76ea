import { graphql } from "~/graphql/storefront";
import type { StorefrontClient } from "~/lib/storefront-client";

const CartBuyerIdentityUpdateMutation = graphql(`
  mutation CartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
      cart {
        id
      }
      userErrors {
        message
      }
    }
  }
`);

/**
 * Attaches the signed-in customer to the cart (an order placed at checkout then belongs to
 * them). True when the provider took it; throws when the answer never came.
 */
export async function setCartBuyer(
  storefront: StorefrontClient,
  cartId: string,
  customerAccessToken: string,
): Promise<boolean> {
  const { cartBuyerIdentityUpdate: answer } = await storefront.request(
    CartBuyerIdentityUpdateMutation,
    { cartId, buyerIdentity: { customerAccessToken } },
  );
  return Boolean(answer?.cart && !answer.userErrors.length);
}
