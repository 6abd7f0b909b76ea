import { afterEach, describe, expect, it } from "vitest";
import { openStorefrontDatabase, type StorefrontDatabaseHandle } from "../db/client";
import { catalogueVersion } from "../db/schema";
import { COALESCE_MS, startCatalogueVersion, type CatalogueVersion } from "./catalogue-version";

let database: StorefrontDatabaseHandle | undefined;
const started: CatalogueVersion[] = [];

afterEach(async () => {
  for (const version of started.splice(0)) version.close();
  await database?.close();
  database = undefined;
});

async function open() {
  database = await openStorefrontDatabase({ dataDir: "memory://" });
  return database;
}

const storedVersion = async (handle: StorefrontDatabaseHandle) =>
  (await handle.db.select().from(catalogueVersion))[0]?.version ?? 0;

describe("the catalogue version", () => {
  it("drops the caches at once after a quiet spell, and once more for a burst behind it", async () => {
    const handle = await open();
    const version = await startCatalogueVersion({ db: handle.db, shared: true, pollMs: 60_000 });
    started.push(version);

    const first = version.changed();
    expect(version.generation()).toBe(1);
    await first;
    expect(await storedVersion(handle)).toBe(1);

    // Fifty more within the window: none drops the caches until it ends, then one does, with
    // one write for the other instances.
    const burst = Array.from({ length: 50 }, () => version.changed());
    expect(version.generation()).toBe(1);
    await Promise.all(burst);
    expect(version.generation()).toBe(2);
    expect(await storedVersion(handle)).toBe(2);

    // A quiet spell later, a change drops them at once again.
    await new Promise((resolve) => setTimeout(resolve, COALESCE_MS));
    void version.changed();
    expect(version.generation()).toBe(3);
  });

  it("writes nothing on the embedded database, which no other instance reads", async () => {
    const handle = await open();
    const version = await startCatalogueVersion({ db: handle.db, shared: false });
    started.push(version);
    await version.changed();
    await Promise.all(Array.from({ length: 5 }, () => version.changed()));
    expect(version.generation()).toBe(2);
    expect(await storedVersion(handle)).toBe(0);
  });

  it("reaches another instance on the same database at its next read", async () => {
    const handle = await open();
    const told = await startCatalogueVersion({ db: handle.db, shared: true, pollMs: 20 });
    const other = await startCatalogueVersion({ db: handle.db, shared: true, pollMs: 20 });
    started.push(told, other);

    await Promise.all([told.changed(), told.changed(), told.changed()]);
    await expect.poll(() => other.generation()).toBeGreaterThan(0);
    // Its own versions are known to the instance told: no further drop of its caches for them
    // (one drop at once, one for the two changes behind it).
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(told.generation()).toBe(2);
  });
});
