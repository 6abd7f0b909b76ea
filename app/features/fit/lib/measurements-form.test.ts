import { describe, expect, it } from "vitest";
import { readDogMeasurements, type MeasurementsDraft } from "./measurements-form";

const draft = (fields: Partial<MeasurementsDraft>): MeasurementsDraft => ({
  weight: "",
  weightUnit: "lb",
  neck: "",
  chest: "",
  back: "",
  ...fields,
});

describe("readDogMeasurements", () => {
  it("reads the weight in its unit and lengths in the chart's unit", () => {
    expect(
      readDogMeasurements(draft({ weight: "2,5", weightUnit: "kg", chest: "36" }), "cm"),
    ).toEqual({
      ok: true,
      measurements: { weight: { value: 2.5, unit: "kg" }, chest: { value: 36, unit: "cm" } },
    });
  });

  it("names each measurement a small dog cannot have, or that is not a number", () => {
    const read = readDogMeasurements(draft({ weight: "90", chest: "140", neck: "ten" }), "cm");
    expect(read).toEqual({
      ok: false,
      errors: {
        weight: "Weight must be a number from 0.5 to 60 lb",
        neck: "Neck must be a number from 5 to 100 cm",
        chest: "Chest must be a number from 5 to 100 cm",
      },
    });
  });

  it("asks for something when nothing is given", () => {
    expect(readDogMeasurements(draft({ back: "  " }), "in")).toEqual({
      ok: false,
      errors: { form: "Enter your dog's weight or a measurement" },
    });
  });
});
