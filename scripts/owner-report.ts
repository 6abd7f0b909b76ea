import fs from "node:fs";
import path from "node:path";
import {
  DatabaseInUseError,
  openStorefrontDatabase,
  type StorefrontDatabase,
} from "../server/db/client";
import { initEnv } from "../server/env.server";
import { OWNER_PATH, readOwnerAccess } from "../server/owner-access";

/** JSON as it crosses HTTP: dates become ISO strings on both ways to a report. */
export type Plain<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Plain<U>[]
    : T extends object
      ? { [K in keyof T]: Plain<T[K]> }
      : T;

/**
 * A report for the shop owner's scripts, from the storefront's database (DATABASE_URL, else
 * DATA_DIR) whether or not the shop is running: PostgreSQL and a closed embedded database are
 * opened here; an embedded database the running storefront holds (PGlite takes one process) is
 * read through that storefront, which answers its own reports on loopback to the token it wrote
 * beside the database (server/owner-access.ts).
 */
export async function ownerReport<T>(
  name: string,
  query: URLSearchParams,
  read: (db: StorefrontDatabase) => Promise<T>,
): Promise<Plain<T>> {
  const root = path.resolve(import.meta.dirname, "..");
  if (fs.existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  if (process.env.NODE_ENV === undefined) process.env.NODE_ENV = "production";
  const env = initEnv();
  let database;
  try {
    database = await openStorefrontDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
    });
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    const access = readOwnerAccess(env.DATA_DIR);
    if (!access) throw error;
    const response = await fetch(`http://127.0.0.1:${access.port}${OWNER_PATH}/${name}?${query}`, {
      headers: { authorization: `Bearer ${access.token}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      const said = (await response.json().catch(() => null)) as { error?: unknown } | null;
      const why = typeof said?.error === "string" ? `: ${said.error}` : "";
      throw new Error(`the running storefront answered ${response.status}${why}`);
    }
    return (await response.json()) as Plain<T>;
  }
  try {
    return JSON.parse(JSON.stringify(await read(database.db))) as Plain<T>;
  } finally {
    await database.close();
  }
}
