import { buildUUID } from "@shopify/hydrogen-react/cookies-utils";

// Shopify's visitor and session cookies, which its analytics read (`getShopifyCookies`,
// `getClientBrowserParameters`): `_shopify_y` names the browser for a year, `_shopify_s` the
// visit, renewed with each page for thirty minutes. On a Shopify online store its Customer
// Privacy API sets them; a headless storefront sets them itself, and only with the visitor's
// consent to analytics.

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const VISIT_SECONDS = 30 * 60;

function readCookie(name: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(document.cookie);
  return match?.[1] ?? null;
}

function writeCookie(name: string, value: string, maxAge: number) {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** Makes sure both cookies exist, and keeps the visit going for another thirty minutes. */
export function refreshTrackingCookies() {
  writeCookie("_shopify_y", readCookie("_shopify_y") ?? buildUUID(), YEAR_SECONDS);
  writeCookie("_shopify_s", readCookie("_shopify_s") ?? buildUUID(), VISIT_SECONDS);
}

/** Removes both: the visitor declined analytics. */
export function clearTrackingCookies() {
  writeCookie("_shopify_y", "", 0);
  writeCookie("_shopify_s", "", 0);
}
