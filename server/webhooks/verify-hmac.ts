import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Whether `header` (X-Shopify-Hmac-Sha256) is the base64 HMAC-SHA256 of the raw body under the
 * shared secret, as Shopify signs every webhook. Compared in constant time, so the answer's
 * timing tells a forger nothing about how much of a guess was right.
 * https://shopify.dev/docs/apps/build/webhooks/verify-deliveries
 */
export function verifyShopifyHmac(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
): boolean {
  if (!header) return false;
  const expected = createHmac("sha256", secret).update(rawBody).digest();
  const given = Buffer.from(header, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The header a sender puts on `rawBody`: what Shopify (and the tests) send. */
export function signShopifyBody(rawBody: Buffer | string, secret: string): string {
  return createHmac("sha256", secret).update(rawBody).digest("base64");
}
