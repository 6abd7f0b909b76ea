import { DOG_PROFILE_LIMITS, dogFields } from "./dog-profile";
import type { DogMeasurements } from "./recommend-size";
import type { LengthUnit, WeightUnit } from "./size-chart";

// The fit finder's form, as typed: numbers arrive as text and become measurements only when they
// are numbers a small dog can measure (the same bounds as the dog's profile), so a typo such as
// 140 cm for a chest is named back to the shopper instead of finding no size.

export interface MeasurementsDraft {
  weight: string;
  weightUnit: WeightUnit;
  neck: string;
  chest: string;
  back: string;
}

type Field = "weight" | "neck" | "chest" | "back";
export type MeasurementErrors = Partial<Record<Field | "form", string>>;

const LABELS: Record<Field, string> = {
  weight: "Weight",
  neck: "Neck",
  chest: "Chest",
  back: "Back length",
};

const BOUNDS = DOG_PROFILE_LIMITS;

/** "14", "13.5" and "13,5" are numbers; anything else is not. */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim().replace(",", ".");
  if (!/^\d+(?:\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

export function readDogMeasurements(
  draft: MeasurementsDraft,
  lengthUnit: LengthUnit,
): { ok: true; measurements: DogMeasurements } | { ok: false; errors: MeasurementErrors } {
  const errors: MeasurementErrors = {};
  const measurements: DogMeasurements = {};
  const fields: Field[] = ["weight", "neck", "chest", "back"];
  for (const field of fields) {
    const text = draft[field];
    if (!text.trim()) continue;
    const unit = field === "weight" ? draft.weightUnit : lengthUnit;
    const [low, high] = BOUNDS[unit];
    const value = numberOf(text);
    const parsed =
      value === undefined ? undefined : dogFields[field].safeParse({ value, unit }).data;
    if (!parsed) {
      errors[field] = `${LABELS[field]} must be a number from ${low} to ${high} ${unit}`;
    } else if (field === "weight") {
      measurements.weight = { value: parsed.value, unit: draft.weightUnit };
    } else {
      measurements[field] = { value: parsed.value, unit: lengthUnit };
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (Object.keys(measurements).length === 0) {
    return { ok: false, errors: { form: "Enter your dog's weight or a measurement" } };
  }
  return { ok: true, measurements };
}
