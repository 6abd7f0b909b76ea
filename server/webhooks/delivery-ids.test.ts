import { afterEach, describe, expect, it, vi } from "vitest";
import { openStorefrontDatabase, type StorefrontDatabaseHandle } from "../db/client";
import { processedWebhooks } from "../db/schema";
import { createDeliveryIds } from "./delivery-ids";

let database: StorefrontDatabaseHandle | undefined;

afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe("webhook delivery ids", () => {
  it("answers first for each new id and repeat for each id seen, in a burst as alone", async () => {
    database = await openStorefrontDatabase({ dataDir: "memory://" });
    const ids = createDeliveryIds(database.db);

    expect(await ids.firstDelivery("alone", "products/update")).toBe(true);
    expect(await ids.firstDelivery("alone", "products/update")).toBe(false);

    // A burst: 300 new ids, one of them twice, and the one already seen, all in one statement.
    const inserts = vi.spyOn(database.db, "insert");
    const burst = Array.from({ length: 300 }, (_, n) => `burst-${n}`);
    const answers = await Promise.all([
      ...burst.map((id) => ids.firstDelivery(id, "inventory_levels/update")),
      ids.firstDelivery("burst-7", "inventory_levels/update"),
      ids.firstDelivery("alone", "products/update"),
    ]);
    expect(answers.slice(0, 300).every(Boolean)).toBe(true);
    expect(answers.slice(300)).toEqual([false, false]);
    expect(inserts).toHaveBeenCalledTimes(1);

    const stored = await database.db.select().from(processedWebhooks);
    expect(stored).toHaveLength(301);
  });

  it("reports a statement that fails to every delivery it carried, and goes on afterwards", async () => {
    database = await openStorefrontDatabase({ dataDir: "memory://" });
    const ids = createDeliveryIds(database.db);
    // PostgreSQL refuses a NUL character in text.
    const unstorable = "products/\u0000update";
    // The first goes alone; the two asked for together share a statement, which the bad topic
    // breaks.
    expect(await ids.firstDelivery("first", "products/update")).toBe(true);
    const answers = await Promise.allSettled([
      ids.firstDelivery("second", "products/update"),
      ids.firstDelivery("third", unstorable),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(["rejected", "rejected"]);
    expect(await ids.firstDelivery("second", "products/update")).toBe(true);
  });
});
