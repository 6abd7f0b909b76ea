import type { BenchOptions } from "../lib/options";
import type { PartResult } from "../lib/report";

export async function benchAccounts(_options: BenchOptions): Promise<PartResult> {
  return { part: "accounts", skipped: "not written yet", data: null, checks: [] };
}
