import { useSyncExternalStore } from "react";

// Whether this browser knows a dog: the one question every page asks before loading anything
// about the dog. It is answered from the stored text alone, without parsing or validating it, so
// this is all a first page carries; the badge, the filter toggle and the finder load with the
// code that reads the profile (./dog-profile-storage.ts), which drops a bad entry and says so.

/** Where the browser keeps the dog's profile. Renaming it forgets every shopper's dog. */
export const DOG_PROFILE_KEY = "boutique.dog-profile";

/** The profile's fields, beside its `updated` times; a profile with none set is no dog. */
const DOG_FIELDS = ["name", "breed", "weight", "neck", "chest", "back", "birthday"] as const;

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
 * Whether the stored profile sets any field: an empty one (what the account sync keeps for no
 * dog) or a forgotten one (every field cleared) is no dog, as an absent key is. This validates
 * nothing, so it skips ~/lib/browser-storage.ts (which would join every page's first load for
 * this one question); the code that reads the profile validates it and drops a bad entry. A
 * refused or missing storage is no dog, as it is there.
 */
function hasProfile() {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(DOG_PROFILE_KEY);
  } catch {
    return false;
  }
  if (raw === null) return false;
  // Every card on a page asks on every render; the answer changes only with the text.
  if (raw === lastRaw) return lastAnswer;
  lastRaw = raw;
  lastAnswer = knowsDog(raw);
  return lastAnswer;
}

let lastRaw: string | null = null;
let lastAnswer = false;

function knowsDog(raw: string): boolean {
  try {
    const fields = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof fields === "object" && fields !== null && !Array.isArray(fields)) {
      return DOG_FIELDS.some((field) => fields[field] != null);
    }
  } catch {
    // Not JSON: answered below.
  }
  // Not a profile at all: "yes", so the code that reads the profile loads, finds it invalid
  // and drops it, rather than leaving it stored for ever.
  return true;
}

/** The server knows no dog: the page renders without one and hydrates to the browser's answer. */
const serverHasProfile = () => false;

/** True once this browser holds a dog profile (in this tab or another). */
export function useHasDogProfile(): boolean {
  return useSyncExternalStore(subscribeToDogProfile, hasProfile, serverHasProfile);
}
