import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { withServerCache } from "../../app/lib/storefront-cache.server";
import { createStorefrontClient } from "../../app/lib/storefront-client";
import type { TypedDocumentString } from "../../app/graphql/storefront/graphql";
import { createServerApp, type HandlerModule } from "../app";
import type { ContactStore } from "../contact/contact-store";
import { initEnv } from "../env.server";
import type { RequestHandlerOptions } from "../request-handler";
import { requestIdFrom } from "./request-context";

// The storefront's server as server/app.ts builds it, in front of a fake upstream: a real HTTP
// listener on loopback that plays the Storefront API and the token endpoint and records the
// headers of every call. The app is a stand-in handler module that reads the Storefront API
// exactly as server/request-handler.ts does (the cached client, built from the options).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHOP_QUERY = {
  toString: () => "query ShopName { shop { name } }",
} as unknown as TypedDocumentString<unknown, { page: number }>;

interface UpstreamCall {
  path: string;
  requestId: string | undefined;
  page?: number;
}

let upstreamCalls: UpstreamCall[] = [];
let upstream: http.Server;
let upstreamUrl: string;
let shop: http.Server;
let shopUrl: string;
let lines: string[] = [];

function listening(server: http.Server) {
  return new Promise<string>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const requestId = req.headers["x-request-id"] as string | undefined;
      res.setHeader("content-type", "application/json");
      if (req.url === "/.well-known/openid-configuration") {
        upstreamCalls.push({ path: req.url, requestId });
        res.end(JSON.stringify({ token_endpoint: `${upstreamUrl}/oauth/token` }));
      } else if (req.url === "/oauth/token") {
        upstreamCalls.push({ path: req.url, requestId });
        res.end(
          JSON.stringify({
            access_token: "at-secret-0001",
            refresh_token: "rt-secret-0002",
            expires_in: 3600,
            token_type: "Bearer",
          }),
        );
      } else {
        const { variables } = JSON.parse(body) as { variables: { page: number } };
        upstreamCalls.push({ path: req.url ?? "", requestId, page: variables.page });
        // A little later, so concurrent requests' calls overlap.
        setTimeout(() => res.end(JSON.stringify({ data: { shop: { name: "Boutique" } } })), 20);
      }
    });
  });
  upstreamUrl = await listening(upstream);
  const handlerModule = {
    createRequestHandler: (options: RequestHandlerOptions) => {
      const storefront = withServerCache(createStorefrontClient(options.storefront));
      return async (req: http.IncomingMessage, res: http.ServerResponse & { locals: object }) => {
        const url = new URL(req.url ?? "/", "http://x");
        const data = await storefront.request(SHOP_QUERY, {
          page: Number(url.searchParams.get("page") ?? 0),
        });
        // A whole page, which the page cache keeps (server/page-cache.ts).
        res.locals = { ...res.locals, renderOutcome: { failed: false } };
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.end(`<!doctype html><title>${JSON.stringify(data)}</title>`);
      };
    },
  } as unknown as HandlerModule;
  // The shop serves only its own origin: the listener's, known once it listens.
  const served: { app?: http.RequestListener } = {};
  shop = http.createServer((req, res) => served.app?.(req, res));
  shopUrl = await listening(shop);
  served.app = createServerApp({
    env: initEnv({
      NODE_ENV: "production",
      STOREFRONT_ORIGIN: shopUrl,
      PUBLIC_STORE_DOMAIN: upstreamUrl,
      PUBLIC_CUSTOMER_ACCOUNT_API_URL: upstreamUrl,
    }),
    handlerModule,
    contact: {} as ContactStore,
  });
});

afterAll(async () => {
  shop?.closeAllConnections();
  upstream?.closeAllConnections();
  await Promise.all([shop, upstream].map((s) => new Promise((resolve) => s?.close(resolve))));
});

// The logger writes through process.stdout and process.stderr (server/logging/logger.ts).
beforeAll(() => {
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, "write").mockImplementation((chunk: unknown) => {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      return true;
    });
  }
});
afterAll(() => vi.restoreAllMocks());
afterEach(() => {
  upstreamCalls = [];
  lines = [];
});

let pages = 0;
/** A page nobody has asked for yet, so its read goes upstream rather than to a cached copy. */
async function getPage(headers: Record<string, string> = {}, query = "") {
  const page = ++pages;
  const response = await fetch(`${shopUrl}/products/thing?page=${page}${query}`, { headers });
  await response.text();
  return { response, page };
}

/** The access lines written so far: every line must be one JSON object. */
function accessLines(): Record<string, unknown>[] {
  return lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === "request completed" || line.msg === "request failed");
}

