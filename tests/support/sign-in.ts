import { createPublicKey, verify } from "node:crypto";
import * as client from "openid-client";
import { latestSignInCode } from "./dev-mailbox";

/**
 * Test support: a browser stand-in (cookie jar + manual redirects) and an OAuth client built with
 * openid-client, so the sign-in is exercised the way a real storefront drives it. The bench signs
 * its customers in with it too (bench/parts/accounts.ts), and the storefront's server tests
 * sign in through its token proxy with it.
 */

/**
 * What signing in needs to know of a running provider: where it is, its shop and public client,
 * and the shop origin it redirects to (a provider started in process, or over HTTP only).
 */
export interface SignInProvider {
  url: string;
  config: { shopId: number | string; customerClientId: string; storefrontOrigin: string };
}

export const issuerUrl = (t: SignInProvider) => `${t.url}/authentication/${t.config.shopId}`;
export const tokenEndpoint = (t: SignInProvider) => `${issuerUrl(t)}/oauth/token`;
export const customerAccountApiUrl = (t: SignInProvider) =>
  `${t.url}/${t.config.shopId}/account/customer/api/2026-04/graphql`;

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  clear() {
    this.cookies.clear();
  }
}

export interface Page {
  status: number;
  url: string;
  body: string;
  headers: Headers;
}

export class Browser {
  readonly jar = new CookieJar();
  /** `send` replaces fetch, e.g. to connect from another loopback address (another client). */
  constructor(
    private readonly stopAt: string,
    private readonly send: (url: string, init: RequestInit) => Promise<Response> = fetch,
  ) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.jar.header();
    if (cookie) headers.set("cookie", cookie);
    const response = await this.send(url, { ...init, headers, redirect: "manual" });
    this.jar.store(response);
    return response;
  }

  /** Follows redirects like a browser until a page renders or the shop's origin is reached. */
  async go(url: string, init: RequestInit = {}): Promise<Page> {
    let response = await this.request(url, init);
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location) break;
      current = new URL(location, current).href;
      if (current.startsWith(this.stopAt)) {
        return { status: response.status, url: current, body: "", headers: response.headers };
      }
      response = await this.request(current);
    }
    return {
      status: response.status,
      url: current,
      body: await response.text(),
      headers: response.headers,
    };
  }

  async submit(page: Page, fields: Record<string, string>, formIndex = 0): Promise<Page> {
    const form = forms(page.body)[formIndex];
    if (!form) throw new Error(`no form ${formIndex} on ${page.url}:\n${page.body}`);
    const body = new URLSearchParams({ ...form.hidden, ...fields });
    return this.go(new URL(form.action, page.url).href, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
  }
}

export function forms(html: string) {
  return [...html.matchAll(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)].map((m) => ({
    action: decodeEntities(m[1] ?? ""),
    hidden: Object.fromEntries(
      [...(m[2] ?? "").matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
        (h) => [h[1] ?? "", decodeEntities(h[2] ?? "")],
      ),
    ),
  }));
}

function decodeEntities(value: string) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The newest sign-in code the provider mailed to `email`, from its dev mailbox. */
export const latestCode = (t: Pick<SignInProvider, "url">, email: string): Promise<string> =>
  latestSignInCode(t.url, email);

/** openid-client's fetch, sending the `Origin` a browser on the shop would send. */
export function storefrontFetch(origin: string): client.CustomFetch {
  // oauth4webapi's body type (a Uint8Array of any buffer) is wider than the DOM lib's BodyInit.
  return (url, options) =>
    fetch(url, { ...options, headers: { ...options.headers, origin } } as RequestInit);
}

export async function discover(t: SignInProvider) {
  const config = await client.discovery(
    new URL(issuerUrl(t)),
    t.config.customerClientId,
    undefined,
    client.None(),
    {
      execute: [client.allowInsecureRequests],
    },
  );
  config[client.customFetch] = storefrontFetch(t.config.storefrontOrigin);
  return config;
}

export const redirectUri = (t: SignInProvider) => `${t.config.storefrontOrigin}/account/callback`;
export const SCOPE = "openid email customer-account-api:full";

