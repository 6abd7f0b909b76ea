import { describe, expect, it } from "vitest";
import { MemoryStorage } from "~/test-support/memory-storage";
import { editDogProfile } from "./dog-profile";
import {
  dogName,
  profileMeasurements,
  readBrowserDogProfile,
  writeBrowserDogProfile,
} from "./dog-profile-storage";
import { DOG_PROFILE_KEY } from "./use-has-dog-profile";

const bella = editDogProfile(
  null,
  { name: "Bella", weight: { value: 2, unit: "kg" }, chest: { value: 33, unit: "cm" } },
  1_000,
);

describe("the browser's dog profile", () => {
  it("reads back what was stored", () => {
    const storage = new MemoryStorage();
    expect(writeBrowserDogProfile(bella, storage)).toBe(true);
    expect(readBrowserDogProfile(storage)).toEqual(bella);
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
    const storage = new MemoryStorage();
    storage.setItem(DOG_PROFILE_KEY, raw);
    expect(readBrowserDogProfile(storage)).toBeNull();
    expect(storage.getItem(DOG_PROFILE_KEY)).toBeNull();
  });

  it("forgets the dog on null, and survives a storage that refuses", () => {
    const storage = new MemoryStorage();
    writeBrowserDogProfile(bella, storage);
    writeBrowserDogProfile(null, storage);
    expect(readBrowserDogProfile(storage)).toBeNull();
    storage.failing = "all";
    expect(writeBrowserDogProfile(bella, storage)).toBe(false);
    expect(readBrowserDogProfile(storage)).toBeNull();
    expect(readBrowserDogProfile(null)).toBeNull();
  });
});
