import type { DogFit } from "~/lib/dog-fit-param";
import { recommendSize } from "./recommend-size";
import { readSizeChart } from "./size-chart";

/**
 * Whether a product's size chart has a size for this dog: one it fits, or the larger of two it is
 * between. A product without a (valid) chart, or a dog outside the chart, does not fit: the
 * filter promises a size, and a guess is not one.
 */
export function chartFitsDog(chartJson: string | null | undefined, dog: DogFit): boolean {
  const chart = readSizeChart(chartJson);
  if (!chart) return false;
  const advice = recommendSize(chart, dog);
  return advice.kind === "fits" || advice.kind === "between";
}
