import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { contactMessageSchema } from "../../app/features/contact/lib/contact-message";
import { startContactBackend } from "./index";

const fields = (message: string) => ({
  name: "Eli Stone",
  email: "eli@example.com",
  subject: "Order Information",
  message,
});

it("recognises a retry after a restart of the embedded storefront, even from a limited client", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "contact-store-"));
  const start = () =>
    startContactBackend({
      env: { DATA_DIR: dataDir },
      app: () => ({
        schema: contactMessageSchema,
        shopName: "Shop",
        shopEmail: "shop@example.com",
      }),
      limit: { points: 1, durationSeconds: 600 },
      log: { info: () => undefined, error: () => undefined },
    });
  try {
    const key = randomUUID();
    const first = await start();
    const receipt = await first.store
      .forClient("203.0.113.7")
      .receive({ fields: fields("Where is order 1001, please?"), idempotencyKey: key });
    expect(receipt.status).toBe("accepted");
    await first.close();

    const second = await start();
    try {
      const inbox = second.store.forClient("203.0.113.7");
      const other = await inbox.receive({
        fields: fields("A second question about order 1001"),
        idempotencyKey: randomUUID(),
      });
      expect(other.status).toBe("accepted");
      const third = await inbox.receive({
        fields: fields("And a third one, over the limit"),
        idempotencyKey: randomUUID(),
      });
      expect(third.status).toBe("limited");
      // The first message's answer was lost before the restart: its retry is still a success.
      const retry = await inbox.receive({
        fields: fields("Where is order 1001, please?"),
        idempotencyKey: key,
      });
      expect(retry).toEqual(receipt);
    } finally {
      await second.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
