import { QueryClient } from "@tanstack/react-query";
import { StorefrontError } from "./storefront-client";

const MAX_RETRIES = 3;

/** Exponential back-off from 1 s up to 30 s, with full jitter so clients do not retry in step. */
export function retryDelay(attempt: number) {
  const ceiling = Math.min(1000 * 2 ** attempt, 30_000);
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

export function shouldRetry(failureCount: number, error: unknown) {
  if (failureCount >= MAX_RETRIES) return false;
  return error instanceof StorefrontError ? error.retryable : false;
}

/** One per request on the server (never shared between shoppers), one per tab in the browser. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A server render answers at once (the page falls back to its error state and the
        // browser retries); retrying there would hold the shopper's first paint for seconds.
        retry: typeof window === "undefined" ? false : shouldRetry,
        retryDelay,
        staleTime: 60_000,
      },
      // Mutations change carts and accounts: a blind retry could apply them twice.
      mutations: { retry: false },
    },
  });
}
