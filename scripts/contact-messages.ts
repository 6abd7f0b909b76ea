import { recentContactMessages, type ContactMessageRow } from "../server/contact/recent-messages";
import { DatabaseInUseError } from "../server/db/client";
import { ownerReport, type Plain } from "./owner-report";

/**
 * `npm run contact:messages [-- --limit <n>]`: the stored contact messages, newest first, each
 * with its delivery to the shop owner (sent, pending with its attempts and last error, or
 * failed). Reads the same database as the storefront (DATABASE_URL, else DATA_DIR), through the
 * running storefront when it holds the embedded one (scripts/owner-report.ts).
 */
async function main() {
  const limitArg = process.argv.indexOf("--limit");
  const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : 50;
  if (!(limit > 0)) throw new Error("--limit must be a positive number");

  const rows = await ownerReport(
    "contact-messages",
    new URLSearchParams({ limit: String(limit) }),
    (db) => recentContactMessages(db, limit),
  );
  if (rows.length === 0) {
    console.log("No contact messages yet.");
    return;
  }
  for (const row of rows) {
    console.log(
      [
        `${row.createdAt}  ${row.subject}  —  ${row.name} <${row.email}>`,
        `  ${delivery(row)}`,
        ...row.message.split("\n").map((line) => `  | ${line}`),
        "",
      ].join("\n"),
    );
  }
  console.log(`${rows.length} message${rows.length === 1 ? "" : "s"}, newest first.`);
}

function delivery(row: Plain<ContactMessageRow>): string {
  if (row.sentAt) return `sent to the shop owner ${row.sentAt}`;
  const attempts = `${row.deliveryAttempts} attempt${row.deliveryAttempts === 1 ? "" : "s"}`;
  const error = row.lastError ? `; last error: ${row.lastError}` : "";
  if (row.failedAt) return `FAILED (gave up ${row.failedAt} after ${attempts}${error})`;
  if (row.deliveryAttempts === 0) return "pending (not tried yet)";
  return `pending (${attempts}, next ${row.nextAttemptAt}${error})`;
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
