import { vi } from "vitest";
import type { PublicEnv } from "~/lib/public-env";
import { MemoryStorage } from "~/test-support/memory-storage";
import { fakeWebLocks } from "~/test-support/fake-web-locks";
import { configureCustomerAccount } from "../api/customer-account-config";
import { CUSTOMER_TOKEN_KEYS } from "~/lib/customer-session";

// What the session's tests share (login-flow, token-refresh, customer-account-client): a browser
// stand-in (storages, location, Web Locks) and a fake shop answering discovery, the token proxy
// and the Customer Account API. Test support: never imported by shipped code.

export const ORIGIN = "http://localhost:3000";
export const API_URL = "http://localhost:4000";
export const CLIENT_ID = "shp_test-client";
export const ISSUER = `${API_URL}/authentication/1`;
export const TOKEN_ENDPOINT = `${ISSUER}/oauth/token`;
export const API_VERSION = "2026-04";
export const GRAPHQL = `${API_URL}/1/account/customer/api/${API_VERSION}/graphql`;
/** Shopify's discovery names a version of its own choosing; the storefront asks for its own. */
export const DISCOVERED_GRAPHQL = `${API_URL}/1/account/customer/api/2026-10/graphql`;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** An ID token as the provider signs it (the client only reads it; the signature is not checked). */
export const idToken = (claims: Record<string, unknown>) =>
  `${b64({ alg: "RS256", typ: "JWT" })}.${b64({ iss: ISSUER, aud: CLIENT_ID, sub: "gid://shopify/Customer/1", ...claims })}.c2ln`;

export type Handler = (
  body: Record<string, unknown>,
  init: RequestInit,
) => Response | Promise<Response>;

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/**
 * Installs the browser stand-in and a fake shop. `proxy` answers POST /api/shopify-auth and
 * `api` the Customer Account API; discovery always answers. Returns the recorded calls.
 */
export function installBrowser(handlers: { proxy?: Handler; api?: Handler } = {}) {
  const calls = {
    proxy: [] as Record<string, unknown>[],
    api: [] as RequestInit[],
    assigned: [] as string[],
  };
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  vi.stubGlobal("window", {
    localStorage: local,
    sessionStorage: session,
    location: {
      origin: ORIGIN,
      assign: (url: string) => calls.assigned.push(url),
    },
  });
  vi.stubGlobal("navigator", { locks: fakeWebLocks() });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url === `${API_URL}/.well-known/openid-configuration`) {
        return json({
          issuer: ISSUER,
          authorization_endpoint: `${ISSUER}/oauth/authorize`,
          token_endpoint: TOKEN_ENDPOINT,
          end_session_endpoint: `${ISSUER}/logout`,
        });
      }
      if (url === `${API_URL}/.well-known/customer-account-api`) {
        return json({ graphql_api: DISCOVERED_GRAPHQL });
      }
      if (url === "/api/shopify-auth") {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        calls.proxy.push(body);
        if (!handlers.proxy) throw new TypeError("Failed to fetch");
        return handlers.proxy(body, init);
      }
      if (url === GRAPHQL) {
        calls.api.push(init);
        if (!handlers.api) throw new TypeError("Failed to fetch");
        return handlers.api(JSON.parse(String(init.body)) as Record<string, unknown>, init);
      }
      throw new TypeError(`Unexpected fetch ${url}`);
    }),
  );
  configureCustomerAccount({
    PUBLIC_CUSTOMER_ACCOUNT_API_URL: API_URL,
    PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: CLIENT_ID,
    PUBLIC_STOREFRONT_API_VERSION: API_VERSION,
  } as PublicEnv);
  return { calls, local, session };
}

/** Tokens as the account stores them, expiring `inMs` from now. */
export function storeTokens(local: Storage, inMs: number, suffix = "1") {
  local.setItem(CUSTOMER_TOKEN_KEYS.access, `shcat_${suffix}`);
  local.setItem(CUSTOMER_TOKEN_KEYS.refresh, `shcrt_${suffix}`);
  local.setItem(CUSTOMER_TOKEN_KEYS.id, idToken({}));
  local.setItem(CUSTOMER_TOKEN_KEYS.expiresAt, new Date(Date.now() + inMs).toISOString());
}
