import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../tests/support/free-port";
import { startPostgres, type PostgresServer } from "../../tests/support/postgres-server";
import { eventually } from "../test-support/contact-server";
import { sendWholeThenRead } from "../test-support/send-whole-then-read";
import {
  deliver,
  shopifyDelivery,
  startWebhookServer,
  type WebhookServer,
} from "../test-support/webhook-server";
import { WEBHOOK_BODY_LIMIT_BYTES, WEBHOOKS_PATH } from "./webhook-router";

// POST /api/webhooks over HTTP, on embedded PGlite and on a real PostgreSQL server shared by
// two storefront instances, with deliveries signed here as Shopify signs them.
const SECRET = "test-webhook-secret-0123456789";

const product = {
  id: 8123456789,
  admin_graphql_api_id: "gid://shopify/Product/8123456789",
  handle: "cable-knit-sweater",
  title: "Cable Knit Sweater",
  variants: [
    { id: 4500001, admin_graphql_api_id: "gid://shopify/ProductVariant/4500001", price: "32.00" },
    { id: 4500002, price: "32.00" },
  ],
};

let postgres: PostgresServer | undefined;
let skipped = "";

beforeAll(async () => {
  const started = await startPostgres(await freePort());
  if ("skipped" in started) skipped = started.skipped;
  else postgres = started;
}, 60_000);

afterAll(() => postgres?.stop());

describe("POST /api/webhooks without a secret", () => {
  it("does not exist", async () => {
    const t = await startWebhookServer({});
    try {
      const delivery = shopifyDelivery("products/update", product, SECRET);
      expect((await deliver(t.url, delivery)).status).toBe(404);
      expect(t.changes).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe("POST /api/webhooks on PGlite", () => {
  let t: WebhookServer;
  beforeAll(async () => {
    t = await startWebhookServer({ secret: SECRET });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("accepts a delivery signed with the secret, answers at once and drops the caches", async () => {
    const before = t.generation();
    const started = performance.now();
    const answer = await deliver(t.url, shopifyDelivery("products/update", product, SECRET));
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(t.generation()).toBeGreaterThan(before);
    expect(t.changes.at(-1)).toEqual({
      topic: "products/update",
      variants: ["gid://shopify/ProductVariant/4500001", "gid://shopify/ProductVariant/4500002"],
    });
    expect(t.stockChanges.at(-1)).toEqual(t.changes.at(-1)!.variants);
  });

  it("refuses a wrong secret, a changed body and a missing signature, acting on none", async () => {
    const count = t.changes.length;
    const generation = t.generation();
    const wrong = shopifyDelivery("products/update", product, "another-secret-0123456789");
    expect((await deliver(t.url, wrong)).status).toBe(401);

    const signed = shopifyDelivery("products/update", product, SECRET);
    const changed = { ...signed, body: signed.body.replace('"32.00"', '"0.01"') };
    expect(changed.body).not.toBe(signed.body);
    expect((await deliver(t.url, changed)).status).toBe(401);

    const unsigned = shopifyDelivery("products/update", product, SECRET);
    delete unsigned.headers["x-shopify-hmac-sha256"];
    expect((await deliver(t.url, unsigned)).status).toBe(401);

    const garbage = shopifyDelivery("products/update", product, SECRET);
    garbage.headers["x-shopify-hmac-sha256"] = "not base64 at all";
    expect((await deliver(t.url, garbage)).status).toBe(401);

    expect(t.changes.length).toBe(count);
    expect(t.generation()).toBe(generation);
  });

  it("processes a delivery id once, however often Shopify repeats it", async () => {
    const count = t.changes.length;
    const webhookId = randomUUID();
    const delivery = shopifyDelivery(
      "inventory_levels/update",
      {
        inventory_item_id: 4411,
        location_id: 1,
        available: 3,
      },
      SECRET,
      { webhookId },
    );
    const answers = await Promise.all([1, 2, 3].map(() => deliver(t.url, delivery)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await deliver(t.url, delivery)).status).toBe(200);
    expect(t.changes.slice(count)).toEqual([
      { topic: "inventory_levels/update", variants: "unknown" },
    ]);
  });

  it("refuses a body over the limit before reading it, and one sent without a length", async () => {
    const big = "x".repeat(WEBHOOK_BODY_LIMIT_BYTES + 1);
    const delivery = shopifyDelivery("products/update", null, SECRET, { body: big });
    const declared = await sendWholeThenRead(t.port, WEBHOOKS_PATH, big, {
      headers: delivery.headers,
    });
    expect(declared.error).toBeNull();
    expect(declared.received).toMatch(/^HTTP\/1\.1 413 /);

    const chunked = await fetch(t.url, {
      method: "POST",
      headers: delivery.headers,
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it("acknowledges a topic or payload the shop does not act on, and refuses bad JSON", async () => {
    const count = t.changes.length;
    const orders = shopifyDelivery("orders/fulfilled", { id: 1 }, SECRET);
    expect((await deliver(t.url, orders)).status).toBe(200);
    const odd = shopifyDelivery("products/update", { id: "not a number" }, SECRET);
    expect((await deliver(t.url, odd)).status).toBe(200);
    expect(t.changes.length).toBe(count);
    const broken = shopifyDelivery("products/update", null, SECRET, { body: "{not json" });
    expect((await deliver(t.url, broken)).status).toBe(400);
    const get = await fetch(t.url);
    expect(get.status).toBe(405);
  });

  it("passes a deleted product and a collection on as cache changes only", async () => {
    const count = t.stockChanges.length;
    await deliver(t.url, shopifyDelivery("products/delete", { id: 8123456789 }, SECRET));
    await deliver(
      t.url,
      shopifyDelivery("collections/update", { id: 77, handle: "sweaters" }, SECRET),
    );
    expect(t.changes.slice(-2).map((c) => c.topic)).toEqual([
      "products/delete",
      "collections/update",
    ]);
    expect(t.stockChanges.length).toBe(count);
  });
});

describe("POST /api/webhooks on two instances sharing PostgreSQL", () => {
  let a: WebhookServer | undefined;
  let b: WebhookServer | undefined;
  beforeAll(async () => {
    if (!postgres) return;
    a = await startWebhookServer({ secret: SECRET, databaseUrl: postgres.url });
    b = await startWebhookServer({ secret: SECRET, databaseUrl: postgres.url });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("processes a delivery that reaches both once, and both drop their caches", async () => {
    expect(skipped, "PostgreSQL should be available on this machine").toBe("");
    const [genA, genB] = [a!.generation(), b!.generation()];
    const delivery = shopifyDelivery("products/update", product, SECRET);
    const answers = await Promise.all([
      deliver(a!.url, delivery),
      deliver(b!.url, delivery),
      deliver(a!.url, delivery),
      deliver(b!.url, delivery),
    ]);
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200]);
    expect(a!.changes.length + b!.changes.length).toBe(1);
    // The instance that was not told learns of it from the shared version, within a second.
    await eventually(async () => a!.generation() > genA && b!.generation() > genB, 2_000);
  });
});
