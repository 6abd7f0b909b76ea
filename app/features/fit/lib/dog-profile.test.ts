import { describe, expect, it } from "vitest";
import { editDogProfile, mergeDogProfiles, readDogProfile } from "./dog-profile";

const bella = editDogProfile(
  null,
  { name: "Bella", breed: "Chihuahua", weight: { value: 2, unit: "kg" } },
  1_000,
);

describe("readDogProfile", () => {
  it("reads back what was written", () => {
    expect(readDogProfile(JSON.stringify(bella))).toEqual(bella);
  });

  it.each([
    ["nothing", null],
    ["not JSON", "{name:"],
    ["a weight no small dog has", JSON.stringify({ ...bella, weight: { value: 90, unit: "kg" } })],
    ["an unknown unit", JSON.stringify({ ...bella, weight: { value: 2, unit: "st" } })],
    ["a name too long", JSON.stringify({ ...bella, name: "B".repeat(41) })],
    ["a birthday in the future", JSON.stringify({ ...bella, birthday: "2999-01-01" })],
    ["a date that does not exist", JSON.stringify({ ...bella, birthday: "2024-02-30" })],
    ["an unknown field", JSON.stringify({ ...bella, colour: "fawn" })],
    ["a bad time", JSON.stringify({ ...bella, updated: { name: -1 } })],
  ])("reads %s as no profile", (_case, text) => {
    expect(readDogProfile(text)).toBeNull();
  });
});

describe("mergeDogProfiles", () => {
  it("keeps each side's newer fields", () => {
    const browser = editDogProfile(bella, { weight: { value: 2.4, unit: "kg" } }, 3_000);
    const account = editDogProfile(bella, { name: "Bella Rose" }, 2_000);
    expect(mergeDogProfiles(browser, account)).toEqual({
      name: "Bella Rose",
      breed: "Chihuahua",
      weight: { value: 2.4, unit: "kg" },
      updated: { name: 2_000, breed: 1_000, weight: 3_000 },
    });
  });

  it("lets a newer clear win over an older value", () => {
    const cleared = editDogProfile(bella, { breed: null }, 5_000);
    expect(mergeDogProfiles(bella, cleared)?.breed).toBeNull();
    expect(mergeDogProfiles(cleared, bella)?.breed).toBeNull();
  });

  it("keeps a field set on one side only, and either side alone", () => {
    const chest = editDogProfile(null, { chest: { value: 13, unit: "in" } }, 500);
    expect(mergeDogProfiles(bella, chest)).toMatchObject({ name: "Bella", chest: { value: 13 } });
    expect(mergeDogProfiles(null, bella)).toBe(bella);
    expect(mergeDogProfiles(bella, null)).toBe(bella);
  });
});
