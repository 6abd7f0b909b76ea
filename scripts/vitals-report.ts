import { DatabaseInUseError } from "../server/db/client";
import {
  VITALS_OWNER_REPORT,
  vitalsOwnerReport,
  vitalsReportTable,
} from "../server/vitals/vitals-owner-report";
import { ownerReport } from "./owner-report";

/**
 * `npm run vitals:report [-- --from YYYY-MM-DD --to YYYY-MM-DD]`: shoppers' field speed, the
 * p75 of LCP, INP, CLS, FCP and TTFB per page template against the Core Web Vitals thresholds,
 * for the last seven days unless a period is given. The local provider's merchant console shows
 * the same table; on real Shopify this command is where the owner reads it. Reads the
 * storefront's database, through the running storefront when it holds the embedded one
 * (scripts/owner-report.ts).
 */
async function main() {
  const query = new URLSearchParams();
  for (const name of ["from", "to"]) {
    const at = process.argv.indexOf(`--${name}`);
    if (at > 0) query.set(name, process.argv[at + 1] ?? "");
  }
  const report = await ownerReport(VITALS_OWNER_REPORT, query, (db) =>
    vitalsOwnerReport(db, query),
  );
  console.log(vitalsReportTable(report));
  if (report.p75.length === 0) console.log("\nNo page loads were measured in this period.");
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
