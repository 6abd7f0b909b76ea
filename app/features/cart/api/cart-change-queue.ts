import { MutationObserver, type QueryClient } from "@tanstack/react-query";
import type { CartOp } from "../lib/cart-model";
import { cartKey } from "./cart-cache";
import type { OpOutcome } from "./cart-internals";

/**
 * The cart's changes in flight (decision 8): each is a mutation in the scope "cart", so they run
 * one at a time in click order, and none is ever retried. A change starting cancels the read of
 * the cart in flight, whose answer may or may not include it.
 */
export class CartChangeQueue {
  readonly #qc: QueryClient;
  readonly #run: (op: CartOp) => Promise<OpOutcome>;
  readonly #changed: () => void;
  readonly #idle: () => void;
  #inflight = 0;
  #idleWaiters: (() => void)[] = [];

  constructor(options: {
    queryClient: QueryClient;
    /** What the change does once its turn comes. */
    run: (op: CartOp) => Promise<OpOutcome>;
    /** A change was queued or settled. */
    changed: () => void;
    /** The last change queued has settled. */
    idle: () => void;
  }) {
    this.#qc = options.queryClient;
    this.#run = options.run;
    this.#changed = options.changed;
    this.#idle = options.idle;
  }

  /** A change is queued or in flight. */
  get busy(): boolean {
    return this.#inflight > 0;
  }

  /** Resolves once no cart change is queued or in flight. */
  whenIdle(): Promise<void> {
    if (this.#inflight === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /**
   * Queues a change; `settled` runs with its outcome (or failure) before the change counts as
   * done, so whoever waits for the cart to be idle sees its message too. `readingId` is the cart
   * whose read in flight the change cancels.
   */
  enqueue(
    op: CartOp,
    readingId: string | null,
    settled: { done: (outcome: OpOutcome) => void; failed: (error: unknown) => void },
  ): Promise<void> {
    this.#inflight += 1;
    const observer = new MutationObserver<OpOutcome, unknown, CartOp>(this.#qc, {
      mutationKey: ["cart", op.kind],
      scope: { id: "cart" },
      networkMode: "always",
      retry: false,
      // A read in flight may or may not include this change; its answer must not land after it.
      onMutate: () =>
        readingId ? this.#qc.cancelQueries({ queryKey: cartKey(readingId), exact: true }) : null,
      mutationFn: (variables) => this.#run(variables),
    });
    const done = observer.mutate(op).then(settled.done, settled.failed);
    this.#changed();
    return done.finally(() => {
      this.#inflight -= 1;
      if (this.#inflight === 0) {
        for (const resolve of this.#idleWaiters.splice(0)) resolve();
        this.#idle();
      }
      this.#changed();
    });
  }
}
