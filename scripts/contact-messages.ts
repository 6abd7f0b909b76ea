import { desc } from "drizzle-orm";
import { DatabaseInUseError, openStorefrontDatabase } from "../server/db/client";
import { contactMessages } from "../server/db/schema";
import { initEnv } from "../server/env.server";

/**
 * `npm run contact:messages [-- --limit <n>]`: the stored contact messages, newest first, each
 * with its delivery to the shop owner (sent, pending with its attempts and last error, or
 * failed). Reads the same database as the storefront (DATABASE_URL, else DATA_DIR).
 */
async function main() {
  if (process.env.NODE_ENV === undefined) process.env.NODE_ENV = "production";
  const env = initEnv();
  const limitArg = process.argv.indexOf("--limit");
  const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : 50;
  if (!(limit > 0)) throw new Error("--limit must be a positive number");

  const database = await openStorefrontDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
  });
  try {
    const rows = await database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(limit);
    if (rows.length === 0) {
      console.log("No contact messages yet.");
      return;
    }
    for (const row of rows) {
      console.log(
        [
          `${row.createdAt.toISOString()}  ${row.subject}  —  ${row.name} <${row.email}>`,
          `  ${delivery(row)}`,
          ...row.message.split("\n").map((line) => `  | ${line}`),
          "",
        ].join("\n"),
      );
    }
    console.log(`${rows.length} message${rows.length === 1 ? "" : "s"}, newest first.`);
  } finally {
    await database.close();
  }
}

function delivery(row: typeof contactMessages.$inferSelect): string {
  if (row.sentAt) return `sent to the shop owner ${row.sentAt.toISOString()}`;
  const attempts = `${row.deliveryAttempts} attempt${row.deliveryAttempts === 1 ? "" : "s"}`;
  const error = row.lastError ? `; last error: ${row.lastError}` : "";
  if (row.failedAt)
    return `FAILED (gave up ${row.failedAt.toISOString()} after ${attempts}${error})`;
  if (row.deliveryAttempts === 0) return "pending (not tried yet)";
  return `pending (${attempts}, next ${row.nextAttemptAt.toISOString()}${error})`;
}

main().catch((error: unknown) => {
  if (error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
