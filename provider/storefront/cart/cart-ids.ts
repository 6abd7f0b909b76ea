import { invalidGlobalId, parseGid } from "../../graphql/ids";

// A cart's id carries its key, which is what lets the caller see buyer details and change the
// cart; a line's id names its cart, as Shopify's do.

export const cartGid = (cart: { token: string; secret: string }) =>
  `gid://shopify/Cart/${cart.token}?key=${cart.secret}`;

/** The id without its key, as answered to a request that did not present the key. */
export const keylessCartGid = (cart: { token: string }) => `gid://shopify/Cart/${cart.token}`;

export const lineGid = (line: { id: string; cartToken: string }) =>
  `gid://shopify/CartLine/${line.id}?cart=${line.cartToken}`;

/** Null for a well-formed id of another type; a malformed id fails the whole request. */
export function parseCartId(value: string): { token: string; key: string | null } | null {
  const parsed = parseGid(value);
  if (!parsed) throw invalidGlobalId(value);
  if (parsed.type !== "Cart") return null;
  return { token: parsed.id, key: parsed.params.get("key") };
}

export function parseLineId(value: string): { id: string; cart: string | null } | null {
  const parsed = parseGid(value);
  if (!parsed) throw invalidGlobalId(value);
  if (parsed.type !== "CartLine") return null;
  return { id: parsed.id, cart: parsed.params.get("cart") };
}

export function parseVariantId(value: string): number | null {
  const parsed = parseGid(value);
  if (!parsed) throw invalidGlobalId(value);
  const id = Number(parsed.id);
  return parsed.type === "ProductVariant" && Number.isSafeInteger(id) ? id : null;
}
