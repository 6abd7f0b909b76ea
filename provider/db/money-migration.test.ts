import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, expect, it } from "vitest";

// Migration 0012 widens the order money columns to 64-bit cents; orders already stored keep
// their amounts, and amounts past 32 bits then fit.

const migrations = path.resolve(import.meta.dirname, "migrations");
const client = new PGlite({ extensions: { pg_trgm } });
const partial = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-migrations-"));

afterAll(async () => {
  await client.close();
  fs.rmSync(partial, { recursive: true, force: true });
});

/** The migrations folder as it was before `tag`: its files and journal up to the one before. */
function migrationsBefore(tag: string) {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrations, "meta", "_journal.json"), "utf8"),
  ) as { entries: { idx: number; tag: string }[] };
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  expect(stop).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, stop);
  fs.mkdirSync(path.join(partial, "meta"), { recursive: true });
  fs.writeFileSync(
    path.join(partial, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries }),
  );
  for (const entry of entries) {
    fs.copyFileSync(
      path.join(migrations, `${entry.tag}.sql`),
      path.join(partial, `${entry.tag}.sql`),
    );
  }
  return partial;
}

const insertOrder = (number: number, cents: bigint) =>
  client.query(
    `INSERT INTO orders (name, number, confirmation_number, status_token, processed_at, created_at,
       updated_at, currency_code, subtotal_before_discounts_cents, discount_cents, shipping_cents,
       tax_cents, total_cents, discount_codes, financial_status, fulfillment_status)
     VALUES ($1, $2, 'C', $3, now(), now(), now(), 'USD', $4, 0, 0, 0, $4, '[]', 'PAID', 'UNFULFILLED')`,
    [`#${number}`, number, `token-${number}`, cents.toString()],
  );

it("keeps stored amounts and then stores amounts past 32 bits", async () => {
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: migrationsBefore("0012_money_in_bigint_cents") });
  await insertOrder(1001, 2_147_483_647n);
  await expect(insertOrder(1002, 2_200_000_000n)).rejects.toThrow(/out of range/);

  await migrate(db, { migrationsFolder: migrations });
  await insertOrder(1002, 2_200_000_000_000n);
  const { rows } = await client.query<{ number: number; total: string; type: string }>(
    `SELECT number, total_cents::text AS total, pg_typeof(total_cents)::text AS type
       FROM orders ORDER BY number`,
  );
  expect(rows).toEqual([
    { number: 1001, total: "2147483647", type: "bigint" },
    { number: 1002, total: "2200000000000", type: "bigint" },
  ]);
  // Running every migration on a fresh embedded database takes a while on a busy machine.
}, 180_000);
