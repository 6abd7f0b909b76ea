import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sendInOneWrite } from "../testing/raw-http";
import { startTestProvider, type TestProvider } from "../testing/start-provider";

// Deeply nested input is refused with a 400 before any walker recurses into it, and requests for
// paths or with headers that match nothing never put a stack trace in the log.

let t: TestProvider;
let logged: string[] = [];

beforeAll(async () => {
  // Both streams the provider's logger writes to (info to stdout, errors to stderr).
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
    vi.spyOn(stream, "write").mockImplementation((chunk: unknown, ...rest: unknown[]) => {
      logged.push(String(chunk));
      return write(chunk, ...rest);
    });
  }
  t = await startTestProvider({ env: { PROVIDER_LOG_LEVEL: "info" } });
});

beforeEach(() => {
  logged = [];
});

afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

const DEPTH = 10_000;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
const nestedArray = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;

function storefrontRaw(body: string) {
  return fetch(t.storefrontEndpoint, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-shopify-storefront-access-token": t.config.storefrontToken,
    },
    body,
  });
}

/** Lines of the log that carry a stack trace. */
const stackTraces = () => logged.filter((line) => /"stack"|\n\s+at /.test(line));

describe("deeply nested input", () => {
  it.each([
    ["an object", nestedObject(DEPTH)],
    ["an array", nestedArray(DEPTH)],
  ])("answers 400 to GraphQL variables nesting %s 10,000 deep", async (_kind, value) => {
    for (const query of [
      "query($x: JSON) { shop { name } }",
      'mutation($a: [AttributeInput!]!) { cartAttributesUpdate(cartId: "gid://shopify/Cart/x?key=y", attributes: $a) { cart { id } } }',
      "{ shop { name } }",
    ]) {
      const response = await storefrontRaw(
        `{"query":${JSON.stringify(query)},"variables":{"x":${value},"a":${value}}}`,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: [
          {
            message: expect.stringContaining("nests more than") as string,
            extensions: { code: "BAD_REQUEST" },
          },
        ],
      });
    }
    expect(stackTraces()).toEqual([]);
  });

  it("refuses a GraphQL input object nested 10,000 deep in the query text", async () => {
    const literal = `${"{a:".repeat(DEPTH)}1${"}".repeat(DEPTH)}`;
    const response = await storefrontRaw(
      JSON.stringify({
        query: `{ shop { name } x: shop { name } } # ${literal}`.replace(
          "# ",
          `@skip(if: ${literal}) `,
        ),
      }),
    );
    expect(response.status).toBeLessThan(500);
    expect(stackTraces()).toEqual([]);
  });

  it("answers a cursor nesting 10,000 levels as an invalid cursor", async () => {
    const cursor = Buffer.from(nestedObject(DEPTH)).toString("base64");
    for (const query of [
      "query($c: String) { products(first: 2, after: $c) { nodes { id } } }",
      'query($c: String) { collection(handle: "all") { products(first: 2, after: $c) { nodes { id } } } }',
    ]) {
      const response = await storefrontRaw(JSON.stringify({ query, variables: { c: cursor } }));
      expect(response.status).toBe(200);
      const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
      expect(body.errors.map((e) => e.extensions.code)).toEqual(["BAD_REQUEST"]);
    }
    expect(stackTraces()).toEqual([]);
  });

  it("answers a form body and URL parameters nesting thousands of brackets with a 4xx", async () => {
    // As deep as the form's 16 KB and a request line's 16 KB allow.
    const brackets = "[a]".repeat(2_500);
    const checkout = await fetch(`${t.url}/cart/c/abc?key=x`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `csrf${brackets}=1&email${brackets}=x`,
    });
    expect(checkout.status).toBe(404);
    for (const path of [`/cart/c/abc?key${brackets}=1`, `/orders/abc?x${brackets}=1`]) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status).toBe(404);
    }
    expect(stackTraces()).toEqual([]);
  });
});

describe("paths and headers that match nothing", () => {
  it("answers each with a 4xx and writes no stack trace", async () => {
    const url = (path: string) => `${t.url}${path}`;
    const responses = await sendInOneWrite([
      { method: "GET", url: url("/does-not-exist") },
      { method: "GET", url: url("/%E0%A4%A") },
      { method: "GET", url: url("/cart/c/%E0%A4%A") },
      { method: "GET", url: url("/orders/%") },
      { method: "DELETE", url: url("/api/2025-07/graphql.json") },
      {
        method: "POST",
        url: url("/api/2025-07/graphql.json"),
        headers: { "content-type": "application/json" },
        body: "{",
      },
      {
        method: "POST",
        url: url("/api/2025-07/graphql.json"),
        headers: {
          "content-type": "application/json; charset=klingon",
          "x-shopify-storefront-access-token": t.config.storefrontToken,
        },
        body: "{}",
      },
      {
        method: "POST",
        url: url("/api/2025-07/graphql.json"),
        headers: {
          "content-type": "application/json",
          "content-encoding": "x-unknown",
          "x-shopify-storefront-access-token": t.config.storefrontToken,
        },
        body: "{}",
      },
      {
        method: "GET",
        url: url("/cart/c/abc?key=x"),
        headers: { cookie: "boutique_checkout_csrf=%E0%A4%A" },
      },
      {
        method: "GET",
        url: url("/api/9999-99/graphql.json"),
        headers: { "x-request-id": "\u00ff".repeat(200) },
      },
      { method: "PROPFIND", url: url("/") },
    ]);
    expect(responses).toHaveLength(11);
    // The log is being read: the access line of the first request is there.
    expect(logged.join("")).toContain('"path":"/does-not-exist"');
    for (const response of responses) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect(stackTraces()).toEqual([]);
  });
});
