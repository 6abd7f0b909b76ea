import { afterEach, describe, expect, it, vi } from "vitest";
import { StorefrontError, type StorefrontClient } from "~/lib/storefront-client";
import { getRelatedProducts } from "./get-products-by-ids";

afterEach(() => vi.restoreAllMocks());

describe("getRelatedProducts (complete the look)", () => {
  it("turns a failure into a logged warning and an empty list", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const storefront = {
      request: () => Promise.reject(new StorefrontError("down", "network")),
    } as unknown as StorefrontClient;
    await expect(getRelatedProducts(storefront, ["a"])).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledWith("Could not load related products", expect.any(Error));
  });
});
