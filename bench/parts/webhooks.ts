import { createHmac, randomUUID } from "node:crypto";
import os from "node:os";
import { DEFAULT_WEBHOOK_SECRET } from "../../provider/config";
import { adminClient } from "../../provider/testing/admin-client";
import { freePort } from "../../tests/support/free-port";
import { runLoad, type LoadResult } from "../lib/load";
import { CATALOGUE_INDEX_QUERY, type CatalogueIndex } from "../lib/operations";
import type { BenchOptions } from "../lib/options";
import { startProvider } from "../lib/provider";
import {
  atLeast,
  atMost,
  below,
  fmt,
  printTable,
  withMark,
  type Check,
  type PartResult,
} from "../lib/report";
import { prepareStorefront, startStorefront } from "../lib/storefront";

const CONNECTIONS = 10;
const MIN_WEBHOOKS_PER_SEC = 1_000;
const MAX_WEBHOOK_P99_MS = 50;
const SAMPLES = 30;
const MAX_FRESH_P99_MS = 2_000;
/** How often the page is asked for while waiting for the change to show. */
const POLL_MS = 20;
/** A change not shown by then counts as this long (and misses the target). */
const GIVE_UP_MS = 10_000;

const ProductIdsQuery = /* GraphQL */ `
  query BenchWebhookProduct($handle: String!) {
    product(handle: $handle) {
      id
      variants(first: 1) {
        nodes {
          id
          price {
            amount
          }
        }
      }
    }
  }
`;
interface ProductIds {
  product: { id: string; variants: { nodes: { id: string; price: { amount: string } }[] } } | null;
}

const numericId = (gid: string) => Number(gid.split("/").pop());

/**
 * Shopify's webhooks on the storefront, as `npm start` runs the pair: the provider subscribes
 * the storefront's `POST /api/webhooks` with the shared secret. Accepted: deliveries with valid
 * HMACs and a new webhook id each (products/update and inventory_levels/update in Shopify's
 * REST shape, about a real product), at 10 connections; every answer must be a 200. Fresh page:
 * the owner changes a variant's price through the merchant console's API, and the product page
 * (anonymous, through the page cache) is asked for every 20 ms until its HTML shows the new
 * price, timed from the console call; 30 changes, while the resilience part's page load (the
 * same generator, 10 connections, `/`, `/shop` and the product page) runs against the storefront.
 */
export async function benchWebhooks(options: BenchOptions): Promise<PartResult> {
  console.log(`\n▶ webhooks: production build (${options.source}) under /tmp/build.lock…`);
  const dir = await prepareStorefront(options.source);
  const storefrontPort = await freePort();
  const providerPort = await freePort();
  const origin = `http://localhost:${storefrontPort}`;
  const secret = DEFAULT_WEBHOOK_SECRET;
  const provider = await startProvider({
    core: 1,
    port: providerPort,
    storefrontOrigin: origin,
    env: { PROVIDER_WEBHOOK_URL: `${origin}/api/webhooks`, PROVIDER_WEBHOOK_SECRET: secret },
  });
  try {
    const storefront = await startStorefront({
      dir,
      port: storefrontPort,
      providerPort,
      core: 0,
      env: { SHOPIFY_WEBHOOK_SECRET: secret },
    });
    try {
      const index = await provider.graphql<CatalogueIndex>(CATALOGUE_INDEX_QUERY);
      const handle = index.products.nodes[0]?.handle;
      if (!handle) throw new Error("the catalogue has no products");
      const { product } = await provider.graphql<ProductIds>(ProductIdsQuery, { handle });
      const variant = product?.variants.nodes[0];
      if (!product || !variant) throw new Error(`${handle} has no variant`);

      const accepted = await acceptWebhooks({
        origin,
        secret,
        productId: product.id,
        handle,
        variantId: variant.id,
        durationSec: options.durationSec,
        serverPid: storefront.pid,
      });
      console.log(
        `  accepted: ${fmt.int(accepted.requestsPerSec)} webhooks/s, p99 ${fmt.ms(accepted.p99Ms)}`,
      );

      const fresh = await freshPageUnderLoad({
        origin,
        providerUrl: provider.url,
        productPath: `/product/${handle}`,
        variantId: variant.id,
        originalPrice: variant.price.amount,
        serverPid: storefront.pid,
      });

      const checks: Check[] = [];
      const rate = atLeast(
        "webhooks accepted req/s",
        accepted.requestsPerSec,
        MIN_WEBHOOKS_PER_SEC,
      );
      const p99 = below("webhooks accepted p99", accepted.p99Ms, MAX_WEBHOOK_P99_MS, " ms");
      const others = accepted.non2xx + accepted.errors;
      const clean = below("webhooks answers other than 200", others, 1);
      const freshP99 = atMost(
        "console change → fresh page p99",
        fresh.p99Ms,
        MAX_FRESH_P99_MS,
        " ms",
      );
      const allShown = below("console changes never shown", fresh.missed, 1);
      checks.push(rate, p99, clean, freshP99, allShown);

      printTable(
        `webhooks: POST /api/webhooks, valid HMAC, distinct ids, ${CONNECTIONS} connections, ${options.durationSec} s`,
        ["scenario", "req/s", "p50", "p99", "max", "non-200+errors", "CPU/req"],
        [
          [
            "products/update + inventory_levels/update",
            withMark(fmt.int(accepted.requestsPerSec), rate),
            fmt.ms(accepted.p50Ms),
            withMark(fmt.ms(accepted.p99Ms), p99),
            fmt.ms(accepted.maxMs),
            withMark(String(others), clean),
            fmt.cpu(accepted.serverCpuMsPerRequest),
          ],
        ],
      );
      printTable(
        `webhooks: console set-price → product page HTML shows it (anonymous, page cache), ${SAMPLES} changes, under page load, load ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(" ")}`,
        [
          "scenario",
          "samples",
          "p50",
          "p99",
          "max",
          "never shown",
          "polls not 200",
          "page load req/s",
          "load p99",
        ],
        [
          [
            "console change → fresh page",
            String(fresh.samplesMs.length),
            fmt.ms(fresh.p50Ms),
            withMark(fmt.ms(fresh.p99Ms), freshP99),
            fmt.ms(fresh.maxMs),
            withMark(String(fresh.missed), allShown),
            String(fresh.failedPolls),
            fmt.int(fresh.load.requestsPerSec),
            fmt.ms(fresh.load.p99Ms),
          ],
        ],
      );
      return { part: "webhooks", data: { accepted, fresh }, checks };
    } finally {
      await storefront.stop();
    }
  } finally {
    await provider.stop();
  }
}

