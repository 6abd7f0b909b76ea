import { readFileSync } from "node:fs";
import { buildClientSchema, parse, validate, type GraphQLSchema } from "graphql";
import { expect } from "vitest";
import { publishedSchemaFile } from "../graphql/published-schemas";
import { storefrontRequest, type TestProvider } from "./start-provider";

// The cart's money as the drawer reads it (discount codes and allocations, gift cards, the note,
// costs), for the cart money tests of the Storefront API and the hosted checkout.

export const CART_MONEY_FIELDS = /* GraphQL */ `
  fragment Money on MoneyV2 {
    amount
    currencyCode
  }
  fragment Allocation on CartDiscountAllocation {
    __typename
    targetType
    discountedAmount {
      ...Money
    }
    discountApplication {
      allocationMethod
      targetSelection
      targetType
      value {
        __typename
        ... on PricingPercentageValue {
          percentage
        }
      }
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  fragment CartMoney on Cart {
    id
    checkoutUrl
    note
    totalQuantity
    buyerIdentity {
      email
    }
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      ...Allocation
    }
    appliedGiftCards {
      id
      lastCharacters
      amountUsed {
        ...Money
      }
      balance {
        ...Money
      }
      presentmentAmountUsed {
        ...Money
      }
    }
    cost {
      subtotalAmount {
        ...Money
      }
      totalAmount {
        ...Money
      }
      checkoutChargeAmount {
        ...Money
      }
    }
    lines(first: 50) {
      nodes {
        id
        quantity
        merchandise {
          ... on ProductVariant {
            id
          }
        }
        cost {
          subtotalAmount {
            ...Money
          }
        }
        discountAllocations {
          ...Allocation
        }
      }
    }
  }
`;

export const CART_MONEY_PAYLOAD = `cart { ...CartMoney } userErrors { code field message } warnings { code message target }`;

export interface CartMoney {
  id: string;
  checkoutUrl: string;
  note: string | null;
  buyerIdentity: { email: string | null };
  discountCodes: { code: string; applicable: boolean }[];
  discountAllocations: Allocation[];
  appliedGiftCards: {
    id: string;
    lastCharacters: string;
    amountUsed: Money;
    balance: Money;
    presentmentAmountUsed: Money;
  }[];
  cost: { subtotalAmount: Money; totalAmount: Money; checkoutChargeAmount: Money };
  lines: {
    nodes: {
      id: string;
      quantity: number;
      merchandise: { id: string };
      cost: { subtotalAmount: Money };
      discountAllocations: Allocation[];
    }[];
  };
}

interface Money {
  amount: string;
  currencyCode: string;
}

interface Allocation {
  __typename: string;
  code?: string;
  targetType: string;
  discountedAmount: Money;
  discountApplication: {
    allocationMethod: string;
    targetSelection: string;
    targetType: string;
    value: { __typename: string; percentage?: number };
  };
}

export interface CartPayload {
  cart: CartMoney | null;
  userErrors: { code: string | null; field: string[] | null; message: string }[];
  warnings: { code: string; message: string; target: string }[];
}

const schemas = new Map<string, GraphQLSchema>();

/** Shopify's published Storefront schema of a version, built once per test file. */
export function storefrontSchema(version: "2025-07" | "2026-01" | "2026-04" = "2026-04") {
  let schema = schemas.get(version);
  if (!schema) {
    const json = JSON.parse(readFileSync(publishedSchemaFile("storefront", version), "utf8"));
    schema = buildClientSchema(json.data ?? json);
    schemas.set(version, schema);
  }
  return schema;
}

/**
 * Runs a cart mutation (with the cart money fragment) that Shopify's 2026-04 schema accepts, and
 * answers its payload.
 */
export async function cartMutation(
  t: TestProvider,
  mutation: string,
  variables: Record<string, unknown>,
): Promise<CartPayload> {
  const operation = `${CART_MONEY_FIELDS} ${mutation}`;
  expect(validate(storefrontSchema(), parse(operation)).map((e) => e.message)).toEqual([]);
  const result = await storefrontRequest<Record<string, CartPayload>>(t, operation, variables);
  expect(result.errors).toBeUndefined();
  return Object.values(result.data)[0]!;
}

export const cents = (money: { amount: string }) => Math.round(Number(money.amount) * 100);

/** The mutations the drawer sends, each answering the whole cart money fragment. */
export const MUTATIONS = {
  create: `mutation($input: CartInput) { cartCreate(input: $input) { ${CART_MONEY_PAYLOAD} } }`,
  discountCodes: `mutation($cartId: ID!, $codes: [String!]!) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { ${CART_MONEY_PAYLOAD} } }`,
  giftCardsUpdate: `mutation($cartId: ID!, $codes: [String!]!) { cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $codes) { ${CART_MONEY_PAYLOAD} } }`,
  giftCardsAdd: `mutation($cartId: ID!, $codes: [String!]!) { cartGiftCardCodesAdd(cartId: $cartId, giftCardCodes: $codes) { ${CART_MONEY_PAYLOAD} } }`,
  giftCardsRemove: `mutation($cartId: ID!, $ids: [ID!]!) { cartGiftCardCodesRemove(cartId: $cartId, appliedGiftCardIds: $ids) { ${CART_MONEY_PAYLOAD} } }`,
  note: `mutation($cartId: ID!, $note: String!) { cartNoteUpdate(cartId: $cartId, note: $note) { ${CART_MONEY_PAYLOAD} } }`,
  linesAdd: `mutation($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${CART_MONEY_PAYLOAD} } }`,
  linesUpdate: `mutation($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${CART_MONEY_PAYLOAD} } }`,
  linesRemove: `mutation($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${CART_MONEY_PAYLOAD} } }`,
  buyerIdentity: `mutation($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${CART_MONEY_PAYLOAD} } }`,
};
