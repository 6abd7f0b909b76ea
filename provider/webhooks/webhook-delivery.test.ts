import { createHmac, timingSafeEqual } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { customerAccountRequest, signInCustomer } from "../../tests/support/sign-in";
import { adminClient, type AdminClient } from "../testing/admin-client";
import { startTestProvider, storefrontRequest, type TestProvider } from "../testing/start-provider";
import { startWebhookReceiver, type WebhookReceiver } from "../testing/webhook-receiver";
import { checkWebhookPayload } from "../testing/webhook-schemas";
import { createWebhookSender } from "./webhook-sender";

// Webhooks as Shopify sends them, to a real endpoint on loopback: the headers, a signature the
// receiver can check, payloads in Shopify's shape, and retries with backoff for an endpoint that
// fails or is slow, every try recorded. Waits are shortened (Shopify's: 5 s, then 8 tries over
// 4 hours).

const SECRET = "a-test-webhook-secret-0123456789";
const TIMEOUT_MS = 1_000;

let receiver: WebhookReceiver;
let t: TestProvider;
let admin: AdminClient;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await startTestProvider({
    env: { PROVIDER_WEBHOOK_URL: receiver.url, PROVIDER_WEBHOOK_SECRET: SECRET },
    webhookTiming: { timeoutMs: TIMEOUT_MS, retryDelaysMs: [150, 300, 150], pollMs: 1_000 },
  });
  admin = adminClient(t.url);
});

afterEach(() => {
  receiver.answerWith(200);
});

afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

async function variantOf(handle: string, title?: string) {
  const answer = await storefrontRequest<{
    product: { id: string; variants: { nodes: { id: string; title: string }[] } };
  }>(
    t,
    `query($h: String!) { product(handle: $h) { id variants(first: 20) { nodes { id title } } } }`,
    { h: handle },
  );
  const { product } = answer.data;
  return {
    productId: product.id,
    variantId: (title
      ? product.variants.nodes.find((v) => v.title === title)!
      : product.variants.nodes[0]!
    ).id,
  };
}

/** The deliveries that arrive from the `from`th on, once `count` more have. */
async function next(from: number, count: number) {
  await receiver.waitFor(from + count);
  return receiver.received.slice(from, from + count);
}

const header = (delivery: { headers: Record<string, unknown> }, name: string) =>
  delivery.headers[name] as string;

