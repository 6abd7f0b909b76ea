import { describe, expect, it, vi } from "vitest";
import { withServerCache } from "./storefront-cache.server";
import type { StorefrontClient } from "./storefront-client";

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
