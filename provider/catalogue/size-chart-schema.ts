import { z } from "zod";

// The `custom.size_chart` product metafield (type json): for each size the product sells,
// smallest first, the dog's neck, chest and back length it fits in inches and centimetres and the
// dog's weight in pounds and kilograms. The provider checks the shape itself (it is a separate
// program from the storefront that reads it) so a catalogue can never serve a chart the shop would
// have to throw away.

export const SIZE_CHART_KEY = { namespace: "custom", key: "size_chart" } as const;

// A small dog's tape and scale stay well inside these; anything larger is a typo.
const range = (max: number) =>
  z
    .tuple([z.number().positive().max(max), z.number().positive().max(max)])
    .refine(([low, high]) => low <= high, "a range runs from its low end to its high end");

const lengths = z.strictObject({ in: range(60), cm: range(150) });
const weights = z.strictObject({ lb: range(60), kg: range(27) });

const row = z
  .strictObject({
    size: z.string().trim().min(1).max(12),
    neck: lengths.optional(),
    chest: lengths.optional(),
    back: lengths.optional(),
    weight: weights.optional(),
  })
  .refine(
    (size) => size.neck ?? size.chest ?? size.back ?? size.weight,
    "a size names at least one measurement",
  );

export const sizeChartSchema = z.strictObject({ sizes: z.array(row).min(1).max(10) });
export type SizeChartInput = z.infer<typeof sizeChartSchema>;

/** Centimetres agree with inches (× 2.54) and kilograms with pounds (× 0.4536) within rounding. */
function unitsAgree(chart: SizeChartInput): boolean {
  const close = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance;
  return chart.sizes.every((size) =>
    [0, 1].every(
      (end) =>
        (["neck", "chest", "back"] as const).every((measure) => {
          const ranges = size[measure];
          return !ranges || close(ranges.in[end]! * 2.54, ranges.cm[end]!, 0.6);
        }) &&
        (!size.weight || close(size.weight.lb[end]! * 0.4536, size.weight.kg[end]!, 0.1)),
    ),
  );
}

/** Each measurement's range starts no lower than the size before it. */
function smallestFirst(chart: SizeChartInput): boolean {
  return (["neck", "chest", "back", "weight"] as const).every((measure) => {
    const lows = chart.sizes.flatMap((size) => {
      const ranges = size[measure];
      if (!ranges) return [];
      return ["in" in ranges ? ranges.in[0] : ranges.lb[0]];
    });
    return lows.every((low, i) => i === 0 || low >= lows[i - 1]!);
  });
}

/** The problems with a chart's JSON text, in words for the catalogue's author (none: valid). */
export function sizeChartProblems(value: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return ["is not valid JSON"];
  }
  const parsed = sizeChartSchema.safeParse(json);
  if (!parsed.success) {
    return parsed.error.issues.map(
      (issue) => `${issue.path.join(".") || "chart"}: ${issue.message}`,
    );
  }
  const problems: string[] = [];
  if (!smallestFirst(parsed.data)) problems.push("sizes must be listed smallest first");
  if (!unitsAgree(parsed.data)) {
    problems.push("cm must be in × 2.54 and kg lb × 0.4536 (within rounding)");
  }
  return problems;
}
