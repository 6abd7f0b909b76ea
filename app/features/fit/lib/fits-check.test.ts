import { describe, expect, it } from "vitest";
import { DOG_LIMITS } from "~/lib/dog-fit-param";
import { DOG_PROFILE_LIMITS } from "./dog-profile";
import { chartFitsDog } from "./fits-check";

const chart = JSON.stringify({
  sizes: [
    { size: "XS", chest: { in: [11, 12.5], cm: [28, 32] }, weight: { lb: [2, 4], kg: [0.9, 1.8] } },
    { size: "S", chest: { in: [13, 15], cm: [33, 38] }, weight: { lb: [4, 8], kg: [1.8, 3.6] } },
  ],
});

describe("chartFitsDog", () => {
  it("takes the same dogs in a URL as in a profile", () => {
    expect(DOG_LIMITS).toEqual(DOG_PROFILE_LIMITS);
  });

  it("is true when a size fits, or the dog is between two", () => {
    expect(chartFitsDog(chart, { chest: { value: 35, unit: "cm" } })).toBe(true);
    expect(chartFitsDog(chart, { chest: { value: 12.75, unit: "in" } })).toBe(true);
    expect(chartFitsDog(chart, { weight: { value: 2, unit: "kg" } })).toBe(true);
  });

  it("is false outside the chart, without a chart, or with a chart that does not parse", () => {
    expect(chartFitsDog(chart, { chest: { value: 50, unit: "cm" } })).toBe(false);
    expect(chartFitsDog(null, { chest: { value: 35, unit: "cm" } })).toBe(false);
    expect(chartFitsDog("{", { chest: { value: 35, unit: "cm" } })).toBe(false);
    expect(chartFitsDog(JSON.stringify({ sizes: [] }), { weight: { value: 2, unit: "kg" } })).toBe(
      false,
    );
  });
});
