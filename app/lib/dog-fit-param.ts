// The dog a "Fits my dog" filter is for, as the shop's URL carries it: `?fits=weight-2kg.chest-35cm`.
// The measurements themselves are in the link (not a pointer to a profile), so a link shared
// with another device, or opened signed out, shows the same products. The shop's filters (the
// catalogue) read it and the dog's profile (the fit feature) writes it, so the format lives here.
// Like every URL parameter it is input: a part that does not read as a measurement a small dog
// can have turns the whole filter off rather than filtering by half a dog.

/** What a small dog can measure, per unit: anything outside is a typo, not a dog. */
export const DOG_LIMITS = {
  in: [2, 40],
  cm: [5, 100],
  lb: [0.5, 60],
  kg: [0.2, 27],
} as const;

export type DogLengthUnit = "in" | "cm";
export type DogWeightUnit = "lb" | "kg";

/** The dog's measurements a filter compares with a size chart; at least one is present. */
export interface DogFit {
  weight?: { value: number; unit: DogWeightUnit };
  neck?: { value: number; unit: DogLengthUnit };
  chest?: { value: number; unit: DogLengthUnit };
  back?: { value: number; unit: DogLengthUnit };
}

const MEASURES = ["weight", "neck", "chest", "back"] as const;
type FitMeasure = (typeof MEASURES)[number];

/** The longest value the parameter may have: four parts, each at most `chest-100.25cm`. */
const MAX_LENGTH = 80;
const PART = /^(weight|neck|chest|back)-(\d{1,3}(?:\.\d{1,2})?)(kg|lb|cm|in)$/;

const unitFits = (measure: FitMeasure, unit: string) =>
  measure === "weight" ? unit === "kg" || unit === "lb" : unit === "cm" || unit === "in";

/** The measurements in a `fits` parameter, or null when it is absent or not wholly valid. */
export function parseDogFitParam(text: string | null | undefined): DogFit | null {
  if (!text || text.length > MAX_LENGTH) return null;
  const parts = splitParts(text);
  if (parts.length > MEASURES.length) return null;
  const fit: Record<string, { value: number; unit: string }> = {};
  for (const part of parts) {
    const match = PART.exec(part);
    if (!match) return null;
    const [, measure, number, unit] = match as unknown as [string, FitMeasure, string, string];
    const value = Number(number);
    const [low, high] = DOG_LIMITS[unit as keyof typeof DOG_LIMITS];
    if (!unitFits(measure, unit) || value < low || value > high || measure in fit) return null;
    fit[measure] = { value, unit };
  }
  return Object.keys(fit).length > 0 ? (fit as DogFit) : null;
}

/** `weight-2kg.chest-13.5in`: the parts split on the dots that are not decimal points. */
function splitParts(text: string): string[] {
  return text.split(/\.(?=[a-z])/);
}

/** The parameter for these measurements (weight, neck, chest, back in that order); null for none. */
export function formatDogFitParam(fit: DogFit): string | null {
  const parts = MEASURES.flatMap((measure) => {
    const given = fit[measure];
    if (!given) return [];
    return [`${measure}-${Math.round(given.value * 100) / 100}${given.unit}`];
  });
  return parts.length > 0 ? parts.join(".") : null;
}

/** "2 kg, chest 35 cm": the dog as a filter chip names it. */
export function describeDogFit(fit: DogFit): string {
  return MEASURES.flatMap((measure) => {
    const given = fit[measure];
    if (!given) return [];
    const amount = `${Math.round(given.value * 100) / 100} ${given.unit}`;
    return [
      measure === "weight" ? amount : `${measure === "back" ? "back length" : measure} ${amount}`,
    ];
  }).join(", ");
}
