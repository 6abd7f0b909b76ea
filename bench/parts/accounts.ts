import type { PartResult } from "../lib/report";

export async function benchAccounts(_options: { durationSec: number }): Promise<PartResult> {
  return { part: "accounts", skipped: "not written yet", data: null, checks: [] };
}
