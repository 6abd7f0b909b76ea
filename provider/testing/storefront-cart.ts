import type { StorefrontApiClient } from "@shopify/storefront-api-client";
import { requestData } from "./storefront-client";

// Shared by the Storefront API's cart test files: every cart mutation selects the whole cart
// through one fragment, so each test can assert on everything the mutation left behind.

export const CART_FIELDS = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    buyerIdentity {
      email
    }
    discountCodes {
      code
      applicable
    }
    cost {
      subtotalAmount {
        amount
        currencyCode
      }
      totalAmount {
        amount
      }
      totalTaxAmount {
        amount
      }
      totalDutyAmount {
        amount
      }
    }
    lines(first: 100) {
      nodes {
        id
        quantity
        merchandise {
          ... on ProductVariant {
            id
          }
        }
        cost {
          totalAmount {
            amount
          }
        }
      }
    }
  }
`;

export const CART_PAYLOAD = `cart { ...CartFields } userErrors { code field message } warnings { code message target }`;

export const CART_CREATE = `${CART_FIELDS} mutation($input: CartInput) { cartCreate(input: $input) { ${CART_PAYLOAD} } }`;

interface VariantStock {
  id: string;
  quantityAvailable: number;
  availableForSale: boolean;
  price: { amount: string };
}

/** The catalogue's variants, with the stock the API reports, that satisfy `predicate`. */
export async function variantsWhere(
  client: StorefrontApiClient,
  predicate: (v: {
    quantityAvailable: number;
    availableForSale: boolean;
    tracked: boolean;
  }) => boolean,
): Promise<{ id: string; quantityAvailable: number; price: { amount: string } }[]> {
  const { products } = await requestData<{
    products: { nodes: { variants: { nodes: VariantStock[] } }[] };
  }>(
    client,
    `{ products(first: 250) { nodes { variants(first: 10) { nodes { id quantityAvailable availableForSale currentlyNotInStock price { amount } } } } } }`,
  );
  return products.nodes
    .flatMap((p) => p.variants.nodes)
    .filter((v) =>
      predicate({
        quantityAvailable: v.quantityAvailable,
        availableForSale: v.availableForSale,
        // Untracked variants report 0 available while staying for sale.
        tracked: !(v.quantityAvailable === 0 && v.availableForSale),
      }),
    );
}
