import type { QueryClient } from "@tanstack/react-query";
import type { CartOp, CartSnapshot } from "../lib/cart-model";

// What TanStack Query holds for the cart store (./cart-store): one query per cart id, and the
// cart mutations still pending, whose variables are the changes laid over the last answer.

export interface CartBase {
  cart: CartSnapshot;
  /** The `seq` of the last change this answer includes. */
  through: number;
  source: "provider" | "local";
}

export type CartKey = readonly ["cart", string];

/** `["cart", id]`, or `["cart", "local"]` for the local copy when there is no cart id. */
export const cartKey = (id: string | null): CartKey => ["cart", id ?? "local"];

/** The changes queued or in flight, in click order. */
export function pendingCartOps(queryClient: QueryClient): CartOp[] {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: ["cart"], status: "pending" })
    .map((mutation) => mutation.state.variables as CartOp | undefined)
    .filter((op): op is CartOp => op !== undefined)
    .sort((a, b) => a.seq - b.seq);
}
