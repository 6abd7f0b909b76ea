import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type StorefrontSchema = typeof schema;
export type StorefrontDatabase = PgDatabase<PgQueryResultHKT, StorefrontSchema>;

export interface StorefrontDatabaseHandle {
  db: StorefrontDatabase;
  kind: "pglite" | "postgres";
  /** The PostgreSQL pool (for the shared rate limiter); absent when embedded. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, "migrations");
// Its own bookkeeping table, so the storefront and the provider may share one PostgreSQL
// database without taking each other's migrations as their own.
const MIGRATIONS = { migrationsFolder, migrationsTable: "__storefront_migrations" };
const LOCK_FILE = "storefront.pid";

/** Another process has the embedded database open; PGlite takes one process at a time. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The storefront's database in ${dataDir} is in use by another process (pid ${pid}), ` +
        "probably a running storefront. Stop it first, or use a PostgreSQL DATABASE_URL, " +
        "which any number of processes may share.",
    );
  }
}

/** The advisory lock the storefront's migrations take on PostgreSQL (any fixed number: "bout"). */
const MIGRATION_LOCK = 0x626f7574;

/**
 * Instances started together would each create the migrations' bookkeeping and run the same
 * migrations at once, and all but one would fail (CREATE … IF NOT EXISTS is no guard against a
 * create under way in another session). A session advisory lock makes them take turns; the
 * later ones find the work done.
 */
async function migrateOneAtATime(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client, { schema }), MIGRATIONS);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * Opens the storefront's own database and brings it to the latest migration: PostgreSQL when
 * `databaseUrl` is set, otherwise embedded PGlite in `dataDir` (`memory://` keeps it in
 * memory, for tests and journeys). Unlike the provider's, PGlite keeps its default durability
 * (no `relaxedDurability`, `synchronous_commit` on): a commit returns only once PGlite has
 * written it to the data folder, so a shopper is told a message was sent only once it is.
 */
export async function openStorefrontDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<StorefrontDatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    try {
      await migrateOneAtATime(pool);
      const db = drizzlePg(pool, { schema });
      return {
        db: db as unknown as StorefrontDatabase,
        kind: "postgres",
        pool,
        close: () => pool.end(),
      };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  if (options.dataDir.startsWith("memory://")) {
    const client = await PGlite.create();
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, MIGRATIONS);
    return { db: db as unknown as StorefrontDatabase, kind: "pglite", close: () => client.close() };
  }
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    await createDataDirApart(dataDir);
    const client = await PGlite.create({ dataDir });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, MIGRATIONS);
    return {
      db: db as unknown as StorefrontDatabase,
      kind: "pglite",
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Creating a PGlite data folder runs initdb in WebAssembly, which grows PGlite's memory to about
 * 850 MB, and WebAssembly memory never shrinks: a server that created its folder kept about
 * 1 GB resident for its whole life, against 0.3 GB when it opens one that exists. So a
 * short-lived child process creates the folder, and this one opens it as it would any other.
 */
async function createDataDirApart(dataDir: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const script = `const { PGlite } = await import(process.argv[1]);
    const db = await PGlite.create({ dataDir: process.argv[2] });
    await db.close();`;
  await promisify(execFile)(process.execPath, [
    "--input-type=module",
    "-e",
    script,
    pglite,
    dataDir,
  ]);
}

/**
 * PGlite runs PostgreSQL inside this process: a second process opening the same directory
 * would corrupt it. So the first writes its pid beside the data; a later one finds a live pid
 * and stops with DatabaseInUseError. A pid left by a process that died is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(fs.readFileSync(file, "utf8").trim());
      if (pid && isAlive(pid)) throw new DatabaseInUseError(dataDir, pid);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
