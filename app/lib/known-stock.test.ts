import { describe, expect, it } from "vitest";
import { knownStock } from "./known-stock";

describe("knownStock", () => {
  it("keeps a tracked variant's stock, sold out included", () => {
    expect(knownStock({ availableForSale: true, quantityAvailable: 3 })).toBe(3);
    expect(knownStock({ availableForSale: false, quantityAvailable: 0 })).toBe(0);
  });

  it("has no limit for an untracked or backordered variant that is still for sale", () => {
    expect(knownStock({ availableForSale: true, quantityAvailable: 0 })).toBeNull();
    expect(knownStock({ availableForSale: true, quantityAvailable: -2 })).toBeNull();
  });

  it("has no limit when the shop does not say", () => {
    expect(knownStock({ availableForSale: true, quantityAvailable: null })).toBeNull();
    expect(knownStock({ availableForSale: true })).toBeNull();
  });
});
