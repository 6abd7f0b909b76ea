import { describe, expect, it } from "vitest";
import { editDogProfile } from "./dog-profile";
import { dogProfileDraft, readDogProfileForm } from "./dog-profile-form";

const empty = dogProfileDraft(null);

describe("the My dog form", () => {
  it("reads every field, empty ones as cleared", () => {
    const read = readDogProfileForm({
      ...empty,
      name: " Bella ",
      breed: "Chihuahua",
      weight: "2,5",
      weightUnit: "kg",
      lengthUnit: "cm",
      chest: "33",
      birthday: "2022-05-01",
    });
    expect(read).toEqual({
      ok: true,
      changes: {
        name: "Bella",
        breed: "Chihuahua",
        weight: { value: 2.5, unit: "kg" },
        neck: null,
        chest: { value: 33, unit: "cm" },
        back: null,
        birthday: "2022-05-01",
      },
    });
  });

  it("accepts a profile of a name alone", () => {
    expect(readDogProfileForm({ ...empty, name: "Bella" })).toMatchObject({ ok: true });
  });

  it("names each field that is wrong", () => {
    expect(
      readDogProfileForm({
        ...empty,
        name: "B".repeat(41),
        chest: "140",
        lengthUnit: "cm",
        birthday: "2999-01-01",
      }),
    ).toEqual({
      ok: false,
      errors: {
        name: "Name must be at most 40 characters",
        chest: "Chest must be a number from 5 to 100 cm",
        birthday: "Birthday must be a real date, not in the future",
      },
    });
  });

  it("starts from the stored profile, in the units it was measured in", () => {
    const profile = editDogProfile(null, {
      name: "Bella",
      weight: { value: 2, unit: "kg" },
      back: { value: 23, unit: "cm" },
    });
    expect(dogProfileDraft(profile)).toEqual({
      ...empty,
      name: "Bella",
      weight: "2",
      weightUnit: "kg",
      lengthUnit: "cm",
      back: "23",
    });
  });
});
