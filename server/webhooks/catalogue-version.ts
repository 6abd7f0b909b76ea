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

/** Changes heard within this of the last drop of the caches are one more drop, at its end. */
export const COALESCE_MS = 100;

export interface CatalogueVersion {
  /** This process's generation: a new number whenever the catalogue changed, here or elsewhere. */
  generation(): number;
  /**
   * The shop announced a change: caches here drop within COALESCE_MS (at once after a quiet
   * spell), other instances' at their next read after that.
   */
  changed(): Promise<void>;
  close(): void;
}

/**
 * The catalogue's version, shared by every storefront instance through one row of the database
 * (`catalogue_version`). Each instance polls it rather than being told: a webhook reaches one
 * instance, and polling one row needs no connection held open (LISTEN would need one per
 * instance, and is lost behind a transaction-pooling proxy). On embedded PGlite this process is
 * the database's only user, so it neither polls nor writes: there is no one to tell.
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

  /** The writes of the shared version, one after another (each reads the one before). */
  let writing: Promise<void> = Promise.resolve();
  let lastBump = -Infinity;
  let trailing: Promise<void> | undefined;
  let trailingTimer: NodeJS.Timeout | undefined;
  /** A new generation here, and, when shared, one write telling the other instances. */
  function bump(): Promise<void> {
    lastBump = performance.now();
    generation += 1;
    if (!options.shared) return Promise.resolve();
    const write = writing.catch(() => undefined).then(share);
    writing = write;
    return write;
  }
  async function share() {
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
      // The first change after a quiet spell drops the caches at once; the changes heard within
      // COALESCE_MS of the last drop are one more drop at the end of that window. So a burst of
      // webhooks about a product (a bulk edit, a restock: hundreds a second) drops the caches
      // at most once per window, and each page is read again once per window rather than once
      // per webhook, with no render kept in between; and no change waits more than
      // COALESCE_MS, well inside the 2 s in which a shopper must see it.
      if (trailing) return trailing;
      const since = performance.now() - lastBump;
      if (since >= COALESCE_MS) return bump();
      trailing = new Promise<void>((resolve, reject) => {
        trailingTimer = setTimeout(() => {
          trailing = undefined;
          bump().then(resolve, reject);
        }, COALESCE_MS - since);
      });
      return trailing;
    },
    close: () => {
      clearInterval(timer);
      clearTimeout(trailingTimer);
    },
  };
}
