import type pg from "pg";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
} from "rate-limiter-flexible";

// A sign-in is one call and a session refreshes about once an hour per tab: 30 a minute from
// one address is far above what shoppers (even a household behind one address) ever send, and
// far below what guessing codes or relaying traffic through the shop would need.
export const AUTH_RATE_LIMIT = { points: 30, durationSeconds: 60 };

/**
 * Counts sign-in requests per client address. With PostgreSQL (DATABASE_URL) the counts live in
 * the storefront's database, so the limit holds across every storefront instance; they share
 * the rate-limit table of server/db/schema.ts with the contact form's limiter, each under its
 * own key prefix. The embedded database means one instance, so counts stay in memory.
 */
export function createAuthLimiter(pool?: pg.Pool): RateLimiterAbstract {
  const options = {
    keyPrefix: "shopify-auth",
    points: AUTH_RATE_LIMIT.points,
    duration: AUTH_RATE_LIMIT.durationSeconds,
  };
  return pool
    ? new RateLimiterPostgres({
        ...options,
        storeClient: pool,
        storeType: "pool",
        tableName: "contact_rate_limits",
        tableCreated: true,
      })
    : new RateLimiterMemory(options);
}
