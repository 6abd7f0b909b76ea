import { signIn } from "../auth/sign-in-harness";
import type { TestProvider } from "./start-provider";

/**
 * Signs a customer in over HTTP the way the storefront does (authorize with PKCE → email → code
 * from the dev mailbox → token exchange) and returns what tests need: the access token for the
 * Customer Account API and the browser whose cookie jar holds the provider's login session.
 */
export async function signInCustomer(t: TestProvider, email: string) {
  const { tokens, browser } = await signIn(t, email);
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, browser };
}

/** Posts a Customer Account API operation with the raw `Authorization: <token>` Hydrogen sends. */
export async function customerAccountRequest<T = Record<string, unknown>>(
  t: TestProvider,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token !== null) headers.authorization = token;
  const response = await fetch(`${t.url}/${t.config.shopId}/account/customer/api/2025-07/graphql`, {
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
