import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProviderProcess, startProviderProcess } from "../../tests/support/provider-process";
import {
  Browser,
  customerAccountRequest,
  discover,
  signInAt,
  startAuthorization,
  tokenEndpoint,
} from "../../tests/support/sign-in";
import {
  captureLogs,
  type Listening,
  postAuth,
  startShop,
} from "../test-support/shopify-auth-shop";

// The proxy against the real local provider, in its own process and reached over HTTP only: a
// real sign-in at its pages (email, the code from its dev mailbox, PKCE), the code exchanged
// through the storefront's endpoint, then refreshed.

let provider: ProviderProcess;
let shop: Listening;
let logs: ReturnType<typeof captureLogs>;
const secrets: (string | undefined)[] = [];

beforeAll(async () => {
  logs = captureLogs();
  shop = await startShop(() => ({
    customerAccountApiUrl: provider.url,
    clientId: provider.config.customerClientId,
  }));
  // The provider registers the shop's callback, so it learns the shop's origin first.
  provider = await startProviderProcess({ storefrontOrigin: shop.url });
});

afterAll(async () => {
  logs.restore();
  await shop?.close();
  await provider?.close();
});

async function signedInCode(email: string) {
  const config = await discover(provider);
  const start = await startAuthorization(provider, config);
  const callback = new URL(await signInAt(provider, new Browser(shop.url), start.url, email));
  const code = callback.searchParams.get("code") ?? "";
  secrets.push(code, start.verifier);
  return { code, verifier: start.verifier };
}

function tokenBody(code: string, verifier: string) {
  return {
    action: "token",
    tokenEndpoint: tokenEndpoint(provider),
    clientId: provider.config.customerClientId,
    code,
    redirectUri: `${shop.url}/account/callback`,
    codeVerifier: verifier,
  };
}

function refreshBody(refreshToken: string | undefined) {
  return {
    action: "refresh",
    tokenEndpoint: tokenEndpoint(provider),
    clientId: provider.config.customerClientId,
    refreshToken,
  };
}

describe("POST /api/shopify-auth against the local provider", () => {
  it("exchanges a real sign-in code for the spec's fields, once", async () => {
    const { code, verifier } = await signedInCode("proxy-token@example.com");
    const first = await postAuth(shop.url, tokenBody(code, verifier));
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys(first.json).sort()).toEqual(
      ["access_token", "expires_in", "id_token", "refresh_token", "token_type"].sort(),
    );
    expect(first.json.token_type).toMatch(/bearer/i);
    expect(first.json.expires_in).toBeGreaterThan(0);
    secrets.push(first.json.access_token, first.json.refresh_token, first.json.id_token);

    // The provider refuses a code used twice; the browser hears invalid_grant, unchanged.
    const replay = await postAuth(shop.url, tokenBody(code, verifier));
    expect(replay.status).toBe(400);
    expect(replay.json.error).toBe("invalid_grant");
  });

  it("refreshes with the rotated token, and passes invalid_grant on for a used one", async () => {
    const { code, verifier } = await signedInCode("proxy-refresh@example.com");
    const signedIn = await postAuth(shop.url, tokenBody(code, verifier));
    expect(signedIn.status).toBe(200);
    secrets.push(signedIn.json.access_token, signedIn.json.refresh_token);

    const refreshed = await postAuth(shop.url, refreshBody(signedIn.json.refresh_token));
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.access_token).not.toBe(signedIn.json.access_token);
    expect(typeof refreshed.json.refresh_token).toBe("string");
    secrets.push(refreshed.json.access_token, refreshed.json.refresh_token);

    // The new access token works at the provider's Customer Account API.
    const me = await customerAccountRequest<any>(
      provider,
      refreshed.json.access_token ?? null,
      "{ customer { emailAddress { emailAddress } } }",
    );
    expect(me.body.data.customer.emailAddress.emailAddress).toBe("proxy-refresh@example.com");

    const garbage = await postAuth(shop.url, refreshBody("not-a-refresh-token-of-this-provider"));
    expect(garbage.status).toBe(400);
    expect(garbage.json.error).toBe("invalid_grant");
  });

  it("refuses a redirect URI other than the shop's own callback", async () => {
    const { code, verifier } = await signedInCode("proxy-redirect@example.com");
    const answer = await postAuth(shop.url, {
      ...tokenBody(code, verifier),
      redirectUri: "https://evil.test/account/callback",
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe("redirectUri is not this shop's callback");
  });

  it("writes none of the codes, verifiers or tokens it handled to a log", () => {
    expect(secrets.filter(Boolean).length).toBeGreaterThan(8);
    const written = logs.text();
    // The access lines were written, and read here: the check below saw what a log would hold.
    expect(written).toContain('"path":"/api/shopify-auth"');
    for (const secret of secrets) if (secret) expect(written).not.toContain(secret);
  });
});
