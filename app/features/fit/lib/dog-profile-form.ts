import { dogFields, type DogProfile, type DogProfileChanges } from "./dog-profile";
import { readDogMeasurements, type MeasurementErrors } from "./measurements-form";
import type { LengthUnit, WeightUnit } from "./size-chart";

// The "My dog" form on /account, as typed. Every field may be left empty (the shopper clears
// it); what is filled in must be what the profile accepts, and each problem is named by field.

export interface DogProfileDraft {
  name: string;
  breed: string;
  weight: string;
  weightUnit: WeightUnit;
  lengthUnit: LengthUnit;
  neck: string;
  chest: string;
  back: string;
  birthday: string;
}

export type DogProfileErrors = MeasurementErrors & {
  name?: string;
  breed?: string;
  birthday?: string;
};

const text = (measurement: { value: number } | null | undefined) =>
  measurement ? String(measurement.value) : "";

/** The form for a stored profile (or an empty one). */
export function dogProfileDraft(profile: DogProfile | null): DogProfileDraft {
  return {
    name: profile?.name ?? "",
    breed: profile?.breed ?? "",
    weight: text(profile?.weight),
    weightUnit: profile?.weight?.unit ?? "lb",
    lengthUnit: (profile?.chest ?? profile?.neck ?? profile?.back)?.unit ?? "in",
    neck: text(profile?.neck),
    chest: text(profile?.chest),
    back: text(profile?.back),
    birthday: profile?.birthday ?? "",
  };
}

/** Every field's new value (null where empty), or what is wrong, field by field. */
export function readDogProfileForm(
  draft: DogProfileDraft,
): { ok: true; changes: DogProfileChanges } | { ok: false; errors: DogProfileErrors } {
  const errors: DogProfileErrors = {};
  const changes: DogProfileChanges = {};
  const measured = [draft.weight, draft.neck, draft.chest, draft.back].some((v) => v.trim());
  const read = measured ? readDogMeasurements(draft, draft.lengthUnit) : null;
  if (read && !read.ok) Object.assign(errors, read.errors);
  const measurements = read?.ok ? read.measurements : {};
  changes.weight = measurements.weight ?? null;
  changes.neck = measurements.neck ?? null;
  changes.chest = measurements.chest ?? null;
  changes.back = measurements.back ?? null;

  const name = draft.name.trim();
  if (name && !dogFields.name.safeParse(name).success) {
    errors.name = "Name must be at most 40 characters";
  }
  changes.name = name || null;
  const breed = draft.breed.trim();
  if (breed && !dogFields.breed.safeParse(breed).success) {
    errors.breed = "Breed must be at most 60 characters";
  }
  changes.breed = breed || null;
  const birthday = draft.birthday.trim();
  if (birthday && !dogFields.birthday.safeParse(birthday).success) {
    errors.birthday = "Birthday must be a real date, not in the future";
  }
  changes.birthday = birthday || null;

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, changes };
}
