import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_TOKEN } from "../config";
import { adminClient } from "../testing/admin-client";
import { startTestProvider, storefrontRequest, type TestProvider } from "../testing/start-provider";

// The console's operations as a JSON API: only with the token, only JSON, every input checked.

let t: TestProvider;

beforeAll(async () => {
  t = await startTestProvider({ env: { PROVIDER_ADMIN_TOKEN: "a-test-admin-token-0123456789" } });
});

afterAll(async () => {
  await t?.close();
});

async function plushVariant() {
  const answer = await storefrontRequest<{
    product: { variants: { nodes: { id: string; quantityAvailable: number }[] } };
  }>(
    t,
    `{ product(handle: "crinkle-carrot-plush") { variants(first: 1) { nodes { id quantityAvailable } } } }`,
  );
  return answer.data.product.variants.nodes[0]!;
}

describe("the admin API", () => {
  it("refuses a missing or wrong token with Shopify's answer, and changes nothing", async () => {
    const variant = await plushVariant();
    const input = { variantId: variant.id, quantity: 5 };
    const missing = await fetch(`${t.url}/admin/api/operations/set-inventory`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
    });
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await missing.json()).toEqual({
      errors: "[API] Invalid API key or access token (unrecognized login or wrong password)",
    });
    // The shipped development token is not this provider's token.
    const wrong = await adminClient(t.url, DEFAULT_ADMIN_TOKEN).run("set-inventory", input);
    expect(wrong.status).toBe(401);
    const almost = await adminClient(t.url, "a-test-admin-token-012345678").run(
      "set-inventory",
      input,
    );
    expect(almost.status).toBe(401);
    expect((await plushVariant()).quantityAvailable).toBe(0);
  });

  it("runs an operation with the token, as a bearer token or as Shopify's header", async () => {
    const variant = await plushVariant();
    const admin = adminClient(t.url, "a-test-admin-token-0123456789");
    const answer = await admin.must("set-inventory", { variantId: variant.id, quantity: 5 });
    expect(answer).toMatchObject({
      message: expect.stringContaining("stock set to 5"),
      quantity: 5,
    });
    const viaShopifyHeader = await fetch(`${t.url}/admin/api/operations/set-inventory`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-shopify-access-token": "a-test-admin-token-0123456789",
      },
      body: JSON.stringify({ variantId: Number(variant.id.split("/").pop()), quantity: 0 }),
    });
    expect(viaShopifyHeader.status).toBe(200);
    expect((await plushVariant()).quantityAvailable).toBe(0);
  });

  it("takes JSON only, names each bad field, and knows its operations", async () => {
    const admin = adminClient(t.url, "a-test-admin-token-0123456789");
    const form = await fetch(`${t.url}/admin/api/operations/set-inventory`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: "Bearer a-test-admin-token-0123456789",
      },
      body: "variantId=1&quantity=2",
    });
    expect(form.status).toBe(415);
    const bad = await admin.run("set-price", { variantId: "gid://shopify/Product/1", price: "a" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "variantId" }),
        expect.objectContaining({ field: "price" }),
      ]),
    );
    const unknown = await admin.run("drop-tables", {});
    expect(unknown.status).toBe(404);
    const malformed = await fetch(`${t.url}/admin/api/operations/set-inventory`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: "Bearer a-test-admin-token-0123456789",
      },
      body: "{",
    });
    expect(malformed.status).toBe(400);
  });
});
