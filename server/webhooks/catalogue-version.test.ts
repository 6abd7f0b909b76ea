import { afterEach, describe, expect, it } from "vitest";
import { openStorefrontDatabase, type StorefrontDatabaseHandle } from "../db/client";
import { catalogueVersion } from "../db/schema";
import { startCatalogueVersion, type CatalogueVersion } from "./catalogue-version";

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
  it("drops this process's caches at once for every change, and shares a burst in few writes", async () => {
    const handle = await open();
    const version = await startCatalogueVersion({ db: handle.db, shared: false });
    started.push(version);

    await Promise.all(Array.from({ length: 50 }, () => version.changed()));
    expect(version.generation()).toBe(50);
    // One write for the first change, one for all those heard while it was out.
    expect(await storedVersion(handle)).toBe(2);

    await version.changed();
    expect(version.generation()).toBe(51);
    expect(await storedVersion(handle)).toBe(3);
  });

  it("reaches another instance on the same database at its next read", async () => {
    const handle = await open();
    const told = await startCatalogueVersion({ db: handle.db, shared: true, pollMs: 20 });
    const other = await startCatalogueVersion({ db: handle.db, shared: true, pollMs: 20 });
    started.push(told, other);

    await Promise.all([told.changed(), told.changed(), told.changed()]);
    await expect.poll(() => other.generation()).toBeGreaterThan(0);
    // Its own version is known to the instance told: no second drop of its caches for it.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(told.generation()).toBe(3);
  });
});
