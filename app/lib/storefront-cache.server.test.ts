import { describe, expect, it, vi } from "vitest";
import { withServerCache } from "./storefront-cache.server";
import { StorefrontError, type StorefrontClient } from "./storefront-client";

const doc = (text: string) => new String(text) as never;

function fakeUpstream() {
  let calls = 0;
  let fail = false;
  const client: StorefrontClient = {
    request: vi.fn(async () => {
      calls += 1;
      if (fail) throw new Error("upstream down");
      return { n: calls } as never;
    }),
  };
  return {
    client,
    calls: () => calls,
    setFail: (value: boolean) => {
      fail = value;
    },
  };
}

describe("withServerCache", () => {
  it("serves public queries fresh for a second, then stale while it revalidates", async () => {
    let clock = 0;
    const upstream = fakeUpstream();
    const cached = withServerCache(upstream.client, { now: () => clock });
    const query = doc("query P { products(first: 1) { nodes { id } } }");
    expect(await cached.request(query, {})).toEqual({ n: 1 });
    clock = 900;
    expect(await cached.request(query, {})).toEqual({ n: 1 });
    clock = 5_000;
    expect(await cached.request(query, {})).toEqual({ n: 1 });
    await Promise.resolve();
    expect(upstream.calls()).toBe(2);
    expect(await cached.request(query, {})).toEqual({ n: 2 });
    clock = 20_000;
    expect(await cached.request(query, {})).toEqual({ n: 3 });
  });

  it("drops every copy when the catalogue's generation moves, and keeps no answer asked before it", async () => {
    let generation = 0;
    const upstream = fakeUpstream();
    let release = () => {};
    const cached = withServerCache(upstream.client, { generation: () => generation });
    const query = doc('query P { product(handle: "a") { id } }');
    const shop = doc("query S { shop { name } }");
    expect(await cached.request(query, {})).toEqual({ n: 1 });
    expect(await cached.request(shop, {})).toEqual({ n: 2 });
    expect(await cached.request(query, {})).toEqual({ n: 1 });
    generation += 1;
    // The long-lived shop settings go too: one purge, whatever the copy's window.
    expect(await cached.request(query, {})).toEqual({ n: 3 });
    expect(await cached.request(shop, {})).toEqual({ n: 4 });

    // A call under way when the generation moves answers its caller but is not kept.
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.mocked(upstream.client.request).mockImplementationOnce(async () => {
      await held;
      return { n: "old" } as never;
    });
    const other = doc('query O { product(handle: "b") { id } }');
    const before = cached.request(other, {});
    generation += 1;
    release();
    expect(await before).toEqual({ n: "old" });
    expect(await cached.request(other, {})).toEqual({ n: 5 });
    expect(await cached.request(other, {})).toEqual({ n: 5 });
  });

  it("keys on variables, and shares one upstream call between concurrent misses", async () => {
    const upstream = fakeUpstream();
    const cached = withServerCache(upstream.client);
    const query = doc("query P($h: String!) { product(handle: $h) { id } }");
    await Promise.all([cached.request(query, { h: "a" }), cached.request(query, { h: "a" })]);
    await cached.request(query, { h: "b" });
    expect(upstream.calls()).toBe(2);
  });

  it("never caches carts, mutations, failures or opted-out requests", async () => {
    const upstream = fakeUpstream();
    const cached = withServerCache(upstream.client);
    const cart = doc("query C($id: ID!) { cart(id: $id) { id } }");
    await cached.request(cart, { id: "x" });
    await cached.request(cart, { id: "x" });
    const mixed = doc('query M { shop { name } cart(id: "x") { id } }');
    await cached.request(mixed, {});
    await cached.request(mixed, {});
    const mutation = doc("mutation { cartCreate { cart { id } } }");
    await cached.request(mutation, {});
    await cached.request(mutation, {});
    const products = doc("query P { products(first: 1) { nodes { id } } }");
    await cached.request(products, {}, { cache: "none" });
    await cached.request(products, {}, { cache: "none" });
    expect(upstream.calls()).toBe(8);

    upstream.setFail(true);
    const shop = doc("query S { shop { name } }");
    await expect(cached.request(shop, {})).rejects.toThrow("upstream down");
    upstream.setFail(false);
    expect(await cached.request(shop, {})).toEqual({ n: 10 });
  });
});

