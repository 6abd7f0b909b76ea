import { useSyncExternalStore } from "react";

// Whether this browser knows a dog: the one question every page asks before loading anything
// about the dog. It is answered from the stored text alone, without parsing or validating it, so
// this is all a first page carries; the badge, the filter toggle and the finder load with the
// code that reads the profile (./dog-profile-storage.ts), which drops a bad entry and says so.

/** Where the browser keeps the dog's profile. Renaming it forgets every shopper's dog. */
export const DOG_PROFILE_KEY = "boutique.dog-profile";

/**
 * What the key holds when the shop knows no dog yet a profile was kept (the account sync stores
 * its empty value): no dog, as an absent key is.
 */
export const NO_DOG_TEXT = '{"updated":{}}';

/** Fired on `window` when this tab writes or drops the profile; other tabs hear `storage`. */
export const DOG_PROFILE_EVENT = "dog-profile:change";

/** Calls `onChange` whenever the stored profile may have changed, in this tab or another. */
export function subscribeToDogProfile(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key === DOG_PROFILE_KEY || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(DOG_PROFILE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(DOG_PROFILE_EVENT, onChange);
  };
}

/**
 * Whether anything is stored under the key. This asks for presence only, never reads a value
 * into the page, so it skips ~/lib/browser-storage.ts (which would join every page's first load
 * for this one question); a refused or missing storage is no dog, as it is there.
 */
function hasProfile() {
  try {
    const raw = window.localStorage.getItem(DOG_PROFILE_KEY);
    return raw !== null && raw !== NO_DOG_TEXT;
  } catch {
    return false;
  }
}
/** The server knows no dog: the page renders without one and hydrates to the browser's answer. */
const serverHasProfile = () => false;

/** True once this browser holds a dog profile (in this tab or another). */
export function useHasDogProfile(): boolean {
  return useSyncExternalStore(subscribeToDogProfile, hasProfile, serverHasProfile);
}
