import { describe, expect, it } from "vitest";
import { BREEDS, breedById, typicalMeasurements } from "./breeds";
import { dogFields } from "./dog-profile";
import { recommendSize } from "./recommend-size";
import { readSizeChart } from "./size-chart";

const ranges = (breed: (typeof BREEDS)[number]) =>
  [
    ["weightLb", breed.weightLb, [0.5, 60]],
    ["neckCm", breed.neckCm, [5, 100]],
    ["chestCm", breed.chestCm, [5, 100]],
    ["backCm", breed.backCm, [5, 100]],
  ] as const;

describe("the breed list", () => {
  it("holds 15 to 20 breeds, each once, in alphabetical order", () => {
    expect(BREEDS.length).toBeGreaterThanOrEqual(15);
    expect(BREEDS.length).toBeLessThanOrEqual(20);
    expect(new Set(BREEDS.map((breed) => breed.id)).size).toBe(BREEDS.length);
    const names = BREEDS.map((breed) => breed.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const breed of BREEDS) {
      expect(breed.id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(dogFields.breed.safeParse(breed.name).success).toBe(true);
    }
  });

  it.each(BREEDS.map((breed) => [breed.name, breed] as const))(
    "%s: every range runs low to high, within what a small dog can measure",
    (_name, breed) => {
      for (const [, [low, high], [min, max]] of ranges(breed)) {
        expect(low).toBeLessThanOrEqual(high);
        expect(low).toBeGreaterThanOrEqual(min);
        expect(high).toBeLessThanOrEqual(max);
      }
      // A neck is narrower than a chest, in every breed.
      expect(breed.neckCm[1]).toBeLessThan(breed.chestCm[1]);
    },
  );

  it.each(BREEDS.map((breed) => [breed.name, breed] as const))(
    "%s: the typical measurements are valid profile values in every unit",
    (_name, breed) => {
      for (const lengthUnit of ["in", "cm"] as const) {
        for (const weightUnit of ["lb", "kg"] as const) {
          const typical = typicalMeasurements(breed, lengthUnit, weightUnit);
          expect(dogFields.weight.safeParse(typical.weight).success).toBe(true);
          for (const measure of ["neck", "chest", "back"] as const) {
            expect(dogFields[measure].safeParse(typical[measure]).success).toBe(true);
          }
        }
      }
    },
  );

  it("gives a Chihuahua's midpoints, rounded to a tape's steps, and finds it a size", () => {
    const chihuahua = breedById("chihuahua")!;
    expect(typicalMeasurements(chihuahua, "cm", "kg")).toEqual({
      weight: { value: 1.8, unit: "kg" },
      neck: { value: 21.5, unit: "cm" },
      chest: { value: 33, unit: "cm" },
      back: { value: 23, unit: "cm" },
    });
    expect(typicalMeasurements(chihuahua, "in", "lb").chest).toEqual({ value: 13, unit: "in" });
    const chart = readSizeChart(
      JSON.stringify({
        sizes: [
          { size: "XS", chest: { in: [11, 12.5], cm: [28, 32] } },
          { size: "S", chest: { in: [13, 15], cm: [33, 38] } },
        ],
      }),
    )!;
    expect(recommendSize(chart, typicalMeasurements(chihuahua, "cm", "kg"))).toMatchObject({
      kind: "fits",
      size: "S",
    });
    expect(breedById("no-such-breed")).toBeUndefined();
  });
});
