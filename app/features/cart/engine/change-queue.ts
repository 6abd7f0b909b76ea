import { MutationObserver } from "@tanstack/react-query";
import type { CartChange } from "../lib/shown-cart";
import { cartKey, showChanges, type CartSession } from "./cart-session";

// The cart's changes in flight: each is a mutation in the scope "cart", so they run one at a
// time in click order, and none is ever retried. While pending, its variables are laid over the
// cart in the view (./cart-session's `viewOf`): that is the optimistic view, and a change that
// fails simply stops being pending.

/**
 * What a change came to: applied (with the provider's warnings, and for a discount code that
 * did not apply, Shopify's warning code for why), or its cart was gone.
 */
export type ChangeOutcome =
  | { kind: "applied"; warnings: string[]; warningCodes?: string[]; refused?: string }
  | { kind: "gone" };

/**
 * Queues a change; `run` does it once its turn comes. `settled` runs with its outcome (or
 * failure) before the change counts as done, so whoever waits for the cart to be idle sees its
 * message too. A change starting cancels the read of this tab's cart in flight, whose answer
 * may or may not include it.
 */
export function queueChange(
  session: CartSession,
  change: CartChange,
  run: (change: CartChange) => Promise<ChangeOutcome>,
  settled: { done: (outcome: ChangeOutcome) => void; failed: (error: unknown) => void },
): Promise<void> {
  const { queryClient } = session;
  const readingId = session.cartId;
  session.inFlight += 1;
  const observer = new MutationObserver<ChangeOutcome, unknown, CartChange>(queryClient, {
    mutationKey: ["cart", change.kind],
    scope: { id: "cart" },
    networkMode: "always",
    retry: false,
    onMutate: () =>
      readingId ? queryClient.cancelQueries({ queryKey: cartKey(readingId), exact: true }) : null,
    mutationFn: run,
  });
  const done = observer.mutate(change).then(settled.done, settled.failed);
  showChanges(session);
  return done.finally(() => {
    session.inFlight -= 1;
    if (session.inFlight === 0) {
      for (const resolve of session.idleWaiters.splice(0)) resolve();
      // A read cancelled by a change that then failed is made again.
      const result = session.observer?.getCurrentResult();
      if (result && !result.data && !result.isFetching) void session.observer?.refetch();
    }
    showChanges(session);
  });
}

/** Resolves once no cart change is queued or in flight. */
export function whenIdle(session: CartSession): Promise<void> {
  if (session.inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => session.idleWaiters.push(resolve));
}
