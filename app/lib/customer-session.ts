import { decodeJwt } from "jose";

// The customer's session as every feature sees it. The account signs the customer in and out and
// keeps the tokens; the cart attaches the signed-in customer to its cart. Features never import
// each other, so what both must agree on is written here once.

/**
 * Where the customer's tokens live: localStorage, so every tab shares one session. The names are
 * a contract with every browser that has signed in: renaming one signs those customers out.
 */
export const CUSTOMER_TOKEN_KEYS = {
  access: "customer_access_token",
  refresh: "customer_refresh_token",
  id: "customer_id_token",
  expiresAt: "customer_token_expires_at",
} as const;

/**
 * Fired on `window`, with the customer as its `detail`, whenever this tab learns who the customer
 * is or that they signed out; other tabs hear the tokens change through the `storage` event.
 */
export const CUSTOMER_UPDATE_EVENT = "customer:update";

/**
 * The ID token's subject: which customer this is, whatever access token they hold now. Null for
 * anything that is not a JWT carrying a non-empty `sub`. The token is read, not verified: it came
 * straight from the token endpoint, and its issuer, audience and nonce were checked then.
 */
export function idTokenSubject(idToken: string | null | undefined): string | null {
  if (!idToken) return null;
  try {
    const { sub } = decodeJwt(idToken);
    return typeof sub === "string" && sub ? sub : null;
  } catch {
    return null;
  }
}
