import { eq, sql } from "drizzle-orm";
import type { StorefrontDatabase } from "../db/client";
import { catalogueVersion } from "../db/schema";

/**
 * How often an instance sharing PostgreSQL with others reads the catalogue's version: a change
 * another instance was told of reaches this one's caches within this, well inside the 2 s in
 * which a shopper must see it. One primary-key read of one row: about 0.1 ms of the database's
 * time, twice a second per instance.
 */
export const CATALOGUE_POLL_MS = 500;

export interface CatalogueVersion {
  /** This process's generation: a new number whenever the catalogue changed, here or elsewhere. */
  generation(): number;
  /** The shop announced a change: caches here drop at once, other instances' at their next read. */
  changed(): Promise<void>;
  close(): void;
}

/**
 * The catalogue's version, shared by every storefront instance through one row of the database
 * (`catalogue_version`). Each instance polls it rather than being told: a webhook reaches one
 * instance, and polling one row needs no connection held open (LISTEN would need one per
 * instance, and is lost behind a transaction-pooling proxy). On embedded PGlite this process is
 * the database's only user, so it never polls.
 */
export async function startCatalogueVersion(options: {
  db: StorefrontDatabase;
  /** Other processes may change the version (PostgreSQL). */
  shared: boolean;
  pollMs?: number;
  log?: { error(message: string): void };
}): Promise<CatalogueVersion> {
  const { db } = options;
  let generation = 0;
  let seen = await read();
  let polling: Promise<void> | undefined;

  async function read(): Promise<number> {
    const rows = await db
      .select({ version: catalogueVersion.version })
      .from(catalogueVersion)
      .where(eq(catalogueVersion.id, 1));
    return rows[0]?.version ?? 0;
  }

  function poll() {
    polling ??= read()
      .then((version) => {
        if (version !== seen) {
          seen = version;
          generation += 1;
        }
      })
      .catch((error: unknown) => {
        options.log?.error(`catalogue version: could not read it: ${String(error)}`);
      })
      .finally(() => {
        polling = undefined;
      });
  }

  const timer = options.shared ? setInterval(poll, options.pollMs ?? CATALOGUE_POLL_MS) : undefined;
  timer?.unref();

  let writing: Promise<void> | undefined;
  let following: Promise<void> | undefined;

  /** One write of the shared version: a change told to the other instances. */
  function share(): Promise<void> {
    const write = bump().finally(() => {
      if (writing === write) writing = undefined;
    });
    writing = write;
    return write;
  }

  async function bump() {
    const rows = await db
      .insert(catalogueVersion)
      .values({ id: 1, version: 1 })
      .onConflictDoUpdate({
        target: catalogueVersion.id,
        set: { version: sql`${catalogueVersion.version} + 1`, changedAt: sql`now()` },
      })
      .returning({ version: catalogueVersion.version });
    const version = rows[0]!.version;
    // Another instance's change landed between our last read and this one: it may describe a
    // change made after this process dropped its caches, so they go again.
    if (version !== seen + 1) generation += 1;
    seen = version;
  }

  return {
    generation: () => generation,
    changed() {
      // This process's caches drop at once; the other instances need only hear that something
      // changed after their last read, so the changes heard while a write is out share the one
      // write that follows it (a burst of webhooks is two writes, not one per webhook).
      generation += 1;
      if (!writing) return share();
      following ??= writing
        .catch(() => undefined)
        .then(() => {
          following = undefined;
          return share();
        });
      return following;
    },
    close: () => clearInterval(timer),
  };
}
