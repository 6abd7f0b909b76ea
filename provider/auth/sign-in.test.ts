import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import * as client from "openid-client";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { customers } from "../db/schema/customers";
import { oidcModels } from "../db/schema/auth";
import {
  Browser,
  discover,
  forms,
  latestCode,
  redirectUri,
  signIn,
  signInAt,
  startAuthorization,
  tokenRequest,
  verifyJwt,
} from "../testing/sign-in";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { createAuth } from "./index";

let t: TestProvider;
let shop: string;
let issuer: string;

beforeAll(async () => {
  t = await startTestProvider();
  shop = t.config.storefrontOrigin;
  issuer = `${t.url}/authentication/${t.config.shopId}`;
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const verify = (token: string) => t.provider.auth.verifyAccessToken(token);

function decodeSegment(segment: string | undefined) {
  return JSON.parse(Buffer.from(segment ?? "", "base64url").toString()) as Record<string, unknown>;
}

async function newBrowserAt(path: string) {
  const browser = new Browser(shop);
  const config = await discover(t);
  const start = await startAuthorization(t, config);
  const page = await browser.go(start.url.href);
  return { browser, config, start, page: path === "email" ? page : page };
}

describe("discovery", () => {
  it("serves OpenID metadata on the shop origin and under the issuer, with Shopify's URL shapes", async () => {
    const root = (await (
      await fetch(`${t.url}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    const own = (await (
      await fetch(`${issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(root.issuer).toBe(issuer);
    expect(root.authorization_endpoint).toBe(`${issuer}/oauth/authorize`);
    expect(root.token_endpoint).toBe(`${issuer}/oauth/token`);
    expect(root.end_session_endpoint).toBe(`${issuer}/logout`);
    for (const key of [
      "issuer",
      "authorization_endpoint",
      "token_endpoint",
      "end_session_endpoint",
      "jwks_uri",
    ]) {
      expect(own[key]).toBe(root[key]);
    }
    expect(root.code_challenge_methods_supported).toEqual(["S256"]);
    expect(root.scopes_supported).toEqual(["openid", "email", "customer-account-api:full"]);

    const api = (await (await fetch(`${t.url}/.well-known/customer-account-api`)).json()) as Record<
      string,
      unknown
    >;
    expect(api.graphql_api).toBe(
      `${t.url}/${t.config.shopId}/account/customer/api/2025-07/graphql`,
    );
    expect(typeof api.mcp_api).toBe("string");
  });
});

describe("the whole sign-in, driven by openid-client", () => {
  it("signs in with an emailed code, creates the customer and returns Shopify-shaped tokens", async () => {
    const email = "new.shopper@example.com";
    const { tokens, start } = await signIn(t, email);

    expect(tokens.access_token).toMatch(/^shcat_[A-Za-z0-9_-]{40,}$/);
    expect(tokens.refresh_token).toMatch(/^shcrt_[A-Za-z0-9_-]{40,}$/);
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.scope).toBe("openid email customer-account-api:full");

    const [customer] = await t.provider.db
      .select()
      .from(customers)
      .where(eq(customers.email, email));
    expect(customer).toBeDefined();

    const idToken = tokens.id_token ?? "";
    const claims = tokens.claims();
    expect(claims?.iss).toBe(issuer);
    expect(claims?.aud).toBe(t.config.customerClientId);
    expect(claims?.sub).toBe(`gid://shopify/Customer/${customer?.id}`);
    expect(claims?.email).toBe(email);
    expect(claims?.nonce).toBe(start.nonce);
    expect(typeof claims?.sid).toBe("string");
    expect(decodeSegment(idToken.split(".")[0]).alg).toBe("RS256");
    expect(await verifyJwt(t, idToken)).toBe(true);
    // Hydrogen reads the payload with atob.
    const [header, payload] = idToken.split(".");
    expect(header).not.toMatch(/[-_]/);
    expect(payload).not.toMatch(/[-_]/);
    expect(JSON.parse(atob(payload ?? ""))).toMatchObject({ nonce: start.nonce });

    expect(await verify(tokens.access_token)).toMatchObject({ customerId: customer?.id });
    expect(await verify(`Bearer ${tokens.access_token}`)).toMatchObject({
      customerId: customer?.id,
    });
    expect(await verify("shcat_not-a-real-token-0123456789")).toBeNull();
    expect(await verify("")).toBeNull();
  });

  it("answers the code exchange as Shopify does: JSON, no-store, Bearer, and CORS for the shop only", async () => {
    const config = await discover(t);
    const browser = new Browser(shop);
    const start = await startAuthorization(t, config);
    const callback = new URL(await signInAt(t, browser, start.url, "raw@example.com"));
    const response = await tokenRequest(
      t,
      {
        grant_type: "authorization_code",
        code: callback.searchParams.get("code") ?? "",
        redirect_uri: redirectUri(t),
        code_verifier: start.verifier,
      },
      shop,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("access-control-allow-origin")).toBe(shop);
    expect(response.body).toMatchObject({ token_type: "Bearer", expires_in: 3600 });
    expect(Object.keys(response.body).sort()).toEqual(
      ["access_token", "expires_in", "id_token", "refresh_token", "scope", "token_type"].sort(),
    );
  });

  it("echoes state exactly, as one parameter, even when it looks like a query string", async () => {
    const config = await discover(t);
    const state = "a&code=evil#x";
    const start = await startAuthorization(t, config, { state });
    const callback = new URL(await signInAt(t, new Browser(shop), start.url, "state@example.com"));
    expect(callback.origin + callback.pathname).toBe(redirectUri(t));
    expect(callback.searchParams.getAll("code")).toHaveLength(1);
    expect(callback.searchParams.get("state")).toBe(state);
  });

  it("reports who is signed in at the provider through the login session cookie", async () => {
    const { browser } = await signIn(t, "checkout@example.com");
    const app = express();
    app.get("/", async (req, res) => {
      res.json({ customerId: await t.provider.auth.signedInCustomer(req) });
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const signedIn = await (
        await fetch(url, { headers: { cookie: browser.jar.header() } })
      ).json();
      const anonymous = await (await fetch(url)).json();
      const [customer] = await t.provider.db
        .select()
        .from(customers)
        .where(eq(customers.email, "checkout@example.com"));
      expect(signedIn).toEqual({ customerId: customer?.id });
      expect(anonymous).toEqual({ customerId: null });
    } finally {
      server.close();
    }
  });

  it("keeps keys, sessions and tokens in the database, so a restarted auth server honours them", async () => {
    const { tokens } = await signIn(t, "restart@example.com");
    const again = await createAuth({
      db: t.provider.db,
      config: t.config,
      clock: t.clock,
      logger: t.provider.logger,
    });
    expect(await again.verifyAccessToken(tokens.access_token)).not.toBeNull();
  });
});

describe("refresh tokens", () => {
  it("rotate on every use; reusing an old one revokes the whole grant", async () => {
    const { config, tokens } = await signIn(t, "rotate@example.com");
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? "");
    expect(refreshed.refresh_token).toMatch(/^shcrt_/);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed.access_token).toMatch(/^shcat_/);
    expect(refreshed.expires_in).toBe(3600);
    // As Shopify: the ID token comes from the code exchange only.
    expect(refreshed.id_token).toBeUndefined();
    expect(await verify(refreshed.access_token)).not.toBeNull();

    const reuse = await tokenRequest(
      t,
      { grant_type: "refresh_token", refresh_token: tokens.refresh_token ?? "" },
      shop,
    );
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe("invalid_grant");

    // The grant is gone: the newest refresh token and every access token die with it.
    const latest = await tokenRequest(
      t,
      { grant_type: "refresh_token", refresh_token: refreshed.refresh_token ?? "" },
      shop,
    );
    expect(latest.body.error).toBe("invalid_grant");
    expect(await verify(refreshed.access_token)).toBeNull();
    expect(await verify(tokens.access_token)).toBeNull();
  });

  it("let only one of two racing refreshes win, and treat the other as reuse", async () => {
    const { tokens } = await signIn(t, "race@example.com");
    const refresh = () =>
      tokenRequest(
        t,
        { grant_type: "refresh_token", refresh_token: tokens.refresh_token ?? "" },
        shop,
      );
    const results = await Promise.all([refresh(), refresh()]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)?.body.error).toBe("invalid_grant");
    const winner = results.find((r) => r.status === 200);
    expect(await verify(String(winner?.body.access_token))).toBeNull();
  });

  it("never outlive the absolute lifetime of the first one, however often they rotate", async () => {
    const { config, tokens } = await signIn(t, "lifetime@example.com");
    const day = 24 * 60 * 60 * 1000;
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });

    let refreshToken = tokens.refresh_token ?? "";
    for (const offset of [3, 7, 13].map((d) => d * day)) {
      vi.setSystemTime(start + offset);
      const rotated = await client.refreshTokenGrant(config, refreshToken);
      refreshToken = rotated.refresh_token ?? "";
    }
    const rows = await t.provider.db
      .select({ id: oidcModels.id, payload: oidcModels.payload })
      .from(oidcModels)
      .where(eq(oidcModels.kind, "RefreshToken"));
    const expiry = (value: string) => rows.find((row) => row.id === value)?.payload.exp;
    expect(expiry(refreshToken)).toBeDefined();
    expect(expiry(refreshToken)).toBe(expiry(tokens.refresh_token ?? ""));

    vi.setSystemTime(start + 14 * day + 60_000);
    const late = await tokenRequest(
      t,
      { grant_type: "refresh_token", refresh_token: refreshToken },
      shop,
    );
    expect(late.status).toBe(400);
    expect(late.body.error).toBe("invalid_grant");
  });
});

describe("authorization endpoint failures", () => {
  it("shows an error page, never a redirect, for a redirect_uri that is not registered exactly", async () => {
    const config = await discover(t);
    for (const uri of [
      `${redirectUri(t)}/`,
      `${redirectUri(t)}?x=1`,
      "https://evil.test/account/callback",
    ]) {
      const start = await startAuthorization(t, config, { redirect_uri: uri });
      const response = await fetch(start.url, { redirect: "manual" });
      expect(response.status).toBe(400);
      expect(response.headers.get("location")).toBeNull();
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain("redirect_uri");
    }
  });

  it("refuses requests without PKCE or with the plain method, back to the client with state", async () => {
    const config = await discover(t);
    const variants: [string, (url: URL) => void][] = [
      [
        "missing",
        (url) => {
          url.searchParams.delete("code_challenge");
          url.searchParams.delete("code_challenge_method");
        },
      ],
      ["plain", (url) => url.searchParams.set("code_challenge_method", "plain")],
      ["short", (url) => url.searchParams.set("code_challenge", "a".repeat(42))],
    ];
    for (const [, mutate] of variants) {
      const start = await startAuthorization(t, config);
      mutate(start.url);
      const response = await fetch(start.url, { redirect: "manual" });
      const location = new URL(response.headers.get("location") ?? "about:blank");
      expect(location.origin + location.pathname).toBe(redirectUri(t));
      expect(location.searchParams.get("error")).toBe("invalid_request");
      expect(location.searchParams.get("state")).toBe(start.state);
      expect(location.searchParams.get("code")).toBeNull();
    }
  });

  it("escapes reflected parameters on its error page and sends a CSP", async () => {
    const response = await fetch(
      `${issuer}/oauth/authorize?client_id=${encodeURIComponent("<script>alert(1)</script>")}&response_type=code`,
    );
    const body = await response.text();
    expect(response.status).toBe(400);
    expect(body).not.toContain("<script>alert(1)");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  });
});

describe("token endpoint failures", () => {
  async function freshCode(email: string) {
    const config = await discover(t);
    const browser = new Browser(shop);
    const start = await startAuthorization(t, config);
    const callback = new URL(await signInAt(t, browser, start.url, email));
    return { code: callback.searchParams.get("code") ?? "", verifier: start.verifier };
  }

  const exchange = (code: string, verifier?: string, origin: string | undefined = shop) =>
    tokenRequest(
      t,
      {
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri(t),
        ...(verifier === undefined ? {} : { code_verifier: verifier }),
      },
      origin,
    );

  it("refuses a wrong or missing code_verifier", async () => {
    const { code, verifier } = await freshCode("verifier@example.com");
    const altered = verifier.slice(0, -1) + (verifier.endsWith("A") ? "B" : "A");
    const wrong = await exchange(code, altered);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("invalid_grant");
    const second = await freshCode("verifier@example.com");
    const missing = await exchange(second.code);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe("invalid_grant");
  });

  it("refuses a replayed code and revokes the tokens it issued", async () => {
    const { code, verifier } = await freshCode("replay@example.com");
    const first = await exchange(code, verifier);
    expect(first.status).toBe(200);
    const accessToken = String(first.body.access_token);
    expect(await verify(accessToken)).not.toBeNull();

    const replay = await exchange(code, verifier);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe("invalid_grant");
    expect(await verify(accessToken)).toBeNull();
    const refresh = await tokenRequest(
      t,
      { grant_type: "refresh_token", refresh_token: String(first.body.refresh_token) },
      shop,
    );
    expect(refresh.body.error).toBe("invalid_grant");
  });

  it("refuses an expired code", async () => {
    const { code, verifier } = await freshCode("expired-code@example.com");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61_000);
    const late = await exchange(code, verifier);
    expect(late.status).toBe(400);
    expect(late.body.error).toBe("invalid_grant");
  });

  it("rejects a foreign Origin, allows the shop's and server-side calls without one", async () => {
    const { code, verifier } = await freshCode("origin@example.com");
    const foreign = await exchange(code, verifier, "https://evil.test");
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe("invalid_request");
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();

    const preflight = await fetch(`${issuer}/oauth/token`, {
      method: "OPTIONS",
      headers: { origin: "https://evil.test", "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();

    const serverSide = await exchange(code, verifier, undefined);
    expect(serverSide.status).toBe(200);
  });
});

describe("logout", () => {
  it("ends the session, revokes its tokens and returns to the registered URI", async () => {
    const { config, browser, tokens } = await signIn(t, "logout@example.com");
    const url = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token ?? "",
      post_logout_redirect_uri: shop,
      state: "bye",
    });
    const response = await browser.request(url.href);
    expect([302, 303]).toContain(response.status);
    const location = new URL(response.headers.get("location") ?? "about:blank");
    expect(location.origin).toBe(shop);
    expect(location.searchParams.get("state")).toBe("bye");

    expect(await verify(tokens.access_token)).toBeNull();
    const refresh = await tokenRequest(
      t,
      { grant_type: "refresh_token", refresh_token: tokens.refresh_token ?? "" },
      shop,
    );
    expect(refresh.body.error).toBe("invalid_grant");
    // Signing in again asks for the email: the provider-side session is gone.
    const again = await startAuthorization(t, config);
    const page = await browser.go(again.url.href);
    expect(page.status).toBe(200);
    expect(page.body).toContain('autocomplete="email"');
  });

  it("revokes the tokens of a valid hint even without the browser's session cookie", async () => {
    const { config, tokens } = await signIn(t, "logout-elsewhere@example.com");
    const url = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token ?? "",
      post_logout_redirect_uri: shop,
    });
    await fetch(url, { redirect: "manual" });
    expect(await verify(tokens.access_token)).toBeNull();
  });

  it("never redirects to an unregistered URI", async () => {
    const { config, browser, tokens } = await signIn(t, "logout-evil@example.com");
    const url = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token ?? "",
      post_logout_redirect_uri: "https://evil.test/",
    });
    const response = await browser.request(url.href);
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    expect(await verify(tokens.access_token)).not.toBeNull();
  });

  it("asks for confirmation instead of signing out when there is no hint", async () => {
    const { browser, tokens } = await signIn(t, "logout-nohint@example.com");
    const response = await browser.request(
      `${issuer}/logout?post_logout_redirect_uri=${encodeURIComponent(shop)}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.text()).toContain("Yes, sign me out");
    expect(await verify(tokens.access_token)).not.toBeNull();
  });
});

describe("the login screen", () => {
  async function emailPage() {
    const { browser, page } = await newBrowserAt("email");
    expect(page.status).toBe(200);
    return { browser, page };
  }

  it("is accessible, styled without inline code, and sent with security headers", async () => {
    const { page } = await emailPage();
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toMatch(/<label for="email">/);
    expect(page.body).toMatch(/id="email"[^>]*type="email"[^>]*autocomplete="email"/);
    expect(page.body).not.toMatch(/<script|<style|style=/);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("cache-control")).toContain("no-store");
  });

  it("escapes what it reflects", async () => {
    const { browser, page } = await emailPage();
    const xss = '"><script>alert(1)</script>@x.com';
    const result = await browser.submit(page, { email: xss });
    expect(result.status).toBe(400);
    expect(result.body).not.toContain("<script>alert(1)");
    expect(result.body).toContain("&quot;&gt;&lt;script&gt;");
    expect(result.body).toMatch(/aria-describedby="email-error"/);
  });

  it("refuses a POST without the form's CSRF token", async () => {
    const { browser, page } = await emailPage();
    const form = forms(page.body)[0];
    const action = new URL(form?.action ?? "", page.url).href;
    const missing = await browser.request(action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "csrf@example.com" }),
    });
    expect(missing.status).toBe(403);
    const wrong = await browser.submit(page, { email: "csrf@example.com", csrf: "forged" });
    expect(wrong.status).toBe(403);
  });

  it("locks a code after 5 wrong attempts until a new one is requested", async () => {
    const email = "locked@example.com";
    const { browser, page } = await emailPage();
    const codePage = await browser.submit(page, { email });
    expect(codePage.body).toContain(`Enter the 6-digit code we sent to <strong>${email}</strong>`);
    expect(codePage.body).toMatch(/inputmode="numeric"/);
    expect(codePage.body).toMatch(/autocomplete="one-time-code"/);
    const code = await latestCode(t, email);
    const wrongCode = code === "000000" ? "111111" : "000000";
    let result = codePage;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      result = await browser.submit(codePage, { code: wrongCode });
    }
    expect(result.status).toBe(429);
    expect(result.body).toContain("Too many incorrect attempts");
    const correctButLocked = await browser.submit(codePage, { code });
    expect(correctButLocked.url.startsWith(shop)).toBe(false);
    expect(correctButLocked.body).toContain("Too many incorrect attempts");

    const resent = await browser.submit(codePage, {}, 1);
    expect(resent.body).toContain("We sent a new code");
    const done = await browser.submit(resent, { code: await latestCode(t, email) });
    expect(done.url.startsWith(`${redirectUri(t)}?code=`)).toBe(true);
  });

  it("expires a code after 10 minutes", async () => {
    const email = "slow@example.com";
    const { browser, page } = await emailPage();
    const codePage = await browser.submit(page, { email });
    const code = await latestCode(t, email);
    t.clock.advance(10 * 60 * 1000 + 1000);
    const late = await browser.submit(codePage, { code });
    expect(late.status).toBe(400);
    expect(late.body).toContain("This code has expired");
  });

  it("limits code requests per email with a friendly 429", async () => {
    const email = "greedy@example.com";
    const { browser, page } = await emailPage();
    let codePage = await browser.submit(page, { email });
    for (let i = 0; i < 4; i += 1) codePage = await browser.submit(codePage, {}, 1);
    const limited = await browser.submit(codePage, {}, 1);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body).toContain("Please try again in");
    t.clock.advance(15 * 60 * 1000 + 1000);
    const later = await browser.submit(codePage, {}, 1);
    expect(later.status).toBe(200);
  });

  it("delivers codes to a dev mailbox that escapes what it shows", async () => {
    const email = "o'brien+tag@example.com";
    const { browser, page } = await emailPage();
    await browser.submit(page, { email });
    const mailbox = await (await fetch(`${t.url}/mailbox`)).text();
    expect(mailbox).toContain("o&#39;brien+tag@example.com");
    expect(mailbox).not.toContain("o'brien");
    expect(await latestCode(t, email)).toMatch(/^\d{6}$/);
  });
});

describe("ID tokens for atob-based clients", () => {
  it("stay free of - and _ even when the nonce would put them there", async () => {
    const config = await discover(t);
    const browser = new Browser(shop);
    await signInAt(t, browser, (await startAuthorization(t, config)).url, "atob@example.com");
    for (const nonce of ["~", "a~", "ab~", "??>", "a?b~c>d~", "é✓😀"]) {
      const start = await startAuthorization(t, config, { nonce });
      const callback = await signInAt(t, browser, start.url, "atob@example.com");
      const tokens = await client.authorizationCodeGrant(config, new URL(callback), {
        pkceCodeVerifier: start.verifier,
        expectedState: start.state,
        expectedNonce: nonce,
      });
      const [header, payload] = (tokens.id_token ?? "").split(".");
      expect(`${header}.${payload}`).not.toMatch(/[-_]/);
      expect(JSON.parse(atob(payload ?? "")).nonce).toBe(nonce);
      expect(await verifyJwt(t, tokens.id_token ?? "")).toBe(true);
    }
  });
});
