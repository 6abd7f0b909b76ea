import { eq } from "drizzle-orm";
import * as client from "openid-client";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { oidcModels } from "../db/schema/auth";
import {
  Browser,
  discover,
  redirectUri,
  signIn,
  signInAt,
  startAuthorization,
  tokenRequest,
} from "../../tests/support/sign-in";
import { startTestProvider, type TestProvider } from "../testing/start-provider";

// What happens to tokens after the sign-in: refresh and its rotation, the token endpoint's
// refusals, and logout.

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
