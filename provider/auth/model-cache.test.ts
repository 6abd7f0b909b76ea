import { afterEach, describe, expect, it, vi } from "vitest";
import { ModelCache } from "./model-cache";

const payload = (extra: Record<string, unknown> = {}) => ({ accountId: "a", ...extra });

afterEach(() => {
  vi.useRealTimers();
});

describe("the oidc model cache", () => {
  it("hands out copies, by id and by uid", () => {
    const cache = new ModelCache();
    cache.set("Session", "s1", payload({ uid: "u1" }), null, cache.mark());
    const first = cache.get("Session", "s1")!;
    first.accountId = "changed";
    expect(cache.get("Session", "s1")?.accountId).toBe("a");
    expect(cache.getByUid("Session", "u1")?.accountId).toBe("a");
    expect(cache.get("AccessToken", "s1")).toBeUndefined();
  });

  it("forgets an entry once it expires", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cache = new ModelCache();
    cache.set("AccessToken", "t", payload(), new Date(Date.now() + 1000), cache.mark());
    expect(cache.get("AccessToken", "t")).toBeDefined();
    vi.setSystemTime(Date.now() + 1000);
    expect(cache.get("AccessToken", "t")).toBeUndefined();
  });

  it("does not cache a row that was removed while it was being read", () => {
    const cache = new ModelCache();
    const mark = cache.mark();
    cache.delete("AccessToken", "t");
    cache.set("AccessToken", "t", payload(), null, mark);
    expect(cache.get("AccessToken", "t")).toBeUndefined();
    // Another row's removal does not matter.
    const later = cache.mark();
    cache.delete("AccessToken", "other");
    cache.set("AccessToken", "t", payload(), null, later);
    expect(cache.get("AccessToken", "t")).toBeDefined();
  });

  it("drops a revoked grant's tokens and remembers the grant as revoked", () => {
    const cache = new ModelCache();
    cache.set("AccessToken", "t1", payload({ grantId: "g" }), null, cache.mark());
    cache.set("RefreshToken", "r1", payload({ grantId: "g" }), null, cache.mark());
    cache.set("AccessToken", "t2", payload({ grantId: "other" }), null, cache.mark());
    cache.set("Grant", "g", payload(), null, cache.mark());
    const mark = cache.mark();
    cache.deleteGrant("g");
    expect(cache.get("AccessToken", "t1")).toBeUndefined();
    expect(cache.get("RefreshToken", "r1")).toBeUndefined();
    expect(cache.get("Grant", "g")).toBeUndefined();
    expect(cache.get("AccessToken", "t2")).toBeDefined();
    expect(cache.isRevoked("g")).toBe(true);
    expect(cache.isRevoked("other")).toBe(false);
    // A read that raced the revocation cannot bring a token back.
    cache.set("AccessToken", "t3", payload({ grantId: "other" }), null, mark);
    expect(cache.get("AccessToken", "t3")).toBeUndefined();
  });
});
