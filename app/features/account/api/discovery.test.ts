import { describe, expect, it } from "vitest";
import { atVersion } from "./discovery";

describe("the Customer Account API endpoint", () => {
  it("is the discovered address at the storefront's own version", () => {
    expect(
      atVersion("https://shopify.com/1234/account/customer/api/2026-10/graphql", "2026-04"),
    ).toBe("https://shopify.com/1234/account/customer/api/2026-04/graphql");
    expect(
      atVersion("http://localhost:4000/1/account/customer/api/unstable/graphql", "2026-01"),
    ).toBe("http://localhost:4000/1/account/customer/api/2026-01/graphql");
  });

  it("is the discovered address unchanged when it has no version in Shopify's shape", () => {
    expect(atVersion("https://api.example.com/graphql", "2026-04")).toBe(
      "https://api.example.com/graphql",
    );
  });
});
