import { browserStorage } from "./cart-id-storage";

/**
 * The customer's session as the cart sees it: the storage keys the account feature writes its
 * tokens under (features never import each other, so the cart reads the keys, never the code).
 */
// TODO(lib-contracts): these keys come from app/lib/customer-session.ts once it exists.
const ACCESS_TOKEN_KEY = "customer_access_token";
const ID_TOKEN_KEY = "customer_id_token";
const EXPIRES_AT_KEY = "customer_token_expires_at";

/** Which cart this browser attached to which customer: `<cart id> <customer subject>`. */
export const CART_BUYER_KEY = "boutique.cart-buyer";

export const isCustomerStorageKey = (key: string | null) =>
  key === null || key === ACCESS_TOKEN_KEY || key === ID_TOKEN_KEY;

export interface CustomerBuyer {
  accessToken: string;
  /** The ID token's subject: which customer, whatever token they hold now. */
  subject: string;
}

// TODO(lib-contracts): storage is read through app/lib/browser-storage.ts once it exists.
function read(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

// TODO(lib-contracts): the ID token's subject is read by app/lib/customer-session.ts once it exists.
function subjectOf(idToken: string): string | null {
  try {
    const payload = idToken.split(".")[1] ?? "";
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === "string" && sub ? sub : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in customer, or null. A token past its expiry is not offered (the provider would
 * refuse it); the account pages refresh it, and the cart attaches the customer then.
 */
export function readCustomerBuyer(now = Date.now()): CustomerBuyer | null {
  const accessToken = read(ACCESS_TOKEN_KEY);
  const idToken = read(ID_TOKEN_KEY);
  const expiresAt = Date.parse(read(EXPIRES_AT_KEY) ?? "");
  if (!accessToken || !idToken || !(expiresAt > now)) return null;
  const subject = subjectOf(idToken);
  return subject ? { accessToken, subject } : null;
}

/** Whether a customer holds tokens at all (expired or not): not signed out. */
export const hasCustomerTokens = () => read(ACCESS_TOKEN_KEY) !== null;

export function readCartBuyer(): { cartId: string; subject: string } | null {
  const [cartId, subject] = (read(CART_BUYER_KEY) ?? "").split(" ");
  return cartId && subject ? { cartId, subject } : null;
}

export function writeCartBuyer(value: { cartId: string; subject: string } | null) {
  try {
    const store = browserStorage();
    if (value) store?.setItem(CART_BUYER_KEY, `${value.cartId} ${value.subject}`);
    else store?.removeItem(CART_BUYER_KEY);
  } catch {
    // Without storage the attachment is simply made again on the next page.
  }
}
