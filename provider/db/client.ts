import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { PGlite, types, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, "migrations");

/**
 * The types Drizzle reads as text (it maps them itself), as its PGlite session asks for: dates,
 * times and intervals, and arrays of numerics, timestamps, intervals and dates.
 */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

/**
 * A local stand-in for Shopify can lose the last few milliseconds of writes in a crash without
 * harm (PostgreSQL stays consistent), and not waiting for the disk on every commit is what lets
 * cart mutations keep up with a shopper's clicks. The shop's data is a few megabytes, so the
 * default 128 MB of shared buffers would only cost memory. Every page is in memory, so a random
 * read costs about what a sequential one does (`random_page_cost` 1.1, the usual setting for
 * data in memory): the planner then combines the trigram and option indexes for a search such
 * as "sweater" in size S instead of scanning all 10,000 listings (about half the time).
 */
const PGLITE_OPTIONS = {
  relaxedDurability: true,
  // Catalogue search uses trigram indexes (migration 0009), as it does on PostgreSQL.
  extensions: { pg_trgm },
  postgresqlconf: ["synchronous_commit = off", "shared_buffers = 16MB", "random_page_cost = 1.1"],
  parsers: textParsers(),
};

function textParsers(): Record<number, (value: string) => string> {
  return Object.fromEntries(TEXT_TYPES.map((type) => [type, (value: string) => value]));
}

/** Resolves on the event loop's next turn, after it has read whatever the sockets hold. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Two changes to how statements reach PGlite, which runs them synchronously on this thread.
 *
 * Each statement first waits for the event loop's next turn. PGlite hands results back as
 * promise callbacks, so the requests in flight ran statement after statement without the loop
 * reading new requests: the server worked in rounds, and a request that arrived just after a
 * round began waited for two. Yielding once per statement lets new requests join at once.
 *
 * Drizzle passes its text parsers with every query, and PGlite then copies its whole parser
 * table (over 300 entries) for that one query: more than a small statement itself costs. The
 * client's own table already reads these types as text (PGLITE_OPTIONS), so the per-query copy
 * is dropped, in and out of transactions.
 */
function tunedClient(client: PGlite): PGlite {
  const strip = (options?: QueryOptions): QueryOptions | undefined => {
    const parsers = options?.parsers;
    if (!parsers) return options;
    const keys = Object.keys(parsers).map(Number);
    const same = keys.length === TEXT_TYPES.length && TEXT_TYPES.every((t) => keys.includes(t));
    return same ? { ...options, parsers: undefined } : options;
  };
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  return Object.assign(client, {
    query: (async (text, params, options) => {
      await nextTurn();
      return query(text, params, strip(options));
    }) as PGlite["query"],
    transaction: (async (callback) => {
      await nextTurn();
      return transaction((tx: Transaction) => {
        const txQuery = tx.query.bind(tx);
        tx.query = ((text, params, options) =>
          txQuery(text, params, strip(options))) as Transaction["query"];
        return callback(tx);
      });
    }) as PGlite["transaction"],
  });
}
// The package does not export its package.json, so read it beside its entry point.
const PGLITE_VERSION = (
  JSON.parse(
    fs.readFileSync(
      path.join(
        path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")),
        "..",
        "package.json",
      ),
      "utf8",
    ),
  ) as { version: string }
).version;

/**
 * Runs one statement on the driver beneath Drizzle, also inside a transaction (pass the `tx`).
 * Drizzle's own work per query (building, mapping) costs more than a small statement itself,
 * which matters on the hottest paths. Both
 * drivers take `$1` parameters and answer with `{ rows }`; PGlite answers timestamps, dates and
 * intervals as text (see PGLITE_OPTIONS), node-postgres as Dates: select them as numbers or
 * JSON when the value matters.
 */
export async function queryRows<Row>(db: Database, text: string, params: unknown[]) {
  // The session's client: the connection itself, or inside `db.transaction` the transaction's
  // (going around it would wait for the transaction to end).
  const { client } = (db as unknown as { session: { client: RowsClient } }).session;
  return (await client.query(text, params)).rows as Row[];
}

interface RowsClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Opens the provider's database and brings it to the latest migration: PostgreSQL when a URL is
 * given, otherwise embedded PGlite in `dataDir` (`memory://` keeps it in memory, for tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }
  const inMemory = options.dataDir.startsWith("memory://");
  if (inMemory) return openMemoryDatabase();
  fs.mkdirSync(options.dataDir, { recursive: true });
  const client = tunedClient(await PGlite.create({ dataDir: options.dataDir, ...PGLITE_OPTIONS }));
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}

/**
 * A fresh PGlite runs initdb in WebAssembly, which takes seconds; tests and throwaway runs open
 * many. So the first one saves its migrated, empty data directory as a template in the temp
 * folder (keyed by the migrations), and later ones start from a copy of it.
 */
async function openMemoryDatabase(): Promise<DatabaseHandle> {
  const migrations = fs
    .readdirSync(migrationsFolder)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((f) => fs.readFileSync(path.join(migrationsFolder, f), "utf8"));
  const key = createHash("sha256").update(migrations.join("\n")).digest("hex").slice(0, 16);
  const template = path.join(os.tmpdir(), `boutique-pglite-${PGLITE_VERSION}-${key}.tar`);
  let client: PGlite;
  if (fs.existsSync(template)) {
    client = await PGlite.create({
      loadDataDir: new Blob([fs.readFileSync(template)]),
      ...PGLITE_OPTIONS,
    });
  } else {
    client = await PGlite.create(PGLITE_OPTIONS);
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    const dump = await client.dumpDataDir("none");
    const partial = `${template}.${process.pid}.tmp`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, template);
  }
  const db = drizzlePglite(tunedClient(client), { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}
