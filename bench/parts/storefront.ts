import type { PartResult } from "../lib/report";

export async function benchStorefront(_options: { durationSec: number }): Promise<PartResult> {
  return { part: "storefront", skipped: "not written yet", data: null, checks: [] };
}
