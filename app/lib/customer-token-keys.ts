// Kept apart from customer-session.ts (which reads ID tokens with jose) so that code on every
// page can ask whether a customer is signed in without loading a JWT library.

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
