import type http from "node:http";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  captureLogs,
  connectionCounter,
  listen,
  type Listening,
  postAuth,
  startShop,
} from "../test-support/shopify-auth-shop";
import { sendWholeThenRead } from "../test-support/send-whole-then-read";

// The proxy against small loopback stand-ins for a token endpoint that misbehaves, and against
// requests that must never leave the storefront. Every address here is loopback or `.test`.

const CLIENT_ID = "shp_test-client-0001";
const VERIFIER = "v".repeat(43) + "-._~0123456789";
const SECRET_CODE = "code-7f3a9c1e-never-logged";
const SECRET_REFRESH = "refresh-2b8d4e6f-never-logged";

type Mode =
  | "tokens"
  | "tokens-without-refresh"
  | "invalid_grant"
  | "redirect"
  | "slow"
  | "slow-body"
  | "huge"
  | "server-error"
  | "html-error"
  | "reset";

let mode: Mode = "tokens";
let tokenRequests: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let hugeBytesWritten = 0;
let discoveryReads = 0;
let upstream: Listening;
let elsewhere: Awaited<ReturnType<typeof connectionCounter>>;
let shop: Listening;
let logs: ReturnType<typeof captureLogs>;

beforeAll(async () => {
  logs = captureLogs();
  elsewhere = await connectionCounter();
  upstream = await listen((req, res) => {
    if (req.url === "/.well-known/openid-configuration") {
      discoveryReads += 1;
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({ issuer: upstream.url, token_endpoint: `${upstream.url}/oauth/token` }),
      );
      return;
    }
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      tokenRequests.push({ headers: req.headers, body });
      answer(res);
    });
  });
  shop = await startShop(() => ({
    customerAccountApiUrl: upstream.url,
    clientId: CLIENT_ID,
    limits: { timeoutMs: 400 },
    // The suite sends far more than a shopper would; the limit has its own test below.
    limiter: new RateLimiterMemory({ points: 10_000, duration: 60 }),
  }));
});

afterAll(async () => {
  logs.restore();
  await Promise.all([shop?.close(), upstream?.close(), elsewhere?.close()]);
});

beforeEach(() => {
  mode = "tokens";
  tokenRequests = [];
});

function answer(res: http.ServerResponse) {
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const tokens = {
    access_token: "at-new",
    refresh_token: "rt-new",
    id_token: "id.jwt.sig",
    expires_in: 3600,
    token_type: "Bearer",
    scope: "openid email customer-account-api:full",
    internal_note: "not for the browser",
  };
  switch (mode) {
    case "tokens":
      return json(200, tokens);
    case "tokens-without-refresh":
      return json(200, { ...tokens, refresh_token: undefined, id_token: undefined });
    case "invalid_grant":
      return json(400, { error: "invalid_grant", error_description: "grant request is invalid" });
    case "redirect":
      res.writeHead(307, { location: `${elsewhere.url}/oauth/token` });
      return res.end();
    case "slow":
      return void setTimeout(() => json(200, tokens), 3_000);
    case "slow-body":
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"access_token":');
      return void setTimeout(() => res.end('"late"}'), 3_000);
    case "huge": {
      hugeBytesWritten = 0;
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      const pump = () => {
        while (hugeBytesWritten < 8 * 1024 * 1024 && !res.destroyed) {
          hugeBytesWritten += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      return pump();
    }
    case "server-error":
      return json(503, { error: "temporarily_unavailable" });
    case "html-error":
      res.writeHead(400, { "content-type": "text/html" });
      return res.end("<h1>Bad request</h1>");
    case "reset":
      return res.socket?.destroy();
  }
}

const tokenBody = (overrides: Record<string, unknown> = {}) => ({
  action: "token",
  tokenEndpoint: `${upstream.url}/oauth/token`,
  clientId: CLIENT_ID,
  code: SECRET_CODE,
  redirectUri: `${shop.url}/account/callback`,
  codeVerifier: VERIFIER,
  ...overrides,
});
const refreshBody = (overrides: Record<string, unknown> = {}) => ({
  action: "refresh",
  tokenEndpoint: `${upstream.url}/oauth/token`,
  clientId: CLIENT_ID,
  refreshToken: SECRET_REFRESH,
  ...overrides,
});

describe("what reaches the token endpoint", () => {
  it("forwards only the OAuth fields, as a form, and returns only the OAuth fields", async () => {
    const answer = await postAuth(shop.url, tokenBody());
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      access_token: "at-new",
      refresh_token: "rt-new",
      id_token: "id.jwt.sig",
      expires_in: 3600,
      token_type: "Bearer",
    });
    expect(tokenRequests).toHaveLength(1);
    const sent = tokenRequests[0]!;
    expect(sent.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(sent.headers.origin).toBe(shop.url);
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual({
      grant_type: "authorization_code",
      client_id: CLIENT_ID,
      code: SECRET_CODE,
      redirect_uri: `${shop.url}/account/callback`,
      code_verifier: VERIFIER,
    });
  });

  it("refresh sends the refresh grant and keeps the old refresh token when none comes back", async () => {
    mode = "tokens-without-refresh";
    const answer = await postAuth(shop.url, refreshBody());
    expect(answer.status).toBe(200);
    expect(answer.json.refresh_token).toBe(SECRET_REFRESH);
    expect(answer.json.access_token).toBe("at-new");
    expect(Object.fromEntries(new URLSearchParams(tokenRequests[0]!.body))).toEqual({
      grant_type: "refresh_token",
      client_id: CLIENT_ID,
      refresh_token: SECRET_REFRESH,
    });
  });

  it("passes invalid_grant on as 400 with its description", async () => {
    mode = "invalid_grant";
    const answer = await postAuth(shop.url, refreshBody());
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: "invalid_grant",
      error_description: "grant request is invalid",
    });
  });
});

