import type { CatalogueSnapshot, CatalogueStore } from "../catalogue/catalogue-store";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import type { CartStates } from "./cart-states";
import type { GiftCardLimits } from "./cart/gift-card-limits";

/** Resolves a Customer Account API access token to its customer, or null when it is not valid. */
export type CustomerTokenVerifier = (token: string) => Promise<{ customerId: number } | null>;

export interface StorefrontSettings {
  /** Origin that serves images and checkout, as browsers reach it. */
  publicUrl: string;
  cartTtlMs: number;
  maxCartLines: number;
}

export interface StorefrontContext {
  db: Database;
  clock: Clock;
  store: CatalogueStore;
  catalogue: CatalogueSnapshot;
  /** Recently written carts, so line changes need not read them back first. */
  cartStates: CartStates;
  scopes: ReadonlySet<string>;
  settings: StorefrontSettings;
  verifyCustomerToken: CustomerTokenVerifier;
  /** Whether a customer has placed an order before (first-order-only discount codes). */
  customerHasOrders: (customerId: number) => Promise<boolean>;
  /** Who is asking, for rate limits: the buyer's IP, or a /64 for IPv6. */
  client: string;
  /** Wrong gift card codes tried, per cart and per client. */
  giftCardLimits: GiftCardLimits;
}