export interface AuthorizationStart {
  url: URL;
  verifier: string;
  state: string;
  nonce: string;
}

export async function startAuthorization(
  t: SignInProvider,
  config: client.Configuration,
  overrides: Record<string, string> = {},
): Promise<AuthorizationStart> {
  const verifier = client.randomPKCECodeVerifier();
  const state = overrides.state ?? client.randomState();
  const nonce = overrides.nonce ?? client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(t),
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
    ...overrides,
  });
  return { url, verifier, state, nonce };
}

/** Email → mailbox code → callback URL carrying `code` and `state`. */
export async function signInAt(
  t: SignInProvider,
  browser: Browser,
  authorizationUrl: URL,
  email: string,
): Promise<string> {
  const emailPage = await browser.go(authorizationUrl.href);
  if (emailPage.url.startsWith(t.config.storefrontOrigin)) return emailPage.url;
  if (emailPage.status !== 200)
    throw new Error(`login page ${emailPage.status}: ${emailPage.body}`);
  const codePage = await browser.submit(emailPage, { email });
  const done = await browser.submit(codePage, { code: await latestCode(t, email) });
  if (!done.url.startsWith(t.config.storefrontOrigin)) {
    throw new Error(`sign-in ended at ${done.url} (${done.status}): ${done.body}`);
  }
  return done.url;
}

/**
 * One authorization-code grant in `browser`. While the browser holds the provider's login
 * session, a further grant needs no emailed code (the provider rate-limits those per address).
 */
export async function grantTokens(
  t: SignInProvider,
  config: client.Configuration,
  browser: Browser,
  email: string,
) {
  const start = await startAuthorization(t, config);
  const callback = await signInAt(t, browser, start.url, email);
  const tokens = await client.authorizationCodeGrant(config, new URL(callback), {
    pkceCodeVerifier: start.verifier,
    expectedState: start.state,
    expectedNonce: start.nonce,
    idTokenExpected: true,
  });
  return { start, callback, tokens };
}

export async function signIn(t: SignInProvider, email = "shopper@example.com") {
  const config = await discover(t);
  const browser = new Browser(t.config.storefrontOrigin);
  return { config, browser, ...(await grantTokens(t, config, browser, email)) };
}

/**
 * Signs a customer in over HTTP the way the storefront does (authorize with PKCE → email → code
 * from the dev mailbox → token exchange) and returns what tests need: the access token for the
 * Customer Account API and the browser whose cookie jar holds the provider's login session.
 */
export async function signInCustomer(t: SignInProvider, email: string) {
  const { tokens, browser } = await signIn(t, email);
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, browser };
}

/** Posts a Customer Account API operation with the raw `Authorization: <token>` Hydrogen sends. */
export async function customerAccountRequest<T = Record<string, unknown>>(
  t: SignInProvider,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token !== null) headers.authorization = token;
  const response = await fetch(customerAccountApiUrl(t), {
    method: "POST",
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  let body: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Non-JSON bodies are asserted on by status.
  }
  return { status: response.status, headers: response.headers, body };
}

export async function tokenRequest(
  t: SignInProvider,
  params: Record<string, string>,
  origin?: string,
) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (origin) headers.origin = origin;
  const response = await fetch(tokenEndpoint(t), {
    method: "POST",
    headers,
    body: new URLSearchParams({ client_id: t.config.customerClientId, ...params }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, headers: response.headers, body };
}

/** Verifies an RS256 JWT against the provider's published JWKS. */
export async function verifyJwt(t: SignInProvider, jwt: string) {
  const [header = "", payload = "", signature = ""] = jwt.split(".");
  const jwks = (await (await fetch(`${issuerUrl(t)}/.well-known/jwks.json`)).json()) as {
    keys: { kid: string }[];
  };
  const { kid } = JSON.parse(Buffer.from(header, "base64url").toString()) as { kid: string };
  const jwk = jwks.keys.find((k) => k.kid === kid);
  if (!jwk) return false;
  const key = createPublicKey({ key: jwk, format: "jwk" });
  return verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    key,
    Buffer.from(signature, "base64url"),
  );
}
