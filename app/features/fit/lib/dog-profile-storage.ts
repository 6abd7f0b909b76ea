import { useSyncExternalStore } from "react";
import { readStored, removeStored, writeStored, type StorageSource } from "~/lib/browser-storage";
import { readDogProfile, type DogProfile } from "./dog-profile";
import type { DogMeasurements } from "./recommend-size";
import { DOG_PROFILE_EVENT, DOG_PROFILE_KEY, subscribeToDogProfile } from "./use-has-dog-profile";

// The guest's dog, kept in the browser under one key. What is read back is validated
// (`readDogProfile`: the units, the ranges a small dog can have, the text lengths); an entry that
// does not pass is removed quietly and the shop simply knows no dog, never an error page.

const announce = () => {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(DOG_PROFILE_EVENT));
};

/** The stored profile, or null when there is none, it is not valid (then dropped) or no storage. */
export function readBrowserDogProfile(source: StorageSource = "local"): DogProfile | null {
  const profile = readStored(source, DOG_PROFILE_KEY, (raw) => readDogProfile(raw) ?? undefined);
  return profile ?? null;
}

/** Stores the profile (null forgets it) and tells this tab; true when storage took it. */
export function writeBrowserDogProfile(
  profile: DogProfile | null,
  source: StorageSource = "local",
): boolean {
  const done = profile
    ? writeStored(source, DOG_PROFILE_KEY, JSON.stringify(profile))
    : removeStored(source, DOG_PROFILE_KEY);
  announce();
  return done;
}

/** The measurements a size chart is compared with: what the profile holds. */
export function profileMeasurements(profile: DogProfile | null): DogMeasurements {
  const measurements: DogMeasurements = {};
  if (profile?.weight) measurements.weight = profile.weight;
  if (profile?.neck) measurements.neck = profile.neck;
  if (profile?.chest) measurements.chest = profile.chest;
  if (profile?.back) measurements.back = profile.back;
  return measurements;
}

/** "Bella", or "your dog" when the shopper gave no name. */
export const dogName = (profile: DogProfile | null) => profile?.name ?? "your dog";

// useSyncExternalStore needs the same object for the same stored text, or it renders forever.
let cached: { raw: string | null | undefined; profile: DogProfile | null } | null = null;

function snapshot(): DogProfile | null {
  const raw = readStored("local", DOG_PROFILE_KEY);
  if (cached && cached.raw === raw) return cached.profile;
  const profile = readBrowserDogProfile();
  // A bad entry was just removed: the pages asking "is there a dog?" hear it once this render ends.
  if (raw != null && profile === null) queueMicrotask(announce);
  cached = { raw, profile };
  return profile;
}

const serverSnapshot = () => null;

/** The browser's dog profile, kept in step with other tabs and this tab's edits. */
export function useBrowserDogProfile(): DogProfile | null {
  return useSyncExternalStore(subscribeToDogProfile, snapshot, serverSnapshot);
}
