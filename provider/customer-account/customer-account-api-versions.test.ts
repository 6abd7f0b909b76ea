import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCustomer } from "../../tests/support/sign-in";
import { startTestProvider, type TestProvider } from "../testing/start-provider";

// The Customer Account API's versioned path serves each version against its own published
// schema, by the same calendar as the Storefront API: what a version removed is refused there,
// in graphql-ruby's words and codes, and accepted by the version that still had it.
let t: TestProvider;
let token: string;

const TODAY = "2026-11-27T12:00:00Z";
// 2025-07 was still supported (2025-04 to 2026-01).
const SPRING_2026 = "2026-03-01T12:00:00Z";

function standOn(iso: string) {
  t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
}

interface Answer {
  data?: Record<string, any>;
  errors?: { message: string; path?: string[]; extensions: Record<string, unknown> }[];
}

async function ask(version: string, query: string) {
  const response = await fetch(
    `${t.url}/${t.config.shopId}/account/customer/api/${version}/graphql`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: token },
      body: JSON.stringify({ query }),
    },
  );
  return {
    status: response.status,
    served: response.headers.get("x-shopify-api-version"),
    body: (await response.json()) as Answer,
  };
}

beforeAll(async () => {
  t = await startTestProvider();
  standOn(TODAY);
  token = (await signInCustomer(t, "demo@example.com")).accessToken;
});

afterAll(async () => {
  await t?.close();
});

describe("which version answers", () => {
  it.each([
    ["2026-04", 200, "2026-04"],
    ["2026-01", 200, "2026-01"],
    ["2025-07", 200, "2026-01"],
    ["2026-10", 200, "2026-04"],
    ["unstable", 200, "2026-04"],
    ["latest", 404, null],
  ])("answers %s with %i, served as %s", async (requested, status, served) => {
    standOn(TODAY);
    const answer = await ask(requested, "{ customer { id } }");
    expect(answer.status).toBe(status);
    expect(answer.served).toBe(served);
    if (status === 200) expect(answer.body.data!.customer.id).toMatch(/^gid:\/\/shopify\/Customer/);
  });
});

describe("2026-01 against 2025-07", () => {
  // `CustomerMailingAddressInput.territoryCode` is gone since 2025-10. The provider runs no
  // subscriptions, so on 2025-07 the mutation passes validation and reaches a resolver it lacks.
  const DELIVERY_OPTIONS = `mutation Options {
    subscriptionContractFetchDeliveryOptions(
      subscriptionContractId: "gid://shopify/SubscriptionContract/1"
      deliveryAddress: { territoryCode: "US", zip: "10001" }
    ) { __typename }
  }`;

  it("accepts a mailing address's territory code on 2025-07 while it was supported", async () => {
    standOn(SPRING_2026);
    const answer = await ask("2025-07", DELIVERY_OPTIONS);
    expect(answer.served).toBe("2025-07");
    expect(answer.body.errors?.map((e) => e.extensions.code)).toEqual(["NOT_IMPLEMENTED"]);
  });

  it("refuses it on 2026-01 as Shopify does, with no data", async () => {
    standOn(SPRING_2026);
    const answer = await ask("2026-01", DELIVERY_OPTIONS);
    expect(answer.served).toBe("2026-01");
    expect(answer.body).toEqual({
      errors: [
        {
          message:
            "InputObject 'CustomerMailingAddressInput' doesn't accept argument 'territoryCode'",
          locations: [{ line: 4, column: 26 }],
          path: [
            "mutation Options",
            "subscriptionContractFetchDeliveryOptions",
            "deliveryAddress",
            "territoryCode",
          ],
          extensions: {
            code: "argumentNotAccepted",
            name: "CustomerMailingAddressInput",
            typeName: "InputObject",
            argumentName: "territoryCode",
          },
        },
      ],
    });
  });
});

describe("2026-04 against 2026-01", () => {
  // A draft order's discount applications are new in 2026-04; the provider keeps no draft
  // orders, so on 2026-04 the query passes validation and reaches a resolver it lacks.
  const DRAFT = `{
    draftOrder(id: "gid://shopify/DraftOrder/1") {
      discountApplications(first: 1) { nodes { __typename } }
    }
  }`;

  it("accepts a draft order's discount applications on 2026-04 only", async () => {
    standOn(TODAY);
    const current = await ask("2026-04", DRAFT);
    expect(current.served).toBe("2026-04");
    expect(current.body.errors?.map((e) => e.extensions.code)).toEqual(["NOT_IMPLEMENTED"]);
    const older = await ask("2026-01", DRAFT);
    expect(older.body.data).toBeUndefined();
    expect(older.body.errors).toEqual([
      expect.objectContaining({
        message: "Field 'discountApplications' doesn't exist on type 'DraftOrder'",
        path: ["query", "draftOrder", "discountApplications"],
        extensions: {
          code: "undefinedField",
          typeName: "DraftOrder",
          fieldName: "discountApplications",
        },
      }),
    ]);
  });
});
