import {
  rangeOf,
  type BodyMeasure,
  type LengthUnit,
  type Measure,
  type SizeChart,
  type WeightUnit,
} from "./size-chart";

// Which size fits a dog, and why, in words a shopper can check against the chart. A garment
// must fit every part it goes round, so each measurement the shopper gave picks the smallest size
// it fits, and the largest of those picks wins. Between two sizes (in the gap between their
// ranges, or where they overlap) the larger one is recommended: a little room is comfortable, a
// tight fit is not, which is why the FAQ says to size up. The tape is better than the scale: when
// the shopper gave any body measurement, weight only breaks a tie of nothing; alone, it decides.

export interface Measurement<U> {
  value: number;
  unit: U;
}

export interface DogMeasurements {
  weight?: Measurement<WeightUnit>;
  neck?: Measurement<LengthUnit>;
  chest?: Measurement<LengthUnit>;
  back?: Measurement<LengthUnit>;
}

export type SizeAdvice =
  /** The dog's measurements sit inside this size's ranges. */
  | { kind: "fits"; size: string; measure: Measure; reason: string }
  /** The dog is between `smaller` and `size`; `size` (the larger) is recommended. */
  | { kind: "between"; size: string; smaller: string; measure: Measure; reason: string }
  /** The dog is smaller than the smallest size or larger than the largest. */
  | { kind: "outside"; direction: "below" | "above"; measure: Measure; reason: string }
  /** Nothing the shopper gave can be compared with this chart. */
  | { kind: "unknown"; reason: string };

const LABELS: Record<Measure, string> = {
  neck: "neck",
  chest: "chest",
  back: "back length",
  weight: "weight",
};

const BODY: readonly BodyMeasure[] = ["chest", "neck", "back"];

/** 14 → "14", 13.5 → "13.5", 0.95 → "0.95": no trailing zeros, at most two decimals. */
function number(value: number): string {
  return String(Math.round(value * 100) / 100);
}

const span = ([low, high]: readonly [number, number], unit: string) =>
  `${number(low)}–${number(high)} ${unit}`;

interface Pick {
  index: number;
  advice: SizeAdvice;
}

/** Where one measurement falls in the chart. */
function place(
  chart: SizeChart,
  measure: Measure,
  given: Measurement<LengthUnit | WeightUnit>,
): Pick | null {
  const rows = chart.sizes
    .map((row, index) => ({ row, index, range: rangeOf(row, measure, given.unit) }))
    .filter((entry): entry is typeof entry & { range: readonly [number, number] } =>
      Boolean(entry.range),
    );
  if (rows.length === 0) return null;
  const value = given.value;
  const what = `${LABELS[measure]} ${number(value)} ${given.unit}`;
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;

  if (value < first.range[0]) {
    return {
      index: -1,
      advice: {
        kind: "outside",
        direction: "below",
        measure,
        reason: `${what} is below the smallest size, ${first.row.size} (${span(first.range, given.unit)})`,
      },
    };
  }
  if (value > last.range[1]) {
    return {
      index: chart.sizes.length,
      advice: {
        kind: "outside",
        direction: "above",
        measure,
        reason: `${what} is above the largest size, ${last.row.size} (${span(last.range, given.unit)})`,
      },
    };
  }

  const containing = rows.filter(({ range }) => value >= range[0] && value <= range[1]);
  if (containing.length === 1) {
    const { row, index, range } = containing[0]!;
    return {
      index,
      advice: {
        kind: "fits",
        size: row.size,
        measure,
        reason: `${what} is in ${row.size}'s ${span(range, given.unit)}`,
      },
    };
  }
  // In two overlapping ranges, or in the gap between two: the larger size.
  const larger =
    containing.length > 1
      ? containing[containing.length - 1]!
      : rows.find(({ range }) => range[0] > value)!;
  const smaller =
    containing.length > 1
      ? containing[containing.length - 2]!
      : [...rows].reverse().find(({ range }) => range[1] < value)!;
  return {
    index: larger.index,
    advice: {
      kind: "between",
      size: larger.row.size,
      smaller: smaller.row.size,
      measure,
      reason:
        `${what} is between ${smaller.row.size} (${span(smaller.range, given.unit)}) and ` +
        `${larger.row.size} (${span(larger.range, given.unit)}): size up to ${larger.row.size}`,
    },
  };
}

/** The size to recommend for this dog on this chart, with the reason. */
export function recommendSize(chart: SizeChart, dog: DogMeasurements): SizeAdvice {
  const body = BODY.flatMap((measure) => {
    const given = dog[measure];
    const picked = given ? place(chart, measure, given) : null;
    return picked ? [picked] : [];
  });
  const picks = body.length > 0 ? body : dog.weight ? [place(chart, "weight", dog.weight)] : [];
  const placed = picks.filter((pick): pick is Pick => pick !== null);
  if (placed.length === 0) {
    return {
      kind: "unknown",
      reason: "This chart has none of the measurements given: add the dog's chest or weight",
    };
  }
  const outside = placed.find((pick) => pick.advice.kind === "outside");
  if (outside) return outside.advice;
  // The largest pick wins; among equal picks, "between" is said, since the shopper should know.
  return placed.reduce((best, pick) =>
    pick.index > best.index || (pick.index === best.index && pick.advice.kind === "between")
      ? pick
      : best,
  ).advice;
}
