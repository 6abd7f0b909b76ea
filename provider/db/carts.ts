import { randomBytes } from "node:crypto";
import type { cartLines, carts } from "./schema/index";

/** A cart as stored, read by the Storefront API's cart and by the hosted checkout. */
export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;

/** Shopify keeps a cart for ten days after it last changed. */
export const CART_TTL_MS = 10 * 24 * 60 * 60 * 1000;

/**
 * A cart expires `ttlMs` after its last change: the Storefront API then answers it as missing
 * and its checkout link as expired. (A checked-out cart is done whatever its age; each reader
 * says so in its own words.)
 */
export function cartExpired(cart: Pick<CartRow, "updatedAt">, now: Date, ttlMs: number): boolean {
  return now.getTime() - cart.updatedAt.getTime() > ttlMs;
}

/** A new cart's token: opaque, and never with a "/" (Hydrogen stores the id's last segment). */
export function newCartToken(): string {
  return `hWN${randomBytes(18).toString("base64url").replace(/[-_]/g, "x")}`;
}

/** A new cart's secret, the `?key=` of its id and checkout URL. */
export function newCartSecret(): string {
  return randomBytes(16).toString("hex");
}
