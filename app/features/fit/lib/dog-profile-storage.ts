import { useSyncExternalStore } from "react";
import { readStored, type StorageSource } from "~/lib/browser-storage";
import { syncedCustomerMetafield } from "~/lib/customer-metafield-sync";
import { knowsNoDog, mergeDogProfiles, readDogProfile, type DogProfile } from "./dog-profile";
import type { DogMeasurements } from "./recommend-size";
import { DOG_PROFILE_EVENT, DOG_PROFILE_KEY } from "./use-has-dog-profile";

// The dog this browser shops for: kept in localStorage under one key for a guest, and on the
// customer's `custom.dog_profile` metafield once signed in (read and merged field by field on
// sign-in, written through on every change, forgotten by the browser on sign-out; the mechanism
// is ~/lib/customer-metafield-sync.ts). What is read back, from storage or the account, is
// validated (`readDogProfile`: the units, the ranges a small dog can have, the text lengths); an
// entry that does not pass is removed quietly and the shop simply knows no dog.

/** No dog: the profile with no field set. */
const NO_DOG: DogProfile = { updated: {} };

export const dogProfileSync = syncedCustomerMetafield<DogProfile>({
  key: "dog_profile",
  storageKey: DOG_PROFILE_KEY,
  read: readDogProfile,
  merge: (browser, account) => mergeDogProfiles(browser, account) ?? NO_DOG,
  empty: NO_DOG,
});

// Every page asks whether there is a dog (./use-has-dog-profile.ts) without loading this module:
// each change, from this tab, another tab or the account, is announced to it.
if (typeof window !== "undefined") {
  dogProfileSync.subscribe(() => window.dispatchEvent(new Event(DOG_PROFILE_EVENT)));
}

/** The stored profile, or null when there is none, it is not valid (then dropped) or no storage. */
export function readBrowserDogProfile(source: StorageSource = "local"): DogProfile | null {
  const profile = readStored(source, DOG_PROFILE_KEY, (raw) => readDogProfile(raw) ?? undefined);
  return knowsNoDog(profile ?? null) ? null : (profile ?? null);
}

/** Stores the dog in the browser, and on the account when the customer is signed in. */
export function saveDogProfile(profile: DogProfile) {
  dogProfileSync.set(profile);
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

const subscribe = (onChange: () => void) => dogProfileSync.subscribe(onChange);
const snapshot = () => {
  const profile = dogProfileSync.get();
  return knowsNoDog(profile) ? null : profile;
};
const serverSnapshot = () => null;

/** The browser's dog profile (null for none), kept in step with other tabs and the account. */
export function useBrowserDogProfile(): DogProfile | null {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
