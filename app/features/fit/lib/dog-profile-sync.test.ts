import { describe, expect, it } from "vitest";
import { editDogProfile } from "./dog-profile";
import { reconcileDogProfiles } from "./dog-profile-sync";

const bella = editDogProfile(null, { name: "Bella", weight: { value: 2, unit: "kg" } }, 1_000);

describe("reconcileDogProfiles", () => {
  it("writes the browser's dog to an account that has none, and nothing back", () => {
    expect(reconcileDogProfiles(bella, null)).toEqual({
      profile: bella,
      writeBrowser: false,
      writeAccount: true,
    });
  });

  it("brings the account's dog to a browser that has none", () => {
    expect(reconcileDogProfiles(null, bella)).toEqual({
      profile: bella,
      writeBrowser: true,
      writeAccount: false,
    });
  });

  it("keeps each side's newer fields and writes both", () => {
    const browser = editDogProfile(bella, { chest: { value: 33, unit: "cm" } }, 3_000);
    const account = editDogProfile(bella, { name: "Bella Rose" }, 2_000);
    const result = reconcileDogProfiles(browser, account);
    expect(result.profile).toMatchObject({
      name: "Bella Rose",
      chest: { value: 33, unit: "cm" },
      weight: { value: 2, unit: "kg" },
    });
    expect(result).toMatchObject({ writeBrowser: true, writeAccount: true });
  });

  it("writes nothing when both already agree, whatever the order of their keys", () => {
    const reordered = { updated: bella.updated, weight: bella.weight, name: bella.name };
    expect(reconcileDogProfiles(bella, reordered)).toMatchObject({
      writeBrowser: false,
      writeAccount: false,
    });
    expect(reconcileDogProfiles(null, null)).toEqual({
      profile: null,
      writeBrowser: false,
      writeAccount: false,
    });
  });
});
