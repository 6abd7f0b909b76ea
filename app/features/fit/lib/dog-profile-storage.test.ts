import { describe, expect, it } from "vitest";
import { MemoryStorage } from "~/test-support/memory-storage";
import { editDogProfile, forgetDog, mergeDogProfiles } from "./dog-profile";
import { dogName, profileMeasurements, readBrowserDogProfile } from "./dog-profile-storage";
import { DOG_PROFILE_KEY } from "./use-has-dog-profile";

const bella = editDogProfile(
  null,
  { name: "Bella", weight: { value: 2, unit: "kg" }, chest: { value: 33, unit: "cm" } },
  1_000,
);

const stored = (raw: string) => {
  const storage = new MemoryStorage();
  storage.setItem(DOG_PROFILE_KEY, raw);
  return storage;
};

describe("the browser's dog profile", () => {
  it("reads back what was stored", () => {
    expect(readBrowserDogProfile(stored(JSON.stringify(bella)))).toEqual(bella);
    expect(profileMeasurements(bella)).toEqual({
      weight: { value: 2, unit: "kg" },
      chest: { value: 33, unit: "cm" },
    });
    expect(dogName(bella)).toBe("Bella");
    expect(dogName(editDogProfile(bella, { name: null }))).toBe("your dog");
  });

  it.each([
    ["not JSON", "{"],
    ["another shape", JSON.stringify(["Bella"])],
    ["a weight no small dog has", JSON.stringify({ ...bella, weight: { value: 300, unit: "kg" } })],
    ["a name of a thousand letters", JSON.stringify({ ...bella, name: "B".repeat(1000) })],
    ["a measurement without a unit", JSON.stringify({ ...bella, chest: { value: 33 } })],
  ])("drops %s quietly", (_case, raw) => {
    const storage = stored(raw);
    expect(readBrowserDogProfile(storage)).toBeNull();
    expect(storage.getItem(DOG_PROFILE_KEY)).toBeNull();
  });

  it("reads the empty profile the account sync keeps as no dog", () => {
    expect(readBrowserDogProfile(stored(JSON.stringify({ updated: {} })))).toBeNull();
  });

  it("forgets the dog field by field, so the account's older copy does not bring it back", () => {
    const forgotten = forgetDog(bella, 2_000);
    expect(readBrowserDogProfile(stored(JSON.stringify(forgotten)))).toBeNull();
    // The account still holds Bella as she was at 1,000: the later clearing wins the merge.
    expect(
      readBrowserDogProfile(stored(JSON.stringify(mergeDogProfiles(forgotten, bella)))),
    ).toBeNull();
    // A dog given after forgetting is known again.
    const milo = editDogProfile(forgotten, { name: "Milo" }, 3_000);
    expect(dogName(readBrowserDogProfile(stored(JSON.stringify(milo))))).toBe("Milo");
  });

  it("knows no dog without storage, or with a storage that refuses", () => {
    const storage = stored(JSON.stringify(bella));
    storage.failing = "all";
    expect(readBrowserDogProfile(storage)).toBeNull();
    expect(readBrowserDogProfile(null)).toBeNull();
  });
});
