import { pendingStockAlerts } from "../server/alerts/stock-alerts";
import { DatabaseInUseError } from "../server/db/client";
import { ownerReport } from "./owner-report";

/**
 * `npm run alerts:pending`: who waits for which sold-out size ("Email me when it's back"),
 * oldest request first, confirmed or still waiting for its confirmation. Reads the storefront's
 * database, through the running storefront when it holds the embedded one
 * (scripts/owner-report.ts).
 */
async function main() {
  const rows = await ownerReport("alerts-pending", new URLSearchParams(), pendingStockAlerts);
  if (rows.length === 0) {
    console.log("No one is waiting for a size.");
    return;
  }
  for (const row of rows) {
    const state = row.confirmed ? "confirmed" : "unconfirmed";
    console.log(`${row.createdAt}  ${row.productTitle} (${row.size})  —  ${row.email}  [${state}]`);
  }
  const confirmed = rows.filter((row) => row.confirmed).length;
  console.log(`${rows.length} waiting (${confirmed} confirmed), oldest first.`);
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
