import { decodeJwt } from "jose";
import {
  clearLoginHelpers,
  clearTokens,
  LOGIN_KEYS,
  readItem,
  readTokens,
  writeItem,
  writeTokens,
} from "../lib/token-storage";
import { codeChallenge, createCodeVerifier, createNonce, createState } from "../lib/pkce";
import { customerAccountConfig } from "./customer-account-config";
import { customerAccountEndpoints } from "./discovery";
import { requestTokens } from "./request-tokens";

const SCOPE = "openid email customer-account-api:full";

export const callbackUrl = () => `${window.location.origin}/account/callback`;

/**
 * The sign-in redirect: a fresh verifier, state and nonce in this tab's session storage, then
 * the provider's authorization endpoint (from discovery) with the S256 challenge.
 */
export async function startLogin(): Promise<void> {
  const [{ authorization }, { clientId }] = [
    await customerAccountEndpoints(),
    customerAccountConfig(),
  ];
  const verifier = createCodeVerifier();
  const state = createState();
  const nonce = createNonce();
  writeItem("session", LOGIN_KEYS.verifier, verifier);
  writeItem("session", LOGIN_KEYS.state, state);
  writeItem("session", LOGIN_KEYS.nonce, nonce);
  const url = new URL(authorization);
  url.search = new URLSearchParams({
    client_id: clientId,
    scope: SCOPE,
    response_type: "code",
    redirect_uri: callbackUrl(),
    state,
    nonce,
    code_challenge: await codeChallenge(verifier),
    code_challenge_method: "S256",
  }).toString();
  window.location.assign(url.toString());
}

/** A sign-in that cannot finish; `message` is the words the shopper reads on the login page. */
export class LoginError extends Error {
  constructor(
    message: string,
    readonly title = "Authentication Failed",
  ) {
    super(message);
    this.name = "LoginError";
  }
}

const COMPLETION_FAILED = "There was an issue completing your sign in. Please try again.";

function checkIdToken(idToken: string | undefined, nonce: string | null, issuer: string) {
  if (!idToken) throw new LoginError(COMPLETION_FAILED);
  let claims;
  try {
    claims = decodeJwt(idToken);
  } catch {
    throw new LoginError(COMPLETION_FAILED);
  }
  const { clientId } = customerAccountConfig();
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!nonce || claims.nonce !== nonce || claims.iss !== issuer || !audience.includes(clientId)) {
    throw new LoginError(COMPLETION_FAILED);
  }
}

async function exchange(code: string, state: string): Promise<void> {
  // Read and forget the helpers before anything is sent: a second run (StrictMode, a reload, the
  // Back button) finds nothing and can never send this code again.
  const storedState = readItem("session", LOGIN_KEYS.state);
  const verifier = readItem("session", LOGIN_KEYS.verifier);
  const nonce = readItem("session", LOGIN_KEYS.nonce);
  clearLoginHelpers();
  if (!storedState || storedState !== state) throw new LoginError("Invalid state parameter");
  if (!verifier) throw new LoginError("Code verifier not found");
  const [endpoints, { clientId }] = [await customerAccountEndpoints(), customerAccountConfig()];
  let answer;
  try {
    answer = await requestTokens({
      action: "token",
      tokenEndpoint: endpoints.token,
      clientId,
      code,
      redirectUri: callbackUrl(),
      codeVerifier: verifier,
    });
  } catch {
    throw new LoginError(COMPLETION_FAILED);
  }
  checkIdToken(answer.id_token, nonce, endpoints.issuer);
  writeTokens(answer, null);
}

// One exchange per code for the page's lifetime, whoever asks (StrictMode mounts effects twice).
const exchanges = new Map<string, Promise<void>>();

/**
 * The sign-in callback: checks the provider's answer and exchanges the code exactly once.
 * Rejects with a LoginError whose message the login page shows as it is.
 */
export function completeLogin(params: URLSearchParams): Promise<void> {
  const error = params.get("error");
  if (error) {
    clearLoginHelpers();
    return Promise.reject(
      new LoginError(
        error === "access_denied"
          ? "You cancelled the login process."
          : "Authentication failed. Please try again.",
      ),
    );
  }
  const code = params.get("code");
  const state = params.get("state");
  if (!code || !state) {
    return Promise.reject(
      new LoginError("Missing required authentication parameters.", "Invalid Callback"),
    );
  }
  let pending = exchanges.get(code);
  if (!pending) {
    pending = exchange(code, state);
    exchanges.set(code, pending);
  }
  return pending;
}

/**
 * Signing out: forget the tokens and login helpers here, then end the provider's session
 * too (its logout endpoint with the ID token hint) and come back to the shop's home page.
 */
export async function signOutEverywhere(): Promise<void> {
  const tokens = readTokens();
  clearTokens();
  clearLoginHelpers();
  const home = `${window.location.origin}/`;
  if (!tokens?.idToken) {
    window.location.assign(home);
    return;
  }
  try {
    const { endSession } = await customerAccountEndpoints();
    const url = new URL(endSession);
    url.searchParams.set("id_token_hint", tokens.idToken);
    url.searchParams.set("post_logout_redirect_uri", window.location.origin);
    window.location.assign(url.toString());
  } catch {
    window.location.assign(home);
  }
}
