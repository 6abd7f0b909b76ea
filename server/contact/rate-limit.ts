import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { StorefrontDatabaseHandle } from "../db/client";

/**
 * Five messages per client address in ten minutes. A shopper writes one message, perhaps a
 * follow-up; five in ten minutes is already more than anyone typing by hand sends, while a
 * script sending messages is held to one every two minutes. Retries of a stored message (same
 * idempotency key) never count, so a shaky connection cannot lock anyone out.
 */
export const CONTACT_RATE_LIMIT = { points: 5, durationSeconds: 10 * 60 };

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface ContactLimiter {
  /** Counts one message for this client; refuses once the window's allowance is spent. */
  consume(client: string): Promise<LimitDecision>;
}

/**
 * Per-client limit with rate-limiter-flexible. On PostgreSQL the counts live in the database
 * (the contact_rate_limits table of server/db/schema.ts), so the limit holds across any number
 * of storefront instances; embedded PGlite means a single instance, so counts stay in memory.
 */
export function createContactLimiter(
  database: Pick<StorefrontDatabaseHandle, "pool">,
  limit: { points: number; durationSeconds: number } = CONTACT_RATE_LIMIT,
  /** Whose counts these are, in the shared table: another form's limit counts apart. */
  keyPrefix = "contact",
): ContactLimiter {
  const options = { keyPrefix, points: limit.points, duration: limit.durationSeconds };
  const limiter = database.pool
    ? new RateLimiterPostgres({
        ...options,
        storeClient: database.pool,
        storeType: "pool",
        tableName: "contact_rate_limits",
        tableCreated: true,
      })
    : new RateLimiterMemory(options);
  return {
    async consume(client) {
      try {
        await limiter.consume(client);
        return { allowed: true };
      } catch (rejection) {
        // The limiter rejects with its result when the allowance is spent, or with an Error
        // when its store failed: that one is the server's failure, not the shopper's.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        };
      }
    },
  };
}
