import { afterEach, describe, expect, it } from "vitest";
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

    // A burst: 300 new ids, one of them twice, and the one already seen.
    const burst = Array.from({ length: 300 }, (_, n) => `burst-${n}`);
    const answers = await Promise.all([
      ...burst.map((id) => ids.firstDelivery(id, "inventory_levels/update")),
      ids.firstDelivery("burst-7", "inventory_levels/update"),
      ids.firstDelivery("alone", "products/update"),
    ]);
    expect(answers.slice(0, 300).every(Boolean)).toBe(true);
    expect(answers.slice(300)).toEqual([false, false]);

    const stored = await database.db.select().from(processedWebhooks);
    expect(stored).toHaveLength(301);
  });

  it("reports a statement that fails to every delivery it carried, and goes on afterwards", async () => {
    database = await openStorefrontDatabase({ dataDir: "memory://" });
    const ids = createDeliveryIds(database.db);
    // PostgreSQL refuses a NUL character in text.
    const unstorable = "products/\u0000update";
    // The first goes alone; the two behind it share a statement, which the bad topic breaks.
    const answers = await Promise.allSettled([
      ids.firstDelivery("first", "products/update"),
      ids.firstDelivery("second", "products/update"),
      ids.firstDelivery("third", unstorable),
    ]);
    expect(answers[0]).toEqual({ status: "fulfilled", value: true });
    expect(answers.slice(1).map((answer) => answer.status)).toEqual(["rejected", "rejected"]);
    expect(await ids.firstDelivery("second", "products/update")).toBe(true);
  });
});