function signedBy(raw: string, hmac: string, secret: string) {
  const expected = createHmac("sha256", secret).update(raw, "utf8").digest();
  const given = Buffer.from(hmac, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe("webhooks", () => {
  it("sends a price change as products/update with Shopify's headers and a verifiable HMAC", async () => {
    const from = receiver.received.length;
    const { variantId, productId } = await variantOf("ceramic-paw-bowl");
    await admin.must("set-price", { variantId, price: "36.50" });
    const [delivery] = await next(from, 1);
    expect(header(delivery!, "x-shopify-topic")).toBe("products/update");
    expect(header(delivery!, "content-type")).toBe("application/json");
    expect(header(delivery!, "x-shopify-shop-domain")).toBe(new URL(t.url).host);
    expect(header(delivery!, "x-shopify-api-version")).toBe("2026-04");
    expect(header(delivery!, "x-shopify-webhook-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(header(delivery!, "x-shopify-event-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(header(delivery!, "x-shopify-triggered-at")).toISOString()).toBe(
      header(delivery!, "x-shopify-triggered-at"),
    );
    const hmac = header(delivery!, "x-shopify-hmac-sha256");
    expect(signedBy(delivery!.raw, hmac, SECRET)).toBe(true);
    expect(signedBy(delivery!.raw, hmac, "another-secret-0123456789")).toBe(false);
    expect(signedBy(`${delivery!.raw} `, hmac, SECRET)).toBe(false);

    const payload = JSON.parse(delivery!.raw) as Record<string, unknown>;
    checkWebhookPayload("products/update", payload);
    expect(payload).toMatchObject({
      admin_graphql_api_id: productId,
      handle: "ceramic-paw-bowl",
      variants: expect.arrayContaining([
        expect.objectContaining({ admin_graphql_api_id: variantId, price: "36.50" }),
      ]),
    });
  });

  it("sends a restock as inventory_levels/update and products/update, one event each", async () => {
    const from = receiver.received.length;
    const { variantId } = await variantOf("cloud-puff-cable-sweater", "XS / Navy");
    await admin.must("set-inventory", { variantId, quantity: 4 });
    const deliveries = await next(from, 2);
    const byTopic = new Map(deliveries.map((d) => [header(d, "x-shopify-topic"), d]));
    const level = JSON.parse(byTopic.get("inventory_levels/update")!.raw) as Record<
      string,
      unknown
    >;
    checkWebhookPayload("inventory_levels/update", level);
    expect(level).toMatchObject({ available: 4 });
    const product = JSON.parse(byTopic.get("products/update")!.raw) as {
      variants: {
        admin_graphql_api_id: string;
        inventory_quantity: number;
        inventory_item_id: number;
      }[];
    };
    checkWebhookPayload("products/update", product);
    const variant = product.variants.find((v) => v.admin_graphql_api_id === variantId)!;
    expect(variant.inventory_quantity).toBe(4);
    // The level names the variant's inventory item, which the product payload carries.
    expect(level.inventory_item_id).toBe(variant.inventory_item_id);
    expect(new Set(deliveries.map((d) => header(d, "x-shopify-event-id"))).size).toBe(2);
  });

  it("sends hiding a product as products/update and collections/update", async () => {
    const from = receiver.received.length;
    const { productId } = await variantOf("everyday-step-in-harness");
    await admin.must("set-product-published", { productId, published: false });
    const deliveries = await next(from, 3);
    const topics = deliveries.map((d) => header(d, "x-shopify-topic")).sort();
    expect(topics).toEqual(["collections/update", "collections/update", "products/update"]);
    const product = JSON.parse(
      deliveries.find((d) => header(d, "x-shopify-topic") === "products/update")!.raw,
    ) as { published_at: string | null };
    expect(product.published_at).toBeNull();
    const collections = deliveries
      .filter((d) => header(d, "x-shopify-topic") === "collections/update")
      .map((d) => JSON.parse(d.raw) as { handle: string; admin_graphql_api_id: string });
    for (const collection of collections) checkWebhookPayload("collections/update", collection);
    expect(collections.map((c) => c.handle).sort()).toEqual(["all", "walking"]);
    // The ids are the Storefront API's.
    const walking = await storefrontRequest<{ collection: { id: string } }>(
      t,
      `{ collection(handle: "walking") { id } }`,
    );
    expect(collections.find((c) => c.handle === "walking")!.admin_graphql_api_id).toBe(
      walking.data.collection.id,
    );
    await admin.must("set-product-published", { productId, published: true });
    await next(from + 3, 3);
  });

  it("sends orders/fulfilled with the order, its fulfilment and tracking", async () => {
    const token = (await signInCustomer(t, "demo@example.com")).accessToken;
    const answer = await customerAccountRequest<{
      customer: {
        orders: { nodes: { id: string; fulfillmentStatus: string; cancelledAt: string | null }[] };
      };
    }>(
      t,
      token,
      `{ customer { orders(first: 100) { nodes { id fulfillmentStatus cancelledAt } } } }`,
    );
    const order = answer.body.data!.customer.orders.nodes.find(
      (o) => o.fulfillmentStatus === "UNFULFILLED" && !o.cancelledAt,
    )!;
    const from = receiver.received.length;
    await admin.must("fulfil-order", { orderId: order.id, number: "9400111899223100001234" });
    const [delivery] = await next(from, 1);
    expect(header(delivery!, "x-shopify-topic")).toBe("orders/fulfilled");
    const payload = JSON.parse(delivery!.raw) as Record<string, unknown>;
    checkWebhookPayload("orders/fulfilled", payload);
    expect(payload).toMatchObject({
      admin_graphql_api_id: order.id,
      fulfillment_status: "fulfilled",
      fulfillments: [
        expect.objectContaining({
          tracking_company: "USPS",
          tracking_number: "9400111899223100001234",
          tracking_url:
            "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100001234",
        }),
      ],
    });
  });

  it("retries an endpoint that fails with the same delivery, after a backoff, until it takes it", async () => {
    receiver.answerWith(500);
    const from = receiver.received.length;
    const { variantId } = await variantOf("ceramic-paw-bowl");
    await admin.must("set-price", { variantId, price: "37.00" });
    const [first, second] = await next(from, 2);
    receiver.answerWith(200);
    const [third] = await next(from + 2, 1);
    for (const name of ["x-shopify-webhook-id", "x-shopify-event-id", "x-shopify-triggered-at"]) {
      expect(header(second!, name)).toBe(header(first!, name));
      expect(header(third!, name)).toBe(header(first!, name));
    }
    expect(second!.raw).toBe(first!.raw);
    // The waits grow: 150 ms, then 300 ms.
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(140);
    expect(third!.at - second!.at).toBeGreaterThanOrEqual(290);

    const webhookId = header(first!, "x-shopify-webhook-id");
    await expect
      .poll(async () => (await admin.deliveries()).find((d) => d.webhookId === webhookId))
      .toMatchObject({ status: "delivered", attempts: 3, lastStatus: 200 });
  });

  it("counts a slow answer as a failure and tries again", async () => {
    receiver.answerWith(200, TIMEOUT_MS * 3);
    const from = receiver.received.length;
    const { variantId } = await variantOf("ceramic-paw-bowl");
    const started = Date.now();
    await admin.must("set-price", { variantId, price: "38.00" });
    // The console's answer never waits for an endpoint.
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
    const [first] = await next(from, 1);
    const webhookId = header(first!, "x-shopify-webhook-id");
    await expect
      .poll(async () => (await admin.deliveries()).find((d) => d.webhookId === webhookId))
      .toMatchObject({
        status: "pending",
        attempts: 1,
        lastStatus: null,
        lastResponse: `No answer within ${TIMEOUT_MS} ms`,
      });
    receiver.answerWith(200);
    await expect
      .poll(async () => (await admin.deliveries()).find((d) => d.webhookId === webhookId), {
        timeout: 5_000,
      })
      .toMatchObject({ status: "delivered", lastStatus: 200 });
  });

  it("gives up after its last try, and records it", async () => {
    receiver.answerWith(503);
    const from = receiver.received.length;
    const { variantId } = await variantOf("ceramic-paw-bowl");
    await admin.must("set-price", { variantId, price: "39.00" });
    // One try, then one after each of the three waits.
    const [first] = await next(from, 4);
    const webhookId = header(first!, "x-shopify-webhook-id");
    await expect
      .poll(async () => (await admin.deliveries()).find((d) => d.webhookId === webhookId))
      .toMatchObject({ status: "failed", attempts: 4, lastStatus: 503 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      receiver.received.filter((d) => header(d, "x-shopify-webhook-id") === webhookId),
    ).toHaveLength(4);
    const page = await fetch(`${t.url}/admin/webhooks?status=failed`);
    expect(await page.text()).toContain("receiver failed");
  });

  it("sends what an earlier run left pending when a sender starts", async () => {
    // This provider's sender stops: what the next change records stays pending, as it would
    // if the provider stopped before sending it.
    await t.provider.webhooks.stop();
    const from = receiver.received.length;
    const { variantId } = await variantOf("ceramic-paw-bowl");
    await admin.must("set-price", { variantId, price: "40.00" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.length).toBe(from);
    const [pending] = await admin.deliveries({ status: "pending" });
    expect(pending).toMatchObject({ topic: "products/update", attempts: 0 });

    const restarted = createWebhookSender({
      db: t.provider.db,
      clock: t.clock,
      logger: t.provider.logger,
      config: t.config.webhooks,
    });
    restarted.start();
    try {
      const [delivery] = await next(from, 1);
      expect(header(delivery!, "x-shopify-webhook-id")).toBe(pending!.webhookId);
    } finally {
      await restarted.stop();
    }
  });
});
