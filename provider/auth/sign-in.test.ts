import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import * as client from "openid-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../db/schema/customers";
import {
  Browser,
  discover,
  redirectUri,
  signIn,
  signInAt,
  startAuthorization,
  tokenRequest,
  verifyJwt,
} from "../../tests/support/sign-in";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { createAuth } from "./index";

// Discovery and the whole sign-in as a storefront drives it. Refresh, the token endpoint's
// refusals and logout: sign-in-tokens.test.ts; the authorization endpoint and the login
// screen: sign-in-pages.test.ts.

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

const verify = (token: string) => t.provider.auth.verifyAccessToken(token);

function decodeSegment(segment: string | undefined) {
  return JSON.parse(Buffer.from(segment ?? "", "base64url").toString()) as Record<string, unknown>;
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
      `${t.url}/${t.config.shopId}/account/customer/api/2026-04/graphql`,
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
