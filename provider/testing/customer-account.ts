import { expect } from "vitest";
import { customerAccountRequest, type SignInProvider } from "../../tests/support/sign-in";

// Shared by the Customer Account API's test files: operations that must answer 200, and the
// whole order list of a customer in one sort.

const ORDER_FIELDS = `id name number processedAt createdAt updatedAt totalPrice { amount currencyCode }`;

/**
 * Calls against the provider `provider()` returns when they run (a test file starts it in
 * `beforeAll`), answering as `Data`: the test file's own loose type for the JSON it reads.
 */
export function customerAccountCalls<Data>(provider: () => SignInProvider) {
  /** The body of an operation that must answer 200; it may carry GraphQL errors. */
  async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
    const result = await customerAccountRequest<Data>(provider(), token, query, variables);
    expect(result.status).toBe(200);
    return result.body;
  }

  /** The data of an operation that must succeed without errors. */
  async function data(token: string, query: string, variables: Record<string, unknown> = {}) {
    const body = await gql(token, query, variables);
    expect(body.errors).toBeUndefined();
    return body.data as Data;
  }

  /** Every order of the token's customer (up to 250) in one sort. */
  async function allOrders(token: string, sortKey = "ID", reverse = false) {
    const d = (await data(
      token,
      `query($s: OrderSortKeys, $r: Boolean) { customer { orders(first: 250, sortKey: $s, reverse: $r) { nodes { ${ORDER_FIELDS} } } } }`,
      { s: sortKey, r: reverse },
    )) as { customer: { orders: { nodes: Data[] } } };
    return d.customer.orders.nodes;
  }

  return { gql, data, allOrders };
}
