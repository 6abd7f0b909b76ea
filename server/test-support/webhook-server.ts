import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { openStorefrontDatabase } from "../db/client";
import { signShopifyBody } from "../webhooks/verify-hmac";
import { startWebhooks } from "../webhooks/index";
import { createWebhookRouter, WEBHOOKS_PATH } from "../webhooks/webhook-router";
import type { CatalogueChange } from "../webhooks/webhook-topics";

/**
 * For tests only: POST /api/webhooks on a free loopback port, over a real database (in-memory
 * PGlite, or the PostgreSQL at `databaseUrl`, which several may share), recording the changes
 * it acted on and the stock changes it passed on.
 */
export async function startWebhookServer(options: { secret?: string; databaseUrl?: string }) {
  const database = await openStorefrontDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: "memory://",
  });
  const stockChanges: CatalogueChange["variants"][] = [];
  const logs: string[] = [];
  const webhooks = await startWebhooks({
    database,
    secret: options.secret,
    onStockChange: (variants) => stockChanges.push(variants),
    log: { info: (m) => logs.push(m), error: (m) => logs.push(m) },
  });
  const changes: CatalogueChange[] = [];
  const app = express();
  app.use(
    createWebhookRouter({
      ...webhooks.deps,
      onChange(change) {
        changes.push(change);
        webhooks.deps.onChange(change);
      },
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}${WEBHOOKS_PATH}`,
    changes,
    stockChanges,
    logs,
    generation: () => webhooks.catalogue.generation(),
    async close() {
      webhooks.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

export type WebhookServer = Awaited<ReturnType<typeof startWebhookServer>>;

/** A delivery as Shopify sends it: the raw JSON body, signed, with Shopify's headers. */
export function shopifyDelivery(
  topic: string,
  payload: unknown,
  secret: string,
  options: { webhookId?: string; body?: string } = {},
) {
  const body = options.body ?? JSON.stringify(payload);
  return {
    body,
    headers: {
      "content-type": "application/json",
      "x-shopify-topic": topic,
      "x-shopify-hmac-sha256": signShopifyBody(body, secret),
      "x-shopify-shop-domain": "boutique-local.myshopify.com",
      "x-shopify-api-version": "2026-04",
      "x-shopify-webhook-id": options.webhookId ?? randomUUID(),
      "x-shopify-event-id": randomUUID(),
      "x-shopify-triggered-at": new Date().toISOString(),
    } as Record<string, string>,
  };
}

export async function deliver(url: string, delivery: ReturnType<typeof shopifyDelivery>) {
  const response = await fetch(url, {
    method: "POST",
    headers: delivery.headers,
    body: delivery.body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