describe("withServerCache when the upstream is in trouble", () => {
  const products = doc("query P { products(first: 1) { nodes { id } } }");
  const down = () => new StorefrontError("Commerce API error: 503", "http", 503);

  it("serves the last good answer for 24 hours when the upstream fails, and says so", async () => {
    let clock = 0;
    let failure: Error | undefined;
    let calls = 0;
    const cached = withServerCache(
      {
        request: async () => {
          calls += 1;
          if (failure) throw failure;
          return { n: calls } as never;
        },
      },
      { now: () => clock },
    );
    const stale = vi.fn();
    const observed = cached.observed({ onStale: stale });
    expect(await observed.request(products, {})).toEqual({ n: 1 });
    for (const error of [down(), new StorefrontError("refused", "network"), new Error("?")]) {
      failure = error;
      clock += 3_600_000;
      expect(await observed.request(products, {})).toEqual({ n: 1 });
    }
    expect(stale).toHaveBeenCalledTimes(3);
    // A query the API rejects is no trouble of the upstream's: no copy stands in for it.
    failure = new StorefrontError("Field 'x' doesn't exist", "graphql");
    await expect(observed.request(products, {})).rejects.toThrow("doesn't exist");
    failure = down();
    clock = 24 * 3_600_000 + 10_001;
    await expect(observed.request(products, {})).rejects.toThrow("503");
    failure = undefined;
    expect(await observed.request(products, {})).toEqual({ n: calls });
  });

  it("never waits on a slow upstream when it has a copy, and refreshes one call at a time", async () => {
    vi.useFakeTimers();
    try {
      let clock = 0;
      const answers: ((value: unknown) => void)[] = [];
      let slow = false;
      const cached = withServerCache(
        {
          request: () =>
            slow
              ? new Promise((resolve) => answers.push(resolve as never))
              : Promise.resolve({ n: answers.length } as never),
        },
        { now: () => clock },
      );
      expect(await cached.request(products, {})).toEqual({ n: 0 });
      slow = true;
      clock = 5_000;
      // Within its revalidation window the copy comes at once; one refresh goes out.
      expect(await cached.request(products, {})).toEqual({ n: 0 });
      expect(await cached.request(products, {})).toEqual({ n: 0 });
      expect(answers).toHaveLength(1);
      // Past it, the copy comes after a short wait, still with one refresh under way.
      clock = 60_000;
      const late = cached.request(products, {});
      await vi.advanceTimersByTimeAsync(250);
      expect(await late).toEqual({ n: 0 });
      expect(answers).toHaveLength(1);
      answers[0]!({ n: 1 });
      await vi.advanceTimersByTimeAsync(0);
      expect(await cached.request(products, {})).toEqual({ n: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives up on a read with no copy after the render budget, and reports the outage", async () => {
    vi.useFakeTimers();
    try {
      const cached = withServerCache({ request: () => new Promise(() => {}) });
      const unavailable = vi.fn();
      const read = cached.observed({ onUnavailable: unavailable }).request(products, {});
      const outcome = expect(read).rejects.toThrow("did not answer in time");
      await vi.advanceTimersByTimeAsync(2_000);
      await outcome;
      expect(unavailable).toHaveBeenCalledWith(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it("backs every call off for the Retry-After a THROTTLED answer names", async () => {
    let clock = 0;
    let throttled = false;
    let calls = 0;
    const cached = withServerCache(
      {
        request: async () => {
          calls += 1;
          if (throttled) throw new StorefrontError("Throttled", "http", 429, 30);
          return { n: calls } as never;
        },
      },
      { now: () => clock },
    );
    const other = doc('query Q { product(handle: "a") { id } }');
    const cart = doc('query C { cart(id: "x") { id } }');
    await cached.request(products, {});
    throttled = true;
    clock = 2_000;
    await cached.request(products, {});
    await Promise.resolve();
    expect(calls).toBe(2);
    // For the next 30 s: the copy, and nothing else reaches the API.
    const unavailable = vi.fn();
    const observed = cached.observed({ onUnavailable: unavailable });
    clock = 20_000;
    expect(await observed.request(products, {})).toEqual({ n: 1 });
    await expect(observed.request(other, {})).rejects.toMatchObject({ status: 429 });
    await expect(observed.request(cart, {})).rejects.toMatchObject({ status: 429 });
    expect(unavailable).toHaveBeenLastCalledWith(12);
    expect(calls).toBe(2);
    throttled = false;
    clock = 32_001;
    expect(await cached.request(other, {})).toEqual({ n: 3 });
  });

  it("ends the pause when Retry-After says, however often it is asked meanwhile", async () => {
    let clock = 0;
    let throttled = true;
    let calls = 0;
    const cached = withServerCache(
      {
        request: async () => {
          calls += 1;
          if (throttled) throw new StorefrontError("Throttled", "http", 429, 6);
          return { n: calls } as never;
        },
      },
      { now: () => clock },
    );
    const uncached = doc('query Q { product(handle: "b") { id } }');
    await expect(cached.request(uncached, {})).rejects.toMatchObject({ status: 429 });
    expect(calls).toBe(1);
    throttled = false;
    // Asked every 300 ms during the pause: each answer names what is left, none prolongs it.
    for (clock = 300; clock < 6_000; clock += 300) {
      await expect(cached.request(uncached, {})).rejects.toMatchObject({
        status: 429,
        retryAfterSeconds: Math.ceil((6_000 - clock) / 1_000),
      });
    }
    expect(calls).toBe(1);
    clock = 6_000;
    expect(await cached.request(uncached, {})).toEqual({ n: 2 });
  });

  it("bounds its memory by entries and by bytes", async () => {
    let calls = 0;
    const cached = withServerCache(
      {
        request: async () => {
          calls += 1;
          return { text: "x".repeat(1_000) } as never;
        },
      },
      { maxEntries: 3, maxBytes: 5_000 },
    );
    const product = doc("query P($h: String!) { product(handle: $h) { id } }");
    for (const h of ["a", "b", "c"]) await cached.request(product, { h });
    expect(calls).toBe(3);
    // Two answers of about 2 KB each fit in 5 KB: "a" went first.
    await cached.request(product, { h: "c" });
    await cached.request(product, { h: "b" });
    expect(calls).toBe(3);
    await cached.request(product, { h: "a" });
    expect(calls).toBe(4);
  });
});