/** Deliveries as the provider sends them: the body signed once, a new webhook id each. */
function acceptWebhooks(options: {
  origin: string;
  secret: string;
  productId: string;
  handle: string;
  variantId: string;
  durationSec: number;
  serverPid: number;
}): Promise<LoadResult> {
  const deliveries = [
    {
      topic: "products/update",
      body: JSON.stringify({
        id: numericId(options.productId),
        admin_graphql_api_id: options.productId,
        handle: options.handle,
        updated_at: new Date().toISOString(),
        variants: [
          {
            id: numericId(options.variantId),
            admin_graphql_api_id: options.variantId,
            product_id: numericId(options.productId),
          },
        ],
      }),
    },
    {
      topic: "inventory_levels/update",
      body: JSON.stringify({
        inventory_item_id: numericId(options.variantId),
        location_id: 1,
        available: 3,
        updated_at: new Date().toISOString(),
      }),
    },
  ].map((delivery) => ({
    ...delivery,
    hmac: createHmac("sha256", options.secret).update(delivery.body).digest("base64"),
  }));
  let sent = 0;
  return runLoad({
    name: "webhooks accepted",
    url: options.origin,
    connections: CONNECTIONS,
    durationSec: options.durationSec,
    serverPid: options.serverPid,
    requests: [
      {
        method: "POST",
        path: "/api/webhooks",
        setupRequest: (request) => {
          const delivery = deliveries[sent++ % deliveries.length]!;
          return {
            ...request,
            body: delivery.body,
            headers: {
              "content-type": "application/json",
              "x-shopify-topic": delivery.topic,
              "x-shopify-hmac-sha256": delivery.hmac,
              "x-shopify-shop-domain": "boutique.myshopify.com",
              "x-shopify-api-version": "2026-04",
              "x-shopify-webhook-id": randomUUID(),
              "x-shopify-event-id": randomUUID(),
              "x-shopify-triggered-at": new Date().toISOString(),
            },
          };
        },
      },
    ],
  });
}

/**
 * Price changes through the console's API while the page load runs; each timed from the call
 * until the product page's HTML holds the new price. The original price is put back after.
 */
async function freshPageUnderLoad(options: {
  origin: string;
  providerUrl: string;
  productPath: string;
  variantId: string;
  originalPrice: string;
  serverPid: number;
}) {
  const admin = adminClient(options.providerUrl);
  let failedPolls = 0;
  /** The page's HTML; a failed answer shows nothing (and is counted). */
  const pageHtml = async () => {
    try {
      const response = await fetch(`${options.origin}${options.productPath}`, {
        headers: { accept: "text/html" },
      });
      const html = await response.text();
      if (response.status === 200) return html;
    } catch {
      // Counted below, like any answer other than the page.
    }
    failedPolls += 1;
    return "";
  };

  let finishSampling!: () => void;
  const sampled = new Promise<void>((resolve) => (finishSampling = resolve));
  const pageLoad = runLoad({
    name: "resilience page load",
    url: options.origin,
    connections: CONNECTIONS,
    // Ended by the last sample; the duration only bounds a run that goes wrong.
    durationSec: 600,
    until: sampled,
    serverPid: options.serverPid,
    headers: { "accept-encoding": "gzip, br", accept: "text/html" },
    requests: ["/", "/shop", options.productPath].map((path) => ({ method: "GET", path })),
  });

  const samplesMs: number[] = [];
  let missed = 0;
  try {
    // Past the load's warm-up, so every change is made under the measured load.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (let i = 0; i < SAMPLES; i += 1) {
      // A price no page shows yet: a new one each time, never the original.
      const price = `${71 + i}.${String(11 + i).padStart(2, "0")}`;
      if ((await pageHtml()).includes(price)) throw new Error(`the page already shows ${price}`);
      const since = performance.now();
      await admin.must("set-price", { variantId: options.variantId, price });
      let shownMs: number | null = null;
      while (performance.now() - since <= GIVE_UP_MS) {
        if ((await pageHtml()).includes(price)) {
          shownMs = performance.now() - since;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      if (shownMs === null) missed += 1;
      samplesMs.push(shownMs ?? GIVE_UP_MS);
      // Let the page cache fill again, as between two edits of an owner.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    finishSampling();
    await admin
      .must("set-price", { variantId: options.variantId, price: options.originalPrice })
      .catch(() => {});
  }
  const load = await pageLoad;
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return {
    samplesMs,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: sorted.at(-1)!,
    missed,
    failedPolls,
    load,
  };
}
