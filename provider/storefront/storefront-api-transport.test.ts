import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestProvider, type TestProvider } from "../testing/start-provider";

// Raw fetch rather than a GraphQL client: these tests check status codes, headers and bodies
// that a client library would hide.
let shop: TestProvider;

async function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(shop.storefrontEndpoint, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-shopify-storefront-access-token": shop.config.storefrontToken,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

beforeAll(async () => {
  shop = await startTestProvider();
});

afterAll(async () => {
  await shop?.close();
});

describe("transport and limits", () => {
  it("answers 401 without a valid token", async () => {
    expect(
      (await post({ query: "{ shop { name } }" }, { "x-shopify-storefront-access-token": "wrong" }))
        .status,
    ).toBe(401);
    const noToken = await fetch(shop.storefrontEndpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ shop { name } }" }),
    });
    expect(noToken.status).toBe(401);
  });

  it("answers malformed bodies with 400 JSON and keeps serving", async () => {
    const malformed = await post("{not json");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toHaveProperty("errors");
    const missing = await post({ variables: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      errors: { query: "Required parameter missing or invalid" },
    });
    const batched = await post([{ query: "{ shop { name } }" }, { query: "{ shop { name } }" }]);
    expect(batched.status).toBe(400);
    const wrongType = await post("query=1", { "content-type": "text/plain" });
    expect(wrongType.status).toBe(400);
    const huge = await post({ query: `{ shop { name } } # ${"x".repeat(300_000)}` });
    expect(huge.status).toBe(413);
    const ok = await post({ query: "{ shop { name } }" });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("accepts raw application/graphql bodies", async () => {
    const response = await post("{ shop { name } }", { "content-type": "application/graphql" });
    expect(await response.json()).toEqual({ data: { shop: { name: expect.any(String) } } });
  });

  it("returns GraphQL errors with HTTP 200 and a code", async () => {
    const response = await post({ query: "{ shop { nope } }" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions.code).toBeTruthy();
  });

  it("rejects deep, alias-heavy, oversized and explosive queries before running them", async () => {
    const deep = `{ ${"products(first: 1) { nodes { collections(first: 1) { nodes { ".repeat(4)} id ${"} } } }".repeat(4)} }`;
    expect((await (await post({ query: deep })).json()).errors[0].extensions.code).toBe(
      "MAX_DEPTH_EXCEEDED",
    );
    const aliases = `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: shop { name }`).join(" ")} }`;
    expect((await (await post({ query: aliases })).json()).errors[0].extensions.code).toBe(
      "MAX_ALIASES_EXCEEDED",
    );
    const long = `{ shop { name } } ${"#".repeat(60_000)}\n`;
    expect((await (await post({ query: long })).json()).errors[0].extensions.code).toBe(
      "MAX_QUERY_SIZE_EXCEEDED",
    );
    const explosive = `{ products(first: 250) { nodes { variants(first: 250) { nodes { id } } } } }`;
    expect((await (await post({ query: explosive })).json()).errors[0].extensions.code).toBe(
      "MAX_COST_EXCEEDED",
    );
  });

  it("grants CORS to the storefront origin only", async () => {
    const preflight = await fetch(shop.storefrontEndpoint, {
      method: "OPTIONS",
      headers: {
        origin: shop.config.storefrontOrigin,
        "access-control-request-method": "POST",
        "access-control-request-headers":
          "content-type,x-shopify-storefront-access-token,shopify-storefront-id",
      },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe(shop.config.storefrontOrigin);
    expect(preflight.headers.get("access-control-allow-headers")).toContain(
      "shopify-storefront-id",
    );
    const foreign = await fetch(shop.storefrontEndpoint, {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("injects latency, throttling and errors only while the loopback switch is on", async () => {
    const faults = `${shop.url}/__provider/faults`;
    await fetch(faults, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ throttled: true }),
    });
    const throttled = await post({ query: "{ shop { name } }" });
    expect(throttled.status).toBe(200);
    expect((await throttled.json()).errors[0].extensions.code).toBe("THROTTLED");
    await fetch(faults, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: 503, latencyMs: 150 }),
    });
    const started = Date.now();
    expect((await post({ query: "{ shop { name } }" })).status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    const rejected = await fetch(faults, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: 200 }),
    });
    expect(rejected.status).toBe(400);
    await fetch(faults, { method: "DELETE" });
    expect((await post({ query: "{ shop { name } }" })).status).toBe(200);
  });
});