describe("a token endpoint that misbehaves", () => {
  it("does not follow a redirect", async () => {
    mode = "redirect";
    const before = elsewhere.connections();
    const answer = await postAuth(shop.url, tokenBody());
    expect(answer.status).toBe(502);
    expect(answer.json).toEqual({ error: "upstream_unavailable" });
    expect(elsewhere.connections()).toBe(before);
  });

  it("gives up on a slow answer at the deadline", async () => {
    mode = "slow";
    const started = Date.now();
    const answer = await postAuth(shop.url, refreshBody());
    expect(answer.status).toBe(504);
    expect(answer.json).toEqual({ error: "upstream_unavailable" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("gives up on a body that trickles in past the deadline", async () => {
    mode = "slow-body";
    const answer = await postAuth(shop.url, refreshBody());
    expect(answer.status).toBe(504);
  });

  it("cuts an oversized answer off while it streams", async () => {
    mode = "huge";
    const answer = await postAuth(shop.url, refreshBody());
    expect(answer.status).toBe(502);
    expect(answer.json).toEqual({ error: "upstream_unavailable" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hugeBytesWritten).toBeLessThan(8 * 1024 * 1024);
  });

  it.each([
    ["server-error", 502],
    ["html-error", 502],
    ["reset", 502],
  ] as const)(
    "answers %s as upstream_unavailable, so the browser keeps its tokens",
    async (m, status) => {
      mode = m;
      const answer = await postAuth(shop.url, refreshBody());
      expect(answer.status).toBe(status);
      expect(answer.json).toEqual({ error: "upstream_unavailable" });
    },
  );
});

describe("requests refused before anything is sent", () => {
  it.each([
    ["another host", () => `${elsewhere.url}/oauth/token`],
    [
      "localhost for 127.0.0.1",
      () => `${upstream.url.replace("127.0.0.1", "localhost")}/oauth/token`,
    ],
    [
      "credentials before the host",
      () => `http://127.0.0.1:1@${elsewhere.url.slice(7)}/oauth/token`,
    ],
    ["another path", () => `${upstream.url}/oauth/token/../../admin`],
    ["a .test name", () => "https://shopify.com.evil.test/oauth/token"],
    ["not a URL", () => "token endpoint"],
  ])("a foreign token endpoint (%s): 400 and no request", async (_name, endpoint) => {
    const before = elsewhere.connections();
    const answer = await postAuth(shop.url, tokenBody({ tokenEndpoint: endpoint() }));
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe("tokenEndpoint is not this shop's token endpoint");
    expect(elsewhere.connections()).toBe(before);
    expect(tokenRequests).toHaveLength(0);
  });

  it.each([
    [
      "another client",
      () => tokenBody({ clientId: "shp_someone-else" }),
      "clientId is not this shop's client",
    ],
    [
      "another callback",
      () => tokenBody({ redirectUri: "https://evil.test/account/callback" }),
      "redirectUri is not this shop's callback",
    ],
    ["an extra field", () => tokenBody({ client_secret: "x" }), "Unknown field: client_secret"],
    [
      "an unknown action",
      () => tokenBody({ action: "client_credentials" }),
      'action must be "token" or "refresh"',
    ],
    [
      "a short verifier",
      () => tokenBody({ codeVerifier: "abc" }),
      "codeVerifier: must be 43 to 128 unreserved characters",
    ],
    ["a missing code", () => tokenBody({ code: undefined }), "code:"],
    [
      "a refresh token with spaces",
      () => refreshBody({ refreshToken: "a b" }),
      "refreshToken: must be printable ASCII without spaces",
    ],
  ])("%s: 400 with a clear error", async (_name, body, error) => {
    const answer = await postAuth(shop.url, body());
    expect(answer.status).toBe(400);
    expect(answer.json.error).toContain(error);
    expect(tokenRequests).toHaveLength(0);
  });

  it("refuses another site's page, or no Origin at all: 403", async () => {
    for (const origin of ["https://evil.test", `${shop.url}.evil.test`, "null", null]) {
      const answer = await postAuth(shop.url, tokenBody(), { origin });
      expect(answer.status, String(origin)).toBe(403);
    }
    expect(tokenRequests).toHaveLength(0);
  });

  it("takes JSON only: 415 for a form or text, the simple requests another site could send", async () => {
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded"]) {
      const answer = await postAuth(shop.url, tokenBody(), { contentType });
      expect(answer.status).toBe(415);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("refuses a large body: 413", async () => {
    const answer = await postAuth(shop.url, tokenBody({ code: "c".repeat(20_000) }));
    expect(answer.status).toBe(413);
    expect(tokenRequests).toHaveLength(0);
  });

  it("answers a body far over the limit with its 413 JSON, which the client reads before the connection closes", async () => {
    const body = JSON.stringify(tokenBody({ code: "c".repeat(4 * 1024 * 1024) }));
    const port = Number(new URL(shop.url).port);
    const { received, error } = await sendWholeThenRead(port, "/api/shopify-auth", body, {
      headers: { Origin: shop.url },
    });
    expect(error).toBeNull();
    const [head = "", text = ""] = received.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(text)).toEqual({ error: "The request body is too large." });
    expect(tokenRequests).toHaveLength(0);
  });

  it("answers malformed JSON with 400 and does not echo or log it", async () => {
    const answer = await postAuth(shop.url, null, { raw: `{"code":"${SECRET_CODE}",` });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: "The request body is not valid JSON." });
  });

  it("answers other methods with 405", async () => {
    const answer = await fetch(`${shop.url}/api/shopify-auth`);
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("POST");
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After once a client has sent 30 requests in a minute", async () => {
    const limited = await startShop(() => ({
      customerAccountApiUrl: upstream.url,
      clientId: CLIENT_ID,
    }));
    try {
      for (let i = 0; i < 30; i += 1) {
        expect((await postAuth(limited.url, tokenBody({ clientId: "x" }))).status).toBe(400);
      }
      const answer = await postAuth(limited.url, tokenBody());
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(answer.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(tokenRequests).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });
});

describe("discovery", () => {
  it("is read once and kept for the requests that follow", () => {
    expect(discoveryReads).toBe(1);
  });

  it("unreadable: 502 upstream_unavailable, and nothing else is called", async () => {
    const closed = await connectionCounter();
    const url = closed.url;
    await closed.close();
    const orphan = await startShop(() => ({ customerAccountApiUrl: url, clientId: CLIENT_ID }));
    try {
      const answer = await postAuth(
        orphan.url,
        tokenBody({ redirectUri: `${orphan.url}/account/callback` }),
      );
      expect(answer.status).toBe(502);
      expect(answer.json).toEqual({ error: "upstream_unavailable" });
      expect(tokenRequests).toHaveLength(0);
    } finally {
      await orphan.close();
    }
  });
});

describe("logs", () => {
  it("hold no code, verifier or token of any request above", () => {
    const written = logs.text();
    expect(written).toContain("shopify-auth:");
    for (const secret of [
      SECRET_CODE,
      SECRET_REFRESH,
      VERIFIER,
      "at-new",
      "rt-new",
      "id.jwt.sig",
    ]) {
      expect(written).not.toContain(secret);
    }
  });
});
