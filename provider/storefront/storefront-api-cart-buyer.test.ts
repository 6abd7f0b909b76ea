import type { StorefrontApiClient } from "@shopify/storefront-api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCustomer } from "../../tests/support/sign-in";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { CART_CREATE, CART_FIELDS, CART_PAYLOAD, variantsWhere } from "../testing/storefront-cart";
import { requestData, storefrontClient } from "../testing/storefront-client";

let shop: TestProvider;
let client: StorefrontApiClient;

async function query<T = Record<string, any>>(
  operation: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  return requestData<T>(client, operation, variables);
}

beforeAll(async () => {
  shop = await startTestProvider();
  client = storefrontClient(shop, shop.config.storefrontToken);
});

afterAll(async () => {
  await shop?.close();
});

describe("cart", () => {
  const createCart = async (
    lines: { merchandiseId: string; quantity?: number }[],
    extra: Record<string, unknown> = {},
  ) => (await query(CART_CREATE, { input: { lines, ...extra } })).cartCreate;

  it("hides buyer details without the key and refuses mutations without it", async () => {
    const [a] = await variantsWhere(client, (v) => v.quantityAvailable > 10);
    const { cart } = await createCart([{ merchandiseId: a!.id }], {
      buyerIdentity: { email: "pup@example.com" },
    });
    expect(cart.buyerIdentity.email).toBe("pup@example.com");
    const withoutKey = cart.id.split("?")[0];
    const read = await query(`${CART_FIELDS} query($id: ID!) { cart(id: $id) { ...CartFields } }`, {
      id: withoutKey,
    });
    expect(read.cart.totalQuantity).toBe(1);
    expect(read.cart.buyerIdentity.email).toBeNull();
    const payload = (
      await query(
        `${CART_FIELDS} mutation($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { ${CART_PAYLOAD} } }`,
        {
          id: withoutKey,
          lines: [{ merchandiseId: a!.id }],
        },
      )
    ).cartLinesAdd;
    expect(payload.cart).toBeNull();
    expect(payload.userErrors[0]).toMatchObject({
      code: "INVALID",
      message: "The specified cart does not exist.",
    });
  });

  it("applies PEYTON20, keeps unknown codes as not applicable, and clears with []", async () => {
    const [a] = await variantsWhere(client, (v) => v.quantityAvailable > 10);
    const { cart } = await createCart([{ merchandiseId: a!.id, quantity: 2 }]);
    const update = `${CART_FIELDS} mutation($id: ID!, $codes: [String!]!) { cartDiscountCodesUpdate(cartId: $id, discountCodes: $codes) { ${CART_PAYLOAD} } }`;
    const applied = (await query(update, { id: cart.id, codes: ["peyton20", "NOPE"] }))
      .cartDiscountCodesUpdate;
    expect(applied.cart.discountCodes).toEqual([
      { code: "PEYTON20", applicable: true },
      { code: "NOPE", applicable: false },
    ]);
    expect(applied.warnings).toEqual([expect.objectContaining({ code: "DISCOUNT_NOT_FOUND" })]);
    const subtotal = Number(applied.cart.cost.subtotalAmount.amount);
    expect(Number(applied.cart.cost.totalAmount.amount)).toBeCloseTo(subtotal * 0.8, 2);
    const cleared = (await query(update, { id: cart.id, codes: [] })).cartDiscountCodesUpdate;
    expect(cleared.cart.discountCodes).toEqual([]);
    expect(cleared.cart.cost.totalAmount.amount).toBe(cleared.cart.cost.subtotalAmount.amount);
  });

  it("ties a cart to the customer named by a Customer Account access token", async () => {
    const { accessToken } = await signInCustomer(shop, "other@example.com");
    const created = await createCart([], { buyerIdentity: { customerAccessToken: accessToken } });
    expect(created.userErrors).toEqual([]);
    const withCustomer = `query($id: ID!) { cart(id: $id) { buyerIdentity { email customer { email displayName } } } }`;
    const read = await query(withCustomer, { id: created.cart.id });
    expect(read.cart.buyerIdentity.customer.email).toBe("other@example.com");

    const [a] = await variantsWhere(client, (v) => v.quantityAvailable > 10);
    const viaContext = (
      await query(
        `mutation($lines: [CartLineInput!]) @inContext(buyer: { customerAccessToken: "${accessToken}" }) { cartCreate(input: { lines: $lines }) { cart { id } userErrors { message } } }`,
        { lines: [{ merchandiseId: a!.id }] },
      )
    ).cartCreate;
    expect(viaContext.userErrors).toEqual([]);
    const readBack = await query(withCustomer, { id: viaContext.cart.id });
    expect(readBack.cart.buyerIdentity.customer.email).toBe("other@example.com");
  });

  it("rejects an unknown customer access token in the buyer identity", async () => {
    const payload = await createCart([], {
      buyerIdentity: { customerAccessToken: "shcat_not-a-real-token" },
    });
    expect(payload.cart).toBeNull();
    expect(payload.userErrors).toEqual([
      {
        code: "INVALID",
        field: ["input", "buyerIdentity", "customerAccessToken"],
        message: "Customer is invalid",
      },
    ]);
  });
});
