import { graphql } from "~/graphql/storefront";
import type { CartFieldsFragment } from "~/graphql/storefront/graphql";
import type { StorefrontClient } from "~/lib/storefront-client";

// The cart's one read: what the provider holds for a cart id.

/**
 * What a discount takes off, and the code it came from (an automatic discount has none). Shopify
 * puts an order discount on the cart and a product discount on each line it touches.
 */
export const CartDiscountAmount = graphql(`
  fragment CartDiscountAmount on CartDiscountAllocation {
    discountedAmount {
      amount
      currencyCode
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
`);

/**
 * Everything the drawer, the badge, the stock checks and the checkout button read, with the
 * codes, gift cards and note the shopper added and what they take off. Images come
 * untransformed (as the catalog's do) so a line added optimistically and the line the provider
 * answers with ask the image CDN for the same thumbnail.
 */
export const CartFields = graphql(`
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    note
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      ...CartDiscountAmount
    }
    appliedGiftCards {
      id
      lastCharacters
      amountUsed {
        amount
        currencyCode
      }
      balance {
        amount
        currencyCode
      }
    }
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
        discountAllocations {
          ...CartDiscountAmount
        }
        merchandise {
          ... on ProductVariant {
            id
            title
            availableForSale
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

/** The cart as the provider answered it (every cart read and change answers these fields). */
export type ProviderCart = CartFieldsFragment;

/** Reads the cart; null when the provider says the cart no longer exists (completed or expired). */
export const getCart = async (storefront: StorefrontClient, cartId: string) =>
  (await storefront.request(CartQuery, { cartId })).cart;
