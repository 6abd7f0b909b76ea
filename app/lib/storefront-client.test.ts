import { describe, expect, it } from "vitest";
import type { TypedDocumentString } from "~/graphql/storefront/graphql";
import { createStorefrontClient, type StorefrontConfig } from "./storefront-client";

const QUERY = { toString: () => "{ shop { name } }" } as unknown as TypedDocumentString<
  unknown,
  Record<string, never>
>;
const CONFIG: StorefrontConfig = {
  storeDomain: "http://127.0.0.1:1",
  token: "public-token",
  apiVersion: "2026-04",
};

/** The headers of the one call the client makes. */
async function headersSent(config: StorefrontConfig) {
  let sent: Headers | undefined;
  const client = createStorefrontClient(config, async (_url, init) => {
    sent = new Headers(init?.headers);
    return Response.json({ data: { shop: { name: "Boutique" } } });
  });
  await client.request(QUERY, {});
  return sent!;
}

describe("the Storefront client's X-Request-Id", () => {
  it("sends the id of the request the server is rendering, read at each call", async () => {
    let current: string | undefined = "req-1";
    const config = { ...CONFIG, requestId: () => current };
    expect((await headersSent(config)).get("x-request-id")).toBe("req-1");
    current = "req-2";
    expect((await headersSent(config)).get("x-request-id")).toBe("req-2");
    current = undefined;
    expect((await headersSent(config)).has("x-request-id")).toBe(false);
  });

  it("sends none from the browser, whose client has no request", async () => {
    const headers = await headersSent(CONFIG);
    expect(headers.has("x-request-id")).toBe(false);
    expect(headers.get("x-shopify-storefront-access-token")).toBe("public-token");
  });
});