describe("request ids", () => {
  it("keeps a valid incoming X-Request-Id, echoes it and sends it to the Storefront API", async () => {
    const { response, page } = await getPage({ "x-request-id": "cdn-8b1a2c.FRA:42_x" });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("cdn-8b1a2c.FRA:42_x");
    expect(upstreamCalls).toEqual([
      { path: "/api/2026-04/graphql.json", requestId: "cdn-8b1a2c.FRA:42_x", page },
    ]);
  });

  it("gives a request without one a UUID, the same in the answer and upstream", async () => {
    const { response } = await getPage();
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    expect(upstreamCalls.map((call) => call.requestId)).toEqual([id]);
  });

  it.each([
    ["too long", "a".repeat(129)],
    ["with spaces", "id with spaces"],
    ["with quotes and markup", '"><script>'],
    ["with a semicolon", "abc;def"],
  ])("replaces an incoming id %s by a fresh UUID", async (_name, incoming) => {
    const { response } = await getPage({ "x-request-id": incoming });
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    expect(upstreamCalls.map((call) => call.requestId)).toEqual([id]);
    await vi.waitFor(() => expect(accessLines()).toHaveLength(1));
    expect(accessLines()[0]!.requestId).toBe(id);
    expect(lines.join("\n")).not.toContain(incoming);
  });

  it("refuses ids a header could not carry here but a caller might hand in", () => {
    expect(requestIdFrom("line\nbreak")).toMatch(UUID);
    expect(requestIdFrom("tab\there")).toMatch(UUID);
    expect(requestIdFrom("")).toMatch(UUID);
    expect(requestIdFrom(["a", "b"])).toMatch(UUID);
    expect(requestIdFrom("a".repeat(128))).toBe("a".repeat(128));
  });

  it("keeps concurrent requests' ids apart all the way upstream", async () => {
    const ids = Array.from({ length: 6 }, (_, i) => `concurrent-${i}`);
    const answers = await Promise.all(ids.map((id) => getPage({ "x-request-id": id })));
    for (const [i, { response, page }] of answers.entries()) {
      expect(response.headers.get("x-request-id")).toBe(ids[i]);
      expect(upstreamCalls.find((call) => call.page === page)?.requestId).toBe(ids[i]);
    }
  });

  it("sends the id with the sign-in proxy's discovery and token calls", async () => {
    const response = await fetch(`${shopUrl}/api/shopify-auth`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: shopUrl, "x-request-id": "auth-1" },
      body: JSON.stringify({
        action: "token",
        tokenEndpoint: `${upstreamUrl}/oauth/token`,
        clientId: "shp_5f2a9a2e-6c41-4d7e-9d35-boutique-local",
        code: "code-secret-0003",
        redirectUri: `${shopUrl}/account/callback`,
        codeVerifier: "verifier-secret-0004-abcdefghijklmnopqrstuvwxyz0123456789",
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("auth-1");
    // The access line is written once the answer is out, which may be after it arrived here.
    await vi.waitFor(() => expect(accessLines()).toHaveLength(1));
    expect(upstreamCalls).toEqual([
      { path: "/.well-known/openid-configuration", requestId: "auth-1" },
      { path: "/oauth/token", requestId: "auth-1" },
    ]);
    const written = lines.join("\n");
    for (const secret of ["code-secret", "verifier-secret", "at-secret", "rt-secret"]) {
      expect(written).not.toContain(secret);
    }
    expect(accessLines()).toEqual([
      expect.objectContaining({ requestId: "auth-1", path: "/api/shopify-auth", status: 200 }),
    ]);
  });
});

describe("the access log", () => {
  it("writes one JSON line per request with its fields, and nothing personal", async () => {
    const { response } = await getPage(
      {
        "x-request-id": "access-1",
        cookie: "session=cookie-secret-0005",
        authorization: "Bearer auth-secret-0006",
        "user-agent": "agent-0007",
      },
      "&email=shopper%40example.com&q=query-secret-0008",
    );
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(accessLines()).toHaveLength(1));
    const access = accessLines();
    expect(access[0]).toMatchObject({
      level: "info",
      name: "storefront",
      msg: "request completed",
      requestId: "access-1",
      method: "GET",
      path: "/products/thing",
      status: 200,
    });
    expect(typeof access[0]!.ms).toBe("number");
    expect(Date.parse(String(access[0]!.time))).not.toBeNaN();
    const written = lines.join("\n");
    for (const secret of [
      "cookie-secret",
      "auth-secret",
      "agent-0007",
      "shopper",
      "example.com",
      "query-secret",
      "page=",
    ]) {
      expect(written).not.toContain(secret);
    }
  });

  it("notes the page cache's outcome when the response says one", async () => {
    const url = `${shopUrl}/collections/all?page=cached`;
    for (const id of ["render-1", "copy-1"]) {
      const response = await fetch(url, { headers: { "x-request-id": id } });
      expect(response.status).toBe(200);
      await response.text();
    }
    await vi.waitFor(() => expect(accessLines()).toHaveLength(2));
    const [rendered, copied] = accessLines();
    expect(rendered).toMatchObject({ requestId: "render-1", path: "/collections/all" });
    expect(rendered).not.toHaveProperty("pageCache");
    expect(copied).toMatchObject({ requestId: "copy-1", status: 200, pageCache: "hit" });
    // The copy was served without asking upstream: one call, made for the first request.
    expect(upstreamCalls.map((call) => call.requestId)).toEqual(["render-1"]);
  });
});
