import { z } from "zod/mini";
import { parseJsonText } from "~/lib/json-text";

// The dog a shopper shops for: kept in the browser for a guest and on the customer (a metafield)
// once they sign in. Both copies are input: whatever is read back, from storage or the API, goes
// through `readDogProfile`, and what does not parse is dropped, never shown as an error.
//
// Each field carries the time it was last set, so a profile edited in the browser and another
// edited on the account merge field by field, and neither side's newer values are lost. A field
// the shopper cleared is kept as null with its time, so clearing it wins over an older value.

/**
 * What a small dog can measure, per unit: anything outside is a typo, not a dog. The shop's URL
 * filter (~/lib/dog-fit-param.ts) keeps its own copy, so the shop's first load does not share a
 * chunk with this module; a test keeps the two equal.
 */
export const DOG_PROFILE_LIMITS = {
  in: [2, 40],
  cm: [5, 100],
  lb: [0.5, 60],
  kg: [0.2, 27],
} as const;
const LIMITS = DOG_PROFILE_LIMITS;

const measured = <U extends keyof typeof LIMITS>(unit: U) =>
  z.strictObject({
    value: z.number().check(z.minimum(LIMITS[unit][0]), z.maximum(LIMITS[unit][1])),
    unit: z.literal(unit),
  });

const length = z.union([measured("in"), measured("cm")]);
const weight = z.union([measured("lb"), measured("kg")]);

/** A birthday is a calendar date in the last 30 years, never in the future. */
const birthday = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((text) => {
    const date = Date.parse(`${text}T00:00:00Z`);
    const now = Date.now();
    return (
      Number.isFinite(date) &&
      new Date(date).toISOString().startsWith(text) &&
      date <= now &&
      date >= now - 30 * 365.25 * 24 * 3600 * 1000
    );
  }, "A birthday is a real date in the last 30 years"),
);

export const dogFields = {
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  breed: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  weight,
  neck: length,
  chest: length,
  back: length,
  birthday,
} as const;

export type DogField = keyof typeof dogFields;
const FIELD_NAMES = Object.keys(dogFields) as DogField[];

type FieldValues = { [F in DogField]: z.infer<(typeof dogFields)[F]> };

export type DogProfile = { [F in DogField]?: FieldValues[F] | null } & {
  /** When each field was last set or cleared (ms since the epoch). */
  updated: Partial<Record<DogField, number>>;
};

const stamp = z.number().check(z.int(), z.nonnegative(), z.maximum(8.64e15));

export const dogProfileSchema: z.ZodMiniType<DogProfile> = z.strictObject({
  name: z.optional(z.nullable(dogFields.name)),
  breed: z.optional(z.nullable(dogFields.breed)),
  weight: z.optional(z.nullable(dogFields.weight)),
  neck: z.optional(z.nullable(dogFields.neck)),
  chest: z.optional(z.nullable(dogFields.chest)),
  back: z.optional(z.nullable(dogFields.back)),
  birthday: z.optional(z.nullable(dogFields.birthday)),
  updated: z.partialRecord(z.enum(FIELD_NAMES as [DogField, ...DogField[]]), stamp),
});

/** The profile in stored or fetched JSON text, or null when there is none or it is not valid. */
export function readDogProfile(text: string | null | undefined): DogProfile | null {
  return parseJsonText(text, dogProfileSchema, 4_000) ?? null;
}

/** New values for some fields; null clears one. */
export type DogProfileChanges = { [F in DogField]?: FieldValues[F] | null };

/** The profile with these fields set (or cleared, with null) now. */
export function editDogProfile(
  profile: DogProfile | null,
  changes: DogProfileChanges,
  now = Date.now(),
): DogProfile {
  const next: DogProfile = { ...(profile ?? {}), updated: { ...(profile?.updated ?? {}) } };
  for (const field of FIELD_NAMES) {
    if (!(field in changes)) continue;
    (next as Record<string, unknown>)[field] = changes[field] ?? null;
    next.updated[field] = now;
  }
  return next;
}

/** The profile with every field cleared now: the shop knows no dog, here and on the account. */
export function forgetDog(profile: DogProfile | null, now = Date.now()): DogProfile {
  return editDogProfile(
    profile,
    Object.fromEntries(FIELD_NAMES.map((field) => [field, null])),
    now,
  );
}

/** True when no field holds a value (never set, or every one cleared). */
export const knowsNoDog = (profile: DogProfile | null) =>
  !profile || FIELD_NAMES.every((field) => profile[field] == null);

/** Field by field, the value set last; a field set on one side only is kept. */
export function mergeDogProfiles(a: DogProfile | null, b: DogProfile | null): DogProfile | null {
  if (!a || !b) return a ?? b;
  const merged: DogProfile = { updated: {} };
  for (const field of FIELD_NAMES) {
    const fromA = a.updated[field] ?? (a[field] != null ? 0 : undefined);
    const fromB = b.updated[field] ?? (b[field] != null ? 0 : undefined);
    if (fromA === undefined && fromB === undefined) continue;
    const winner = (fromB ?? -1) > (fromA ?? -1) ? b : a;
    (merged as Record<string, unknown>)[field] = winner[field] ?? null;
    const at = winner.updated[field];
    if (at !== undefined) merged.updated[field] = at;
  }
  return merged;
}
