import * as client from "openid-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  Browser,
  discover,
  signInAt,
  startAuthorization,
  tokenEndpoint,
} from "../../tests/support/sign-in";
import { startTestProvider, type TestProvider } from "../testing/start-provider";

// The customer-account client's callback URIs, JavaScript origins and logout URIs are what the
// merchant registers. Hydrogen's skeleton signs in through /account/authorize once that is
// registered; anything unregistered is refused exactly as before.

const SHOP = "http://localhost:3999";
const HYDROGEN_ORIGIN = "http://127.0.0.1:3998";
const HYDROGEN_CALLBACK = `${HYDROGEN_ORIGIN}/account/authorize`;

let standard: TestProvider;
let merchant: TestProvider;

beforeAll(async () => {
  [standard, merchant] = await Promise.all([
    startTestProvider(),
    startTestProvider({
      env: {
        PROVIDER_CUSTOMER_ACCOUNT_CALLBACK_URIS: `${SHOP}/account/callback, ${HYDROGEN_CALLBACK}`,
        PROVIDER_CUSTOMER_ACCOUNT_JAVASCRIPT_ORIGINS: `${SHOP},${HYDROGEN_ORIGIN}`,
        PROVIDER_CUSTOMER_ACCOUNT_LOGOUT_URIS: `${SHOP},${HYDROGEN_ORIGIN}/`,
      },
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([standard?.close(), merchant?.close()]);
});

/**
 * The authorization endpoint's page for a redirect_uri the client has not registered, byte for
 * byte as the provider answered it before these URIs became configuration.
 */
function refusalPage(state: string, issuer: string) {
  return `<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>We couldn&#39;t sign you in · Boutique</title>
        <link rel="stylesheet" href="/authentication/assets/boutique.css" />
      </head>
      <body>
        <main class="">
          <p class="brand">Boutique</p>
          <h1>We couldn&#39;t sign you in</h1>
      <p>The sign-in request was not valid, so we stopped here. Go back to the shop and try again.</p>
      <dl class="details">
              <dt>error</dt>
                    <dd>invalid_redirect_uri</dd><dt>error_description</dt>
                    <dd>redirect_uri did not match any of the client&#39;s registered redirect_uris</dd><dt>state</dt>
                    <dd>${state}</dd><dt>iss</dt>
                    <dd>${issuer}</dd>
            </dl>
      <a class="button" href="${SHOP}">Back to the shop</a>
        </main>
      </body>
    </html>`;
}

// Chrome applies form-action to the redirect that ends a sign-in, so it names every origin the
// client may be sent back to.
const STANDARD_CSP =
  "default-src 'none';script-src 'self';style-src 'self';img-src 'self' data:;form-action 'self' http://localhost:3999;frame-ancestors 'none';base-uri 'none'";
const MERCHANT_CSP = STANDARD_CSP.replace(
  "form-action 'self' http://localhost:3999",
  `form-action 'self' http://localhost:3999 ${HYDROGEN_ORIGIN}`,
);

async function expectRefused(t: TestProvider, redirectUri: string) {
  const config = await discover(t);
  const start = await startAuthorization(t, config, { redirect_uri: redirectUri });
  const response = await fetch(start.url, { redirect: "manual" });
  expect(response.status).toBe(400);
  expect(response.headers.get("location")).toBeNull();
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("content-security-policy")).toBe(
    t === standard ? STANDARD_CSP : MERCHANT_CSP,
  );
  expect(await response.text()).toBe(
    refusalPage(start.state, `${t.url}/authentication/${t.config.shopId}`),
  );
}

describe("registered URIs", () => {
  it("default to the storefront's own, refusing Hydrogen's callback byte-exactly as before", async () => {
    expect(standard.config.customerAccountClient).toEqual({
      callbackUris: [`${SHOP}/account/callback`],
      javascriptOrigins: [SHOP],
      logoutUris: [SHOP],
    });
    await expectRefused(standard, `${SHOP}/account/authorize`);
    await expectRefused(standard, HYDROGEN_CALLBACK);
  });

  it("sign a customer in through Hydrogen's /account/authorize once the merchant registers it", async () => {
    const config = await discover(merchant);
    const browser = new Browser(HYDROGEN_ORIGIN);
    const start = await startAuthorization(merchant, config, { redirect_uri: HYDROGEN_CALLBACK });
    // Hydrogen's origin is not the shop's, which signInAt expects the sign-in to end at.
    const hydrogen = {
      ...merchant,
      config: { ...merchant.config, storefrontOrigin: HYDROGEN_ORIGIN },
    };
    const callback = await signInAt(hydrogen, browser, start.url, "hydrogen@example.com");
    expect(callback.startsWith(`${HYDROGEN_CALLBACK}?`)).toBe(true);
    const tokens = await client.authorizationCodeGrant(config, new URL(callback), {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
      idTokenExpected: true,
    });
    expect(tokens.access_token).toBeTruthy();

    // Logout returns to a registered logout URI, exactly as registered (trailing slash and all).
    const logout = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token ?? "",
      post_logout_redirect_uri: `${HYDROGEN_ORIGIN}/`,
    });
    const response = await browser.request(logout.href);
    expect([302, 303]).toContain(response.status);
    expect(response.headers.get("location")).toBe(`${HYDROGEN_ORIGIN}/`);
  });

  it("still refuses every unregistered callback, byte-exactly, and an unregistered logout URI", async () => {
    await expectRefused(merchant, `${HYDROGEN_ORIGIN}/account/callback`);
    await expectRefused(merchant, `${HYDROGEN_CALLBACK}/`);
    await expectRefused(merchant, "https://evil.test/account/authorize");

    const config = await discover(merchant);
    const logout = client.buildEndSessionUrl(config, {
      post_logout_redirect_uri: HYDROGEN_ORIGIN,
    });
    const response = await fetch(logout, { redirect: "manual" });
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
  });

  it("lets the registered JavaScript origins, and no other, call the token endpoint", async () => {
    const preflight = (origin: string) =>
      fetch(tokenEndpoint(merchant), {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
    for (const origin of [SHOP, HYDROGEN_ORIGIN]) {
      const allowed = await preflight(origin);
      expect(allowed.headers.get("access-control-allow-origin")).toBe(origin);
    }
    const refused = await preflight("https://evil.test");
    expect(refused.status).toBe(403);
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("serves the shop's own id, not mock.shop's", () => {
    expect(standard.config.shopId).not.toBe(68817551382);
  });
});
