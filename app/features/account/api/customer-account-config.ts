import type { PublicEnv } from "~/lib/public-env";

/**
 * Where the Customer Account API lives and who we are to it, set once by the session provider
 * from the public env. The API client and the login flow are plain modules (so the callback's
 * single exchange and the refresh lock can live at module level), so they read it from here.
 */
export interface CustomerAccountConfig {
  apiUrl: string;
  clientId: string;
  /** The API version the storefront speaks, to this API as to the Storefront API. */
  apiVersion: string;
}

let current: CustomerAccountConfig | null = null;

export function configureCustomerAccount(env: PublicEnv) {
  current = {
    apiUrl: env.PUBLIC_CUSTOMER_ACCOUNT_API_URL.replace(/\/+$/, ""),
    clientId: env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID,
    apiVersion: env.PUBLIC_STOREFRONT_API_VERSION,
  };
}

export function customerAccountConfig(): CustomerAccountConfig {
  if (!current) throw new Error("The customer session is not set up on this page.");
  return current;
}

/**
 * The local provider serves demo customers: the account page says so (in place of the spec's
 * debug banner). A shop on loopback is the local provider or a developer's copy of it.
 */
export function isDemoProvider(apiUrl: string): boolean {
  try {
    const { hostname } = new URL(apiUrl);
    return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
  } catch {
    return false;
  }
}
