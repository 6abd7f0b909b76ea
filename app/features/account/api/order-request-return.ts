import { queryOptions } from "@tanstack/react-query";
import { graphql } from "~/graphql/storefront";
import type { ReturnProductFactsQuery } from "~/graphql/storefront/graphql";
import type { StorefrontClient } from "~/lib/storefront-client";
import { customerAccountRequest, throwFirstUserError } from "./customer-account-client";
import { GetReturnReasonsQuery, OrderRequestReturnMutation } from "./order-request-return.customer";

export interface ReturnRequestLine {
  lineItemId: string;
  quantity: number;
  returnReasonDefinitionId: string;
  customerNote?: string;
}

/** OrderRequestReturn: the new return, or the shop's first refusal thrown as an Error. */
export async function requestReturn(orderId: string, lines: ReturnRequestLine[]) {
  const { orderRequestReturn } = await customerAccountRequest(OrderRequestReturnMutation, {
    orderId,
    requestedLineItems: lines,
  });
  throwFirstUserError(orderRequestReturn?.userErrors);
  if (!orderRequestReturn?.return) throw new Error("Failed to request the return");
  return orderRequestReturn.return;
}

export interface ReturnReasonOption {
  id: string;
  name: string;
}

/**
 * The reasons to offer: those the shop suggests for any of the order's lines, once each, in the
 * shop's order, without the ones it has retired.
 */
export const returnReasonsQueryOptions = (orderGid: string) =>
  queryOptions({
    queryKey: ["account", "order", orderGid, "return-reasons"],
    queryFn: async (): Promise<ReturnReasonOption[]> => {
      const { order } = await customerAccountRequest(GetReturnReasonsQuery, { id: orderGid });
      const seen = new Map<string, ReturnReasonOption>();
      for (const line of order?.lineItems.nodes ?? []) {
        for (const reason of line.suggestedReturnReasonDefinitions?.nodes ?? []) {
          if (!reason.deleted && !seen.has(reason.id)) {
            seen.set(reason.id, { id: reason.id, name: reason.name });
          }
        }
      }
      return [...seen.values()];
    },
    staleTime: 5 * 60_000,
  });

/**
 * What the return policy needs to know of each bought variant (its product's type and tags, and
 * whether it sells below its compare-at price), asked of the shop: an order line carries none of
 * it.
 */
const ReturnProductFacts = graphql(`
  query ReturnProductFacts($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        price {
          amount
        }
        compareAtPrice {
          amount
        }
        product {
          productType
          tags
        }
      }
    }
  }
`);

type FactsNode = NonNullable<ReturnProductFactsQuery["nodes"][number]>;
type VariantFacts = Extract<FactsNode, { product: unknown }>;

export interface ProductFacts {
  productType: string;
  tags: string[];
  onSale: boolean;
}

export async function getReturnProductFacts(
  storefront: StorefrontClient,
  variantIds: string[],
): Promise<Map<string, ProductFacts>> {
  const found = new Map<string, ProductFacts>();
  if (!variantIds.length) return found;
  const data = await storefront.request(ReturnProductFacts, { ids: variantIds });
  for (const node of data.nodes) {
    if (!node || !("product" in node)) continue;
    const variant = node as VariantFacts;
    found.set(variant.id, {
      productType: variant.product.productType,
      tags: variant.product.tags,
      onSale:
        variant.compareAtPrice !== null &&
        variant.compareAtPrice !== undefined &&
        Number(variant.compareAtPrice.amount) > Number(variant.price.amount),
    });
  }
  return found;
}
