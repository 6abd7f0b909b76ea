import { readStored, removeStored, writeStored } from "~/lib/browser-storage";
import { CUSTOMER_TOKEN_KEYS, idTokenSubject } from "~/lib/customer-session";

// The customer's session as the cart sees it: the tokens the account feature keeps, read under
// the keys both features share.
const {
  access: ACCESS_TOKEN_KEY,
  id: ID_TOKEN_KEY,
  expiresAt: EXPIRES_AT_KEY,
} = CUSTOMER_TOKEN_KEYS;

/** Which cart this browser attached to which customer: `<cart id> <customer subject>`. */
export const CART_BUYER_KEY = "boutique.cart-buyer";

export const isCustomerStorageKey = (key: string | null) =>
  key === null || key === ACCESS_TOKEN_KEY || key === ID_TOKEN_KEY;

export interface CustomerBuyer {
  accessToken: string;
  /** The ID token's subject: which customer, whatever token they hold now. */
  subject: string;
}

const read = (key: string) => readStored("local", key) ?? null;

/**
 * The signed-in customer, or null. A token past its expiry is not offered (the provider would
 * refuse it); the account pages refresh it, and the cart attaches the customer then.
 */
export function readCustomerBuyer(now = Date.now()): CustomerBuyer | null {
  const accessToken = read(ACCESS_TOKEN_KEY);
  const idToken = read(ID_TOKEN_KEY);
  const expiresAt = Date.parse(read(EXPIRES_AT_KEY) ?? "");
  if (!accessToken || !idToken || !(expiresAt > now)) return null;
  const subject = idTokenSubject(idToken);
  return subject ? { accessToken, subject } : null;
}

/** Whether a customer holds tokens at all (expired or not): not signed out. */
export const hasCustomerTokens = () => read(ACCESS_TOKEN_KEY) !== null;

export function readCartBuyer(): { cartId: string; subject: string } | null {
  const [cartId, subject] = (read(CART_BUYER_KEY) ?? "").split(" ");
  return cartId && subject ? { cartId, subject } : null;
}

export function writeCartBuyer(value: { cartId: string; subject: string } | null) {
  // Without storage the attachment is simply made again on the next page.
  if (value) writeStored("local", CART_BUYER_KEY, `${value.cartId} ${value.subject}`);
  else removeStored("local", CART_BUYER_KEY);
}
