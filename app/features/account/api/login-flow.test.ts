import { afterEach, describe, expect, it, vi } from "vitest";
import { completeLogin, signOutEverywhere, startLogin } from "./login-flow";
import {
  CLIENT_ID,
  idToken,
  installBrowser,
  ISSUER,
  json,
  ORIGIN,
  storeTokens,
} from "../test-support/browser-session";

afterEach(() => {
  vi.unstubAllGlobals();
});

const STATE = "s".repeat(32);
const NONCE = "n".repeat(32);

function withHelpers(session: Storage, helpers: Partial<Record<string, string>> = {}) {
  const values = {
    pkce_verifier: "v".repeat(128),
    oauth_state: STATE,
    oauth_nonce: NONCE,
    ...helpers,
  };
  for (const [key, value] of Object.entries(values)) if (value) session.setItem(key, value);
}

const answer = (claims: Record<string, unknown> = {}) => ({
  access_token: "shcat_a",
  refresh_token: "shcrt_a",
  id_token: idToken({ nonce: NONCE, ...claims }),
  expires_in: 3600,
  token_type: "Bearer",
});

const params = (values: Record<string, string>) => new URLSearchParams(values);

describe("startLogin", () => {
  it("goes to the discovered authorization endpoint with S256 PKCE, state and nonce", async () => {
    const { calls, session } = installBrowser();
    await startLogin();
    const url = new URL(calls.assigned[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/oauth/authorize`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      client_id: CLIENT_ID,
      scope: "openid email customer-account-api:full",
      response_type: "code",
      redirect_uri: `${ORIGIN}/account/callback`,
      code_challenge_method: "S256",
      state: session.getItem("oauth_state"),
      nonce: session.getItem("oauth_nonce"),
    });
    expect(session.getItem("pkce_verifier")).toHaveLength(128);
    expect(q.state).toHaveLength(32);
    expect(q.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("completeLogin", () => {
  it("exchanges a code once, however many times the callback asks (StrictMode, a re-render)", async () => {
    const { calls, session, local } = installBrowser({ proxy: () => json(answer()) });
    withHelpers(session);
    const query = params({ code: "code-1", state: STATE });
    const first = completeLogin(query);
    const second = completeLogin(query);
    await Promise.all([first, second]);
    await completeLogin(query);
    expect(calls.proxy).toHaveLength(1);
    expect(calls.proxy[0]).toMatchObject({
      action: "token",
      code: "code-1",
      codeVerifier: "v".repeat(128),
      redirectUri: `${ORIGIN}/account/callback`,
      clientId: CLIENT_ID,
    });
    expect(local.getItem("customer_access_token")).toBe("shcat_a");
    expect(session.length).toBe(0);
  });

  it("refuses a state that is not the stored one, before any exchange", async () => {
    const { calls, session } = installBrowser({ proxy: () => json(answer()) });
    withHelpers(session);
    await expect(completeLogin(params({ code: "code-2", state: "x".repeat(32) }))).rejects.toThrow(
      "Invalid state parameter",
    );
    expect(calls.proxy).toEqual([]);
    expect(session.length).toBe(0);
  });

  it("refuses a callback without the stored verifier", async () => {
    const { calls, session } = installBrowser({ proxy: () => json(answer()) });
    withHelpers(session, { pkce_verifier: undefined });
    await expect(completeLogin(params({ code: "code-3", state: STATE }))).rejects.toThrow(
      "Code verifier not found",
    );
    expect(calls.proxy).toEqual([]);
  });

  it.each([
    ["another nonce", { nonce: "other" }],
    ["another audience", { aud: "someone-else" }],
    ["another issuer", { iss: "https://evil.example" }],
  ])("stores no tokens when the ID token has %s", async (_, claims) => {
    const { session, local } = installBrowser({ proxy: () => json(answer(claims)) });
    withHelpers(session);
    await expect(
      completeLogin(params({ code: `code-${JSON.stringify(claims)}`, state: STATE })),
    ).rejects.toThrow("There was an issue completing your sign in. Please try again.");
    expect(local.length).toBe(0);
  });

  it("reads the provider's errors into the words the login page shows", async () => {
    installBrowser();
    await expect(completeLogin(params({ error: "access_denied" }))).rejects.toThrow(
      "You cancelled the login process.",
    );
    await expect(completeLogin(params({ error: "server_error" }))).rejects.toThrow(
      "Authentication failed. Please try again.",
    );
    await expect(completeLogin(params({ state: STATE }))).rejects.toMatchObject({
      title: "Invalid Callback",
      message: "Missing required authentication parameters.",
    });
  });

  it("reports a refused exchange as a completion failure", async () => {
    const { session, local } = installBrowser({
      proxy: () => json({ error: "invalid_grant" }, 400),
    });
    withHelpers(session);
    await expect(completeLogin(params({ code: "code-5", state: STATE }))).rejects.toThrow(
      "There was an issue completing your sign in. Please try again.",
    );
    expect(local.length).toBe(0);
  });
});

describe("signOutEverywhere", () => {
  it("clears tokens and helpers, then ends the provider's session with the ID token hint", async () => {
    const { calls, local, session } = installBrowser();
    storeTokens(local, 3_600_000);
    withHelpers(session);
    const hint = local.getItem("customer_id_token");
    await signOutEverywhere();
    expect(local.length).toBe(0);
    expect(session.length).toBe(0);
    const url = new URL(calls.assigned[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/logout`);
    expect(url.searchParams.get("id_token_hint")).toBe(hint);
    expect(url.searchParams.get("post_logout_redirect_uri")).toBe(ORIGIN);
  });

  it("goes home when there is no token", async () => {
    const { calls } = installBrowser();
    await signOutEverywhere();
    expect(calls.assigned).toEqual([`${ORIGIN}/`]);
  });
});
