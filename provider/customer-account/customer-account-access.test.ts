import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerAccountCalls } from "../testing/customer-account";
import { customerAccountRequest, signInCustomer } from "../../tests/support/sign-in";
import { startTestProvider, type TestProvider } from "../testing/start-provider";

// Who may call the Customer Account API, and that a customer's token reaches only their own
// orders, addresses and profile.

type Data = Record<string, any>;

let t: TestProvider;
let demo: string;
let other: string;

const { gql, data, allOrders } = customerAccountCalls<Data>(() => t);

beforeAll(async () => {
  t = await startTestProvider();
  demo = (await signInCustomer(t, "demo@example.com")).accessToken;
  other = (await signInCustomer(t, "other@example.com")).accessToken;
});

afterAll(async () => {
  await t?.close();
});

describe("authentication", () => {
  it("answers 401 without a token, with an unknown one, and after the token expires", async () => {
    for (const token of [null, "", "shcat_unknown-token-value-1234567890", "Bearer nope"]) {
      const result = await customerAccountRequest(t, token, "{ customer { id } }");
      expect(result.status).toBe(401);
      expect(result.body.errors?.[0]?.extensions?.code).toBe("UNAUTHORIZED");
    }
  });

  it("accepts the raw token and a Bearer prefix", async () => {
    for (const token of [demo, `Bearer ${demo}`]) {
      const result = await customerAccountRequest<Data>(t, token, "{ customer { id } }");
      expect(result.status).toBe(200);
      expect(result.body.data?.customer.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
    }
  });

  it("grants CORS to the storefront origin only", async () => {
    const url = `${t.url}/${t.config.shopId}/account/customer/api/2026-04/graphql`;
    const preflight = await fetch(url, {
      method: "OPTIONS",
      headers: { origin: t.config.storefrontOrigin, "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(t.config.storefrontOrigin);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("authorization");
    const evil = await fetch(url, { method: "OPTIONS", headers: { origin: "https://evil.test" } });
    expect(evil.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers 429 THROTTLED with Retry-After when the switch is on", async () => {
    const faults = `${t.url}/__provider/faults`;
    await fetch(faults, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        status: 429,
        retryAfterSeconds: 3,
        paths: [`/${t.config.shopId}/account`],
      }),
    });
    try {
      const result = await customerAccountRequest(t, demo, "{ customer { id } }");
      expect(result.status).toBe(429);
      expect(result.headers.get("retry-after")).toBe("3");
      expect(result.body.errors?.[0]?.extensions?.code).toBe("THROTTLED");
    } finally {
      await fetch(faults, { method: "DELETE" });
    }
  });
});

describe("isolation between customers", () => {
  it("never shows another customer's order, by id, in lists or through a copied cursor", async () => {
    const [otherOrder] = await allOrders(other);
    expect(otherOrder).toBeDefined();
    const mine = await allOrders(demo);
    expect(mine.map((o) => o.id)).not.toContain(otherOrder!.id);
    const byId = await data(demo, "query($id: ID!) { order(id: $id) { id } }", {
      id: otherOrder!.id,
    });
    expect(byId.order).toBeNull();
    const missing = await data(demo, "query($id: ID!) { order(id: $id) { id } }", {
      id: "gid://shopify/Order/999999999999",
    });
    expect(missing).toEqual(byId);

    const otherPage = await data(
      other,
      "{ customer { orders(first: 1) { pageInfo { endCursor } } } }",
    );
    const stolen = await gql(
      demo,
      "query($c: String) { customer { orders(first: 5, after: $c) { nodes { id } } } }",
      {
        c: otherPage.customer.orders.pageInfo.endCursor,
      },
    );
    expect(stolen.errors?.[0]?.message).toMatch(/Invalid cursor/);
  });

  it("answers ADDRESS_ID_DOES_NOT_EXIST for another customer's address, exactly as for a missing one", async () => {
    const theirs = await data(other, "{ customer { defaultAddress { id city } } }");
    const id = theirs.customer.defaultAddress.id as string;
    const attempts = {
      update: `mutation($id: ID!) { customerAddressUpdate(addressId: $id, address: { city: "Hacked" }) { customerAddress { id } userErrors { code field message } } }`,
      makeDefault: `mutation($id: ID!) { customerAddressUpdate(addressId: $id, defaultAddress: true) { customerAddress { id } userErrors { code field message } } }`,
      delete: `mutation($id: ID!) { customerAddressDelete(addressId: $id) { deletedAddressId userErrors { code field message } } }`,
    };
    for (const mutation of Object.values(attempts)) {
      const foreign = await data(demo, mutation, { id });
      const unknown = await data(demo, mutation, { id: "gid://shopify/CustomerAddress/1" });
      expect(foreign).toEqual(unknown);
      const payload = Object.values(foreign)[0] as Data;
      expect(payload.userErrors[0].code).toBe("ADDRESS_ID_DOES_NOT_EXIST");
    }
    const after = await data(
      other,
      "{ customer { defaultAddress { id city } addresses(first: 5) { nodes { id } } } }",
    );
    expect(after.customer.defaultAddress).toEqual(theirs.customer.defaultAddress);
    expect(after.customer.addresses.nodes).toHaveLength(1);
  });

  it("updates only the token's own profile", async () => {
    await data(
      demo,
      `mutation { customerUpdate(input: { firstName: "Peyton" }) { userErrors { code } } }`,
    );
    const d = await data(other, "{ customer { firstName } }");
    expect(d.customer.firstName).toBe("Oliver");
  });
});

// Moves the clock past every token issued so far, so it runs last.
describe("token expiry", () => {
  it("rejects an expired token", async () => {
    const { accessToken } = await signInCustomer(t, "expiring@example.com");
    t.clock.advance(2 * 60 * 60 * 1000);
    const result = await customerAccountRequest(t, accessToken, "{ customer { id } }");
    expect(result.status).toBe(401);
  });
});
