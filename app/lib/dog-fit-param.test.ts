import { describe, expect, it } from "vitest";
import { describeDogFit, formatDogFitParam, parseDogFitParam } from "./dog-fit-param";

describe("parseDogFitParam", () => {
  it("reads each measurement with its unit", () => {
    expect(parseDogFitParam("weight-2kg.chest-35cm")).toEqual({
      weight: { value: 2, unit: "kg" },
      chest: { value: 35, unit: "cm" },
    });
    expect(parseDogFitParam("neck-9.5in.back-11.25in.weight-4.4lb")).toEqual({
      neck: { value: 9.5, unit: "in" },
      back: { value: 11.25, unit: "in" },
      weight: { value: 4.4, unit: "lb" },
    });
  });

  it.each([
    ["nothing", null],
    ["an empty value", ""],
    ["an unknown measure", "tail-10cm"],
    ["a length unit for the weight", "weight-2cm"],
    ["a weight unit for a length", "chest-35kg"],
    ["a chest no small dog has", "chest-140cm"],
    ["a weight below any dog", "weight-0.1kg"],
    ["a measure given twice", "chest-35cm.chest-36cm"],
    ["a negative number", "chest--35cm"],
    ["three decimals", "chest-35.125cm"],
    ["a valid part beside a bad one", "weight-2kg.chest-abc"],
    ["a trailing dot", "weight-2kg."],
    ["five parts", "weight-2kg.neck-20cm.chest-35cm.back-25cm.neck-21cm"],
    ["an over-long value", `weight-2kg.${"x".repeat(100)}`],
    ["markup", "<script>"],
  ])("reads %s as no filter", (_case, text) => {
    expect(parseDogFitParam(text)).toBeNull();
  });
});

describe("formatDogFitParam", () => {
  it("writes the parts in one order, which reads back the same", () => {
    const fit = {
      chest: { value: 13.5, unit: "in" as const },
      weight: { value: 2, unit: "kg" as const },
    };
    const text = formatDogFitParam(fit);
    expect(text).toBe("weight-2kg.chest-13.5in");
    expect(parseDogFitParam(text)).toEqual(fit);
  });

  it("writes nothing for no measurements, and names them for a chip", () => {
    expect(formatDogFitParam({})).toBeNull();
    expect(
      describeDogFit({ weight: { value: 2, unit: "kg" }, back: { value: 25, unit: "cm" } }),
    ).toBe("2 kg, back length 25 cm");
  });
});
