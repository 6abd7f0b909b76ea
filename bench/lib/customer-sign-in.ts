import { createHash, randomBytes } from "node:crypto";

/**
 * Signs a customer in to the local provider over HTTP the way a storefront does — authorization
 * code with PKCE, the passwordless email code from the dev mailbox, then the token exchange — so
 * the bench depends only on the provider's public URLs (as provider/testing/sign-in.ts does with
 * openid-client). Kept dependency-free and small: it only has to work against the local provider.
 */
export interface CustomerTokens {
  accessToken: string;
  refreshToken: string;
}

/** The endpoints, found the way Hydrogen finds them: from the provider's discovery documents. */
export interface CustomerAccountEndpoints {
  authorization: string;
  token: string;
  graphql: string;
}

export interface SignInTarget {
  providerUrl: string;
  /** The public OAuth client (PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID). */
  clientId: string;
  storefrontOrigin: string;
  endpoints: CustomerAccountEndpoints;
}

const SCOPE = "openid email customer-account-api:full";

export async function discoverEndpoints(providerUrl: string): Promise<CustomerAccountEndpoints> {
  const read = async <T>(path: string) => {
    const response = await fetch(`${providerUrl}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const openid = await read<{ authorization_endpoint: string; token_endpoint: string }>(
    "/.well-known/openid-configuration",
  );
  const api = await read<{ graphql_api: string }>("/.well-known/customer-account-api");
  return {
    authorization: openid.authorization_endpoint,
    token: openid.token_endpoint,
    graphql: api.graphql_api,
  };
}

/** A cookie jar and manual redirects: the provider's login session lives in its cookies. */
export class SignInSession {
  private readonly cookies = new Map<string, string>();
  private loggedIn = false;

  constructor(private readonly target: SignInTarget) {}

  private async request(url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) {
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    }
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      const value = pair.slice(eq + 1).trim();
      if (value) this.cookies.set(pair.slice(0, eq).trim(), value);
      else this.cookies.delete(pair.slice(0, eq).trim());
    }
    return response;
  }

  /** Follows redirects until a page renders or the storefront's callback is reached. */
  private async go(url: string, init: RequestInit = {}) {
    let response = await this.request(url, init);
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location) break;
      current = new URL(location, current).href;
      if (current.startsWith(this.target.storefrontOrigin)) return { url: current, body: "" };
      response = await this.request(current);
    }
    if (response.status >= 400) {
      throw new Error(`sign-in page ${current} answered ${response.status}`);
    }
    return { url: current, body: await response.text() };
  }

  private async submit(page: { url: string; body: string }, fields: Record<string, string>) {
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(page.body);
    if (!form) throw new Error(`no form on ${page.url}`);
    const hidden = Object.fromEntries(
      [...(form[2] ?? "").matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
        (m) => [m[1] ?? "", decode(m[2] ?? "")],
      ),
    );
    return this.go(new URL(decode(form[1] ?? ""), page.url).href, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...hidden, ...fields }),
    });
  }

  /**
   * One authorization-code grant. The first call signs in with an emailed code; later calls ride
   * the provider's login session, so each yields an independent grant without another email
   * (the provider rate-limits codes per address).
   */
  async grant(email: string): Promise<CustomerTokens> {
    const verifier = randomBytes(32).toString("base64url");
    const state = randomBytes(16).toString("base64url");
    const redirectUri = `${this.target.storefrontOrigin}/account/callback`;
    const endpoint = new URL(this.target.endpoints.authorization);
    const params = {
      client_id: this.target.clientId,
      response_type: "code",
      redirect_uri: redirectUri,
      scope: SCOPE,
      state,
      nonce: randomBytes(16).toString("base64url"),
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
    };
    for (const [key, value] of Object.entries(params)) endpoint.searchParams.set(key, value);

    let page = await this.go(endpoint.href);
    if (!page.url.startsWith(this.target.storefrontOrigin)) {
      if (this.loggedIn) throw new Error(`the login session did not carry over (${page.url})`);
      const codePage = await this.submit(page, { email });
      page = await this.submit(codePage, { code: await this.latestCode(email) });
      if (!page.url.startsWith(this.target.storefrontOrigin)) {
        throw new Error(`sign-in ended at ${page.url}`);
      }
      this.loggedIn = true;
    }
    const callback = new URL(page.url);
    const code = callback.searchParams.get("code");
    if (!code || callback.searchParams.get("state") !== state) {
      throw new Error(`sign-in callback without code: ${page.url}`);
    }
    const response = await fetch(this.target.endpoints.token, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: this.target.storefrontOrigin,
      },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        client_id: this.target.clientId,
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }),
    });
    const tokens = (await response.json()) as { access_token?: string; refresh_token?: string };
    if (!response.ok || !tokens.access_token || !tokens.refresh_token) {
      throw new Error(`token exchange failed (${response.status}): ${JSON.stringify(tokens)}`);
    }
    return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
  }

  private async latestCode(email: string) {
    const response = await fetch(
      `${this.target.providerUrl}/mailbox?email=${encodeURIComponent(email)}`,
    );
    const code = /Your sign-in code is (\d{6})\./.exec(await response.text())?.[1];
    if (!code) throw new Error(`no sign-in code in the dev mailbox for ${email}`);
    return code;
  }
}

function decode(value: string) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
