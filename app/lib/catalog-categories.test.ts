import { describe, expect, it } from "vitest";
import { normalizeCategory } from "./catalog-categories";

describe("normalizeCategory", () => {
  it("falls back to Clothing for a missing or unknown category", () => {
    expect(normalizeCategory(undefined)).toBe("Clothing");
    expect(normalizeCategory("Snacks")).toBe("Clothing");
    expect(normalizeCategory("Toys")).toBe("Toys");
  });
});
