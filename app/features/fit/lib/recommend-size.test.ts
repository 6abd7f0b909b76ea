import { describe, expect, it } from "vitest";
import { recommendSize } from "./recommend-size";
import { readSizeChart, type SizeChart } from "./size-chart";

const chart: SizeChart = {
  sizes: [
    {
      size: "XS",
      neck: { in: [7, 9], cm: [18, 23] },
      chest: { in: [10, 12.5], cm: [25, 32] },
      back: { in: [7, 9], cm: [18, 23] },
      weight: { lb: [2, 4], kg: [0.9, 1.8] },
    },
    {
      size: "S",
      neck: { in: [9, 11], cm: [23, 28] },
      chest: { in: [13, 15], cm: [33, 38] },
      back: { in: [9, 11], cm: [23, 28] },
      weight: { lb: [4, 7], kg: [1.8, 3.2] },
    },
    {
      size: "M",
      neck: { in: [11, 13], cm: [28, 33] },
      chest: { in: [15, 18], cm: [38, 46] },
      back: { in: [11, 14], cm: [28, 36] },
      weight: { lb: [7, 12], kg: [3.2, 5.4] },
    },
  ],
};

describe("recommendSize", () => {
  it("names the size whose range holds the chest, with the reason", () => {
    expect(recommendSize(chart, { chest: { value: 14, unit: "in" } })).toEqual({
      kind: "fits",
      size: "S",
      measure: "chest",
      reason: "chest 14 in is in S's 13–15 in",
    });
  });

  it("compares centimetres with the chart's centimetres", () => {
    const advice = recommendSize(chart, { chest: { value: 30, unit: "cm" } });
    expect(advice).toMatchObject({ kind: "fits", size: "XS" });
    expect(advice.reason).toBe("chest 30 cm is in XS's 25–32 cm");
  });

  it("sizes up in the gap between two sizes, and says so", () => {
    expect(recommendSize(chart, { chest: { value: 12.75, unit: "in" } })).toEqual({
      kind: "between",
      size: "S",
      smaller: "XS",
      measure: "chest",
      reason: "chest 12.75 in is between XS (10–12.5 in) and S (13–15 in): size up to S",
    });
  });

  it("sizes up where two ranges meet", () => {
    expect(recommendSize(chart, { neck: { value: 9, unit: "in" } })).toMatchObject({
      kind: "between",
      size: "S",
      smaller: "XS",
    });
  });

  it("takes the largest size any measurement needs", () => {
    const advice = recommendSize(chart, {
      chest: { value: 14, unit: "in" },
      back: { value: 12, unit: "in" },
    });
    expect(advice).toMatchObject({ kind: "fits", size: "M", measure: "back" });
    expect(advice.reason).toBe("back length 12 in is in M's 11–14 in");
  });

  it("says when the dog is outside the chart, either way", () => {
    expect(recommendSize(chart, { chest: { value: 9, unit: "in" } })).toEqual({
      kind: "outside",
      direction: "below",
      measure: "chest",
      reason: "chest 9 in is below the smallest size, XS (10–12.5 in)",
    });
    expect(
      recommendSize(chart, { chest: { value: 14, unit: "in" }, neck: { value: 14, unit: "in" } }),
    ).toMatchObject({ kind: "outside", direction: "above", measure: "neck" });
  });

  it("uses the weight only when no body measurement is given", () => {
    expect(recommendSize(chart, { weight: { value: 2, unit: "kg" } })).toMatchObject({
      kind: "fits",
      size: "S",
      measure: "weight",
    });
    expect(
      recommendSize(chart, { weight: { value: 10, unit: "lb" }, chest: { value: 11, unit: "in" } }),
    ).toMatchObject({ kind: "fits", size: "XS", measure: "chest" });
  });

  it("falls back to the weight when the chart lacks the measurements given", () => {
    const weightOnly: SizeChart = {
      sizes: [
        { size: "S", weight: { lb: [2, 8], kg: [0.9, 3.6] } },
        { size: "M", weight: { lb: [8, 15], kg: [3.6, 6.8] } },
      ],
    };
    expect(
      recommendSize(weightOnly, {
        chest: { value: 14, unit: "in" },
        weight: { value: 5, unit: "lb" },
      }),
    ).toMatchObject({ kind: "fits", size: "S", measure: "weight" });
    expect(recommendSize(weightOnly, { chest: { value: 14, unit: "in" } })).toMatchObject({
      kind: "unknown",
    });
  });
});

describe("readSizeChart", () => {
  it("reads a valid chart", () => {
    expect(readSizeChart(JSON.stringify(chart))).toEqual(chart);
  });

  it.each([
    ["no value", null],
    ["not JSON", "{sizes:"],
    ["no sizes", JSON.stringify({ sizes: [] })],
    [
      "a range backwards",
      JSON.stringify({ sizes: [{ size: "S", chest: { in: [15, 13], cm: [33, 38] } }] }),
    ],
    ["a size without measurements", JSON.stringify({ sizes: [{ size: "S" }] })],
    [
      "a tape no small dog needs",
      JSON.stringify({ sizes: [{ size: "S", chest: { in: [13, 90], cm: [33, 38] } }] }),
    ],
    ["a size twice", JSON.stringify({ sizes: [chart.sizes[0], chart.sizes[0]] })],
    ["largest first", JSON.stringify({ sizes: [...chart.sizes].reverse() })],
    ["an unknown field", JSON.stringify({ sizes: [{ ...chart.sizes[0], colour: "red" }] })],
  ])("reads %s as no chart", (_case, value) => {
    expect(readSizeChart(value)).toBeNull();
  });
});
