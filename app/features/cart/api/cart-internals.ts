import { StorefrontError, type StorefrontClient } from "~/lib/storefront-client";
import type { CartSnapshot } from "../lib/cart-model";
import { CartUserError, type CommerceCart } from "./cart-operations";

/**
 * What the cart store lends its change engine (./cart-changes, loaded with the first change so
 * it is not part of every page's first load): the provider, the cart as last read, and the ways
 * to record what the provider answered.
 */
export interface CartInternals {
  readonly storefront: StorefrontClient;
  readonly storeDomain: string;
  readonly checkoutDomain?: string;
  /** The last change handed out (changes are numbered in click order). */
  seq(): number;
  /** The stored cart id (following another tab's), or this tab's own when storage fails. */
  currentId(): string | null;
  /** The provider's cart as last read or answered, if known. */
  providerCart(id: string): CartSnapshot | null;
  /** The local copy's lines when there is no commerce cart. */
  localCart(): Promise<CartSnapshot>;
  setLocalCart(cart: CartSnapshot, through: number): void;
  /** After a lost answer: the next change reads the cart before it sends anything. */
  resyncNeeded(): boolean;
  markResyncNeeded(): void;
  /** Reads the cart anew; null (and the id dropped) when the provider no longer has it. */
  reread(id: string): Promise<CommerceCart | null>;
  /** Records an answer; `through` is the last change it includes. */
  commit(cart: CommerceCart, through: number, options?: { broadcast?: boolean }): void;
  /** The provider says the cart does not exist: forget its id and the local copy. */
  dropCart(id: string): void;
  /** Spec §4 "Clear". */
  clear(): void;
}

export type OpOutcome = { kind: "applied"; warnings: string[] } | { kind: "gone" };

/**
 * A failure after which the change may or may not have been applied: the request may have
 * reached the provider (a network error, a 5xx, an unreadable answer). A GraphQL error, a 4xx,
 * 429 or a user error says the change was not made.
 */
export function isAmbiguous(error: unknown) {
  if (error instanceof CartUserError) return false;
  if (!(error instanceof StorefrontError)) return true;
  if (error.kind === "network") return true;
  return error.kind === "http" && (error.status ?? 0) >= 500;
}
