import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { CART_CREATE, CART_FIELDS, variantsWhere } from "../testing/storefront-cart";
import { requestData, storefrontClient } from "../testing/storefront-client";

// A cart's `?key=` is what unlocks its buyer's details and its checkout, so nothing the provider
// answers to a request that did not present the key may contain it (Shopify, 2024-08).

let shop: TestProvider;

beforeAll(async () => {
  shop = await startTestProvider();
});

afterAll(async () => {
  await shop?.close();
});

/** The whole response text, so the key is looked for in every field, errors included. */
async function rawStorefront(query: string, variables: Record<string, unknown>) {
  const response = await fetch(shop.storefrontEndpoint, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-shopify-storefront-access-token": shop.config.storefrontToken,
    },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return response.text();
}

const READ_CART = `${CART_FIELDS} query($id: ID!) { cart(id: $id) { ...CartFields } }`;

describe("a cart read without its key", () => {
  it("answers no field that carries the key, and the keyless answers open nothing", async () => {
    const client = storefrontClient(shop, shop.config.storefrontToken);
    const [variant] = await variantsWhere(client, (v) => v.quantityAvailable > 10);
    const created = await requestData<{
      cartCreate: { cart: { id: string; checkoutUrl: string } };
    }>(client, CART_CREATE, {
      input: {
        lines: [{ merchandiseId: variant!.id }],
        buyerIdentity: { email: "secret-buyer@example.com" },
        discountCodes: ["NOT-A-CODE"],
      },
    });
    const fullId = created.cartCreate.cart.id;
    const key = new URL(fullId.replace("gid://shopify/", "http://x/")).searchParams.get("key")!;
    expect(key.length).toBeGreaterThanOrEqual(32);
    const bareId = fullId.split("?")[0]!;

    for (const id of [bareId, `${bareId}?key=`, `${bareId}?key=${"0".repeat(key.length)}`]) {
      const text = await rawStorefront(READ_CART, { id });
      expect(text).not.toContain(key);
      expect(text).not.toContain("secret-buyer@example.com");
      const { data } = JSON.parse(text) as {
        data: { cart: { id: string; checkoutUrl: string; totalQuantity: number } };
      };
      expect(data.cart.id).toBe(bareId);
      expect(data.cart.totalQuantity).toBe(1);
      expect(new URL(data.cart.checkoutUrl).searchParams.has("key")).toBe(false);

      // What the keyless answer hands out opens neither the buyer's details nor the checkout.
      const again = await rawStorefront(READ_CART, { id: data.cart.id });
      expect(again).not.toContain("secret-buyer@example.com");
      const checkout = await fetch(data.cart.checkoutUrl);
      const page = await checkout.text();
      expect(page).not.toContain("secret-buyer@example.com");
      expect(page).not.toContain(key);
    }

    // The storefront keeps the full id, and a read with it answers the id and checkout as issued.
    const text = await rawStorefront(READ_CART, { id: fullId });
    const keyed = (JSON.parse(text) as { data: { cart: Record<string, any> } }).data.cart;
    expect(keyed.id).toBe(fullId);
    expect(keyed.checkoutUrl).toBe(created.cartCreate.cart.checkoutUrl);
    expect(new URL(keyed.checkoutUrl).searchParams.get("key")).toBe(key);
    expect(keyed.buyerIdentity.email).toBe("secret-buyer@example.com");
  });

  it("refuses a mutation by the bare id without echoing the key", async () => {
    const client = storefrontClient(shop, shop.config.storefrontToken);
    const [variant] = await variantsWhere(client, (v) => v.quantityAvailable > 10);
    const created = await requestData<{ cartCreate: { cart: { id: string } } }>(
      client,
      CART_CREATE,
      { input: { lines: [{ merchandiseId: variant!.id }] } },
    );
    const [bareId, query] = created.cartCreate.cart.id.split("?");
    const key = new URLSearchParams(query).get("key")!;
    const text = await rawStorefront(
      `mutation($id: ID!) { cartNoteUpdate(cartId: $id, note: "hi") { cart { id checkoutUrl } userErrors { code message } warnings { target } } }`,
      { id: bareId },
    );
    expect(text).not.toContain(key);
    expect(JSON.parse(text)).toMatchObject({
      data: { cartNoteUpdate: { cart: null, userErrors: [{ code: "INVALID" }] } },
    });
  });
});
