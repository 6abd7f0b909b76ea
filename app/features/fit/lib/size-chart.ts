import { z } from "zod/mini";
import { parseJsonText } from "~/lib/json-text";

// A product's size chart, as the shop keeps it in the product metafield `custom.size_chart`
// (type json): for each size, smallest first, the dog's neck, chest and back length it fits in
// inches and centimetres, and the weight in pounds and kilograms. The chart arrives over the
// network and is read here once; a chart that does not parse is no chart, so the product page
// shows no guide rather than a wrong one.

/** The metafield that holds a product's chart, as a merchant defines it on Shopify. */
export const SIZE_CHART_METAFIELD = { namespace: "custom", key: "size_chart" } as const;

export type LengthUnit = "in" | "cm";
export type WeightUnit = "lb" | "kg";
export type BodyMeasure = "neck" | "chest" | "back";
export type Measure = BodyMeasure | "weight";

/** Generous bounds for a small dog: a tape longer than this is a typo, not a dog. */
const LIMITS = { in: 60, cm: 150, lb: 60, kg: 27 } as const;

const range = (max: number) =>
  z
    .tuple([
      z.number().check(z.positive(), z.maximum(max)),
      z.number().check(z.positive(), z.maximum(max)),
    ])
    .check(z.refine(([low, high]) => low <= high, "A range runs from its low end to its high end"));

const lengthRanges = z.strictObject({ in: range(LIMITS.in), cm: range(LIMITS.cm) });
const weightRanges = z.strictObject({ lb: range(LIMITS.lb), kg: range(LIMITS.kg) });

const sizeRow = z
  .strictObject({
    size: z.string().check(z.trim(), z.minLength(1), z.maxLength(12)),
    neck: z.optional(lengthRanges),
    chest: z.optional(lengthRanges),
    back: z.optional(lengthRanges),
    weight: z.optional(weightRanges),
  })
  .check(
    z.refine(
      (row) => row.neck ?? row.chest ?? row.back ?? row.weight,
      "A size names at least one measurement",
    ),
  );

export const sizeChartSchema = z
  .strictObject({ sizes: z.array(sizeRow).check(z.minLength(1), z.maxLength(10)) })
  .check(
    z.superRefine((chart, ctx) => {
      const names = chart.sizes.map((row) => row.size.toLowerCase());
      if (new Set(names).size !== names.length) {
        ctx.addIssue({ code: "custom", message: "Each size appears once", path: ["sizes"] });
      }
      // Smallest first: each measurement's range starts no lower than the size before it.
      for (const measure of ["neck", "chest", "back", "weight"] as const) {
        const lows = chart.sizes.flatMap((row) => {
          const ranges = row[measure];
          if (!ranges) return [];
          return ["in" in ranges ? ranges.in[0] : ranges.lb[0]];
        });
        if (lows.some((low, i) => i > 0 && low < lows[i - 1]!)) {
          ctx.addIssue({
            code: "custom",
            message: `Sizes are listed smallest first (${measure})`,
            path: ["sizes"],
          });
        }
      }
    }),
  );

export type SizeChart = z.infer<typeof sizeChartSchema>;
export type SizeRow = SizeChart["sizes"][number];

/** The chart in a metafield's value (JSON text), or null when there is none or it is not valid. */
export function readSizeChart(value: string | null | undefined): SizeChart | null {
  return parseJsonText(value, sizeChartSchema, 20_000) ?? null;
}

/** A measurement's range for one size, in the unit asked, if the chart gives it. */
export function rangeOf(
  row: SizeRow,
  measure: Measure,
  unit: LengthUnit | WeightUnit,
): readonly [number, number] | undefined {
  if (measure === "weight") {
    return unit === "lb" || unit === "kg" ? row.weight?.[unit] : undefined;
  }
  return unit === "in" || unit === "cm" ? row[measure]?.[unit] : undefined;
}
