import { describe, expect, it } from "vitest";
import { TypedDocumentString } from "~/graphql/storefront/graphql";
import { productsByHandle } from "./products-by-handle";
import type { StorefrontClient } from "./storefront-client";

const fragment = new TypedDocumentString<{ handle: string }, unknown>(
  "fragment Named on Product { handle }",
);

/** A client answering from `shop` (handle → product), recording what it was asked. */
function client(shop: Record<string, { handle: string }>) {
  const requests: { query: string; variables: Record<string, string> }[] = [];
  const storefront = {
    request(document: { toString(): string }, variables: Record<string, string>) {
      requests.push({ query: document.toString(), variables });
      const data = Object.fromEntries(
        Object.entries(variables).map(([name, handle]) => [
          name.replace("h", "p"),
          shop[handle] ?? null,
        ]),
      );
      return Promise.resolve(data);
    },
  } as unknown as StorefrontClient;
  return { storefront, requests };
}

describe("products read by handle", () => {
  it("asks for each valid handle once, by alias, and leaves out those no product has", async () => {
    const { storefront, requests } = client({ a: { handle: "a" }, "b-2": { handle: "b-2" } });
    const found = await productsByHandle(storefront, fragment, "Named", [
      "a",
      "gone",
      "a",
      "b-2",
      'x") { id } y: product(handle: "z',
      "UPPER",
    ]);
    expect([...found.keys()]).toEqual(["a", "b-2"]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.variables).toEqual({ h0: "a", h1: "gone", h2: "b-2" });
    expect(requests[0]!.query).toContain("p2: product(handle: $h2) { ...Named }");
    expect(requests[0]!.query).toContain("fragment Named on Product { handle }");
  });

  it("splits a long list into requests of 20 sent side by side, and sends none for none", async () => {
    const handles = Array.from({ length: 60 }, (_, n) => `product-${n}`);
    const { storefront, requests } = client(
      Object.fromEntries(handles.map((handle) => [handle, { handle }])),
    );
    const found = await productsByHandle(storefront, fragment, "Named", handles);
    expect(found.size).toBe(60);
    expect(requests.map((request) => Object.keys(request.variables).length)).toEqual([20, 20, 20]);

    const none = client({});
    expect((await productsByHandle(none.storefront, fragment, "Named", [])).size).toBe(0);
    expect(none.requests).toEqual([]);
  });
});
