import { mergeDogProfiles, type DogProfile } from "./dog-profile";

/**
 * The dog on both sides after a signed-in customer meets the browser's copy: field by field the
 * newer value, and which sides need the merged profile written back. A side already holding it
 * is not written, so opening the account twice costs no second write.
 */
export function reconcileDogProfiles(
  browser: DogProfile | null,
  account: DogProfile | null,
): { profile: DogProfile | null; writeBrowser: boolean; writeAccount: boolean } {
  const profile = mergeDogProfiles(browser, account);
  const same = (side: DogProfile | null) => canonical(side) === canonical(profile);
  return {
    profile,
    writeBrowser: !same(browser),
    writeAccount: profile !== null && !same(account),
  };
}

/** The profile as text with its keys in one order, so equal profiles compare equal. */
function canonical(profile: DogProfile | null): string {
  if (!profile) return "null";
  const sorted = (value: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify(sorted({ ...profile, updated: sorted(profile.updated) }));
}
