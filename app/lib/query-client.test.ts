import { describe, expect, it } from "vitest";
import { retryDelay, shouldRetry } from "./query-client";
import { StorefrontError } from "./storefront-client";

describe("query retries", () => {
  it("retry network errors, 408, 429 and 5xx up to three times", () => {
    for (const error of [
      new StorefrontError("down", "network"),
      new StorefrontError("timeout", "http", 408),
      new StorefrontError("slow down", "http", 429),
      new StorefrontError("oops", "http", 503),
    ]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(true);
      expect(shouldRetry(3, error)).toBe(false);
    }
  });

  it("never retry GraphQL errors, other 4xx or unknown failures", () => {
    expect(shouldRetry(0, new StorefrontError("bad field", "graphql"))).toBe(false);
    expect(shouldRetry(0, new StorefrontError("forbidden", "http", 403))).toBe(false);
    expect(shouldRetry(0, new Error("boom"))).toBe(false);
  });

  it("back off exponentially from about a second up to thirty, with jitter", () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const ceiling = Math.min(1000 * 2 ** attempt, 30_000);
      const delay = retryDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
  });
});
