import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestProvider, type TestProvider } from "../testing/start-provider";

// Each API version is validated and executed against its own published schema, on the
// provider's clock: what was removed in a version is refused there, in graphql-ruby's words and
// codes, and accepted in the version that still had it. Raw fetch, for the status and headers.
let shop: TestProvider;

const TODAY = "2026-11-27T12:00:00Z";
// 2025-07 was still supported (2025-04 to 2026-01; 2026-04 the release candidate).
const SPRING_2026 = "2026-03-01T12:00:00Z";

function standOn(iso: string) {
  shop.clock.advance(Date.parse(iso) - shop.clock.now().getTime());
}

interface Answer {
  data?: Record<string, any>;
  errors?: { message: string; path?: string[]; extensions: Record<string, unknown> }[];
}

async function ask(version: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${shop.url}/api/${version}/graphql.json`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-shopify-storefront-access-token": shop.config.storefrontToken,
    },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    served: response.headers.get("x-shopify-api-version"),
    body: (await response.json()) as Answer,
  };
}

beforeAll(async () => {
  shop = await startTestProvider();
});

afterAll(async () => {
  await shop?.close();
});

describe("which version answers", () => {
  // On 2026-11-27 Shopify supports 2026-01 to 2026-10, with 2027-01 as release candidate. The
  // provider ships 2025-07, 2026-01 and 2026-04: a version it has no schema for is answered by
  // the newest shipped schema below it, and the header names that schema's version.
  it.each([
    ["2026-04", 200, "2026-04"],
    ["2026-01", 200, "2026-01"],
    ["2025-07", 200, "2026-01"],
    ["2019-10", 200, "2026-01"],
    ["2031-01", 200, "2026-01"],
    ["2026-07", 200, "2026-04"],
    ["2026-10", 200, "2026-04"],
    ["2027-01", 200, "2026-04"],
    ["unstable", 200, "2026-04"],
    ["latest", 404, null],
    ["2026-13", 404, null],
  ])("answers %s with %i, served as %s", async (requested, status, served) => {
    standOn(TODAY);
    const answer = await ask(requested, "{ publicApiVersions { handle supported } }");
    expect(answer.status).toBe(status);
    expect(answer.served).toBe(served);
    if (status !== 200) {
      expect(answer.body).toEqual({ errors: "Not Found" });
      return;
    }
    expect(answer.body.data!.publicApiVersions).toEqual([
      { handle: "2026-01", supported: true },
      { handle: "2026-04", supported: true },
      { handle: "2026-07", supported: true },
      { handle: "2026-10", supported: true },
      { handle: "2027-01", supported: false },
      { handle: "unstable", supported: false },
    ]);
  });
});

describe("2026-04 against 2026-01", () => {
  const policies = "{ shop { name termsOfSale { title } legalNotice { title } } }";

  it("answers the shop's terms of sale and legal notice, new in 2026-04 (it has none)", async () => {
    standOn(TODAY);
    const answer = await ask("2026-04", policies);
    expect(answer.served).toBe("2026-04");
    expect(answer.body).toEqual({
      data: { shop: { name: expect.any(String), termsOfSale: null, legalNotice: null } },
    });
  });

  it("refuses them on 2026-01 as Shopify does, with no data", async () => {
    standOn(TODAY);
    const answer = await ask("2026-01", policies);
    expect(answer.status).toBe(200);
    expect(answer.served).toBe("2026-01");
    expect(answer.body).toEqual({
      errors: [
        {
          message: "Field 'termsOfSale' doesn't exist on type 'Shop'",
          locations: [{ line: 1, column: 15 }],
          path: ["query", "shop", "termsOfSale"],
          extensions: { code: "undefinedField", typeName: "Shop", fieldName: "termsOfSale" },
        },
        {
          message: "Field 'legalNotice' doesn't exist on type 'Shop'",
          locations: [{ line: 1, column: 37 }],
          path: ["query", "shop", "legalNotice"],
          extensions: { code: "undefinedField", typeName: "Shop", fieldName: "legalNotice" },
        },
      ],
    });
  });
});

describe("2026-01 against 2025-07", () => {
  const CREATE = `mutation Create {
    cartCreate(input: { discountCodes: ["SPRING"] }) { cart { id discountCodes { code } } }
  }`;
  // Without `discountCodes`: on 2025-07 that removes every code; since 2026-01 the list is
  // required (an empty list removes them).
  const CLEAR = `mutation Clear($cartId: ID!) {
    cartDiscountCodesUpdate(cartId: $cartId) { cart { discountCodes { code } } }
  }`;
  const INSTRUCTIONS = `query Lines($id: ID!) {
    cart(id: $id) {
      lines(first: 5) { nodes { ... on CartLine { instructions { canRemove canUpdateQuantity } } } }
    }
  }`;

  it("accepts an update without codes on 2025-07 while Shopify still supported it", async () => {
    standOn(SPRING_2026);
    const created = await ask("2025-07", CREATE);
    expect(created.served).toBe("2025-07");
    const cart = created.body.data!.cartCreate.cart as { id: string };
    const cleared = await ask("2025-07", CLEAR, { cartId: cart.id });
    expect(cleared.served).toBe("2025-07");
    expect(cleared.body).toEqual({
      data: { cartDiscountCodesUpdate: { cart: { discountCodes: [] } } },
    });
  });

  it("refuses it on 2026-01, and on 2025-07 once that falls forward to 2026-01", async () => {
    standOn(SPRING_2026);
    const created = await ask("2026-01", CREATE);
    const cart = created.body.data!.cartCreate.cart as { id: string };
    const refusal = {
      errors: [
        {
          message: "Field 'cartDiscountCodesUpdate' is missing required arguments: discountCodes",
          locations: [{ line: 2, column: 5 }],
          path: ["mutation Clear", "cartDiscountCodesUpdate"],
          extensions: {
            code: "missingRequiredArguments",
            className: "Field",
            name: "cartDiscountCodesUpdate",
            arguments: "discountCodes",
          },
        },
      ],
    };
    expect((await ask("2026-01", CLEAR, { cartId: cart.id })).body).toEqual(refusal);
    standOn(TODAY);
    const fallen = await ask("2025-07", CLEAR, { cartId: cart.id });
    expect(fallen.served).toBe("2026-01");
    expect(fallen.body).toEqual(refusal);
  });

  it("answers line instructions, new in 2026-01, and refuses them on 2025-07", async () => {
    standOn(SPRING_2026);
    const variant = (
      await ask(
        "2026-01",
        "{ products(first: 1) { nodes { variants(first: 1) { nodes { id } } } } }",
      )
    ).body.data!.products.nodes[0].variants.nodes[0].id as string;
    const created = await ask(
      "2026-01",
      `mutation Add($variant: ID!) {
        cartCreate(input: { lines: [{ merchandiseId: $variant }] }) { cart { id } }
      }`,
      { variant },
    );
    const id = created.body.data!.cartCreate.cart.id as string;
    expect((await ask("2026-01", INSTRUCTIONS, { id })).body).toEqual({
      data: {
        cart: {
          lines: { nodes: [{ instructions: { canRemove: true, canUpdateQuantity: true } }] },
        },
      },
    });
    const old = await ask("2025-07", INSTRUCTIONS, { id });
    expect(old.body.data).toBeUndefined();
    expect(old.body.errors?.[0]).toMatchObject({
      message: "Field 'instructions' doesn't exist on type 'CartLine'",
      path: ["query Lines", "cart", "lines", "nodes", "... on CartLine", "instructions"],
      extensions: { code: "undefinedField", typeName: "CartLine", fieldName: "instructions" },
    });
  });
});
