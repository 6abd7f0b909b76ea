import { sql } from "drizzle-orm";
import express, { type ErrorRequestHandler } from "express";
import { createAnalyticsPruner } from "./analytics/analytics-pruner";
import { createMonorailRoute } from "./analytics/monorail-route";
import { createAdminRoutes } from "./admin/admin-routes";
import { createAuth } from "./auth/index";
import { createCatalogueStore } from "./catalogue/catalogue-store";
import { systemClock, type Clock } from "./clock";
import type { ProviderConfig } from "./config";
import { createCheckoutRoutes } from "./checkout/checkout-routes";
import { createCustomerAccountApi } from "./customer-account/customer-account-api";
import { seedDemoCustomers } from "./customer-account/demo-customers";
import { CART_TTL_MS } from "./db/carts";
import { openDatabase, type DatabaseHandle } from "./db/client";
import {
  ensureStorefrontToken,
  ensureListings,
  isSeeded,
  readCatalogueFile,
  resetAndSeed,
  seededCatalogueHash,
  type Seeder,
} from "./db/seed";
import { devOnly } from "./http/dev-only";
import { createFaults } from "./http/faults";
import { createLogger } from "./http/logger";
import { createImageRoute } from "./images/image-route";
import { loadOrderHistory } from "./orders/customer-orders";
import { seedDemoGiftCards } from "./orders/demo-gift-cards";
import type { CustomerTokenVerifier } from "./storefront/context";
import { createStorefrontApi } from "./storefront/storefront-api";
import { createWebhookOutbox } from "./webhooks/webhook-outbox";
import { createWebhookSender, type WebhookTiming } from "./webhooks/webhook-sender";

export interface ProviderOptions {
  config: ProviderConfig;
  /** Tests pass an adjustable clock; everything else runs on the system clock. */
  clock?: Clock;
  /** Reseed even when the database already holds data. */
  reset?: boolean;
  /** Tests shorten the webhook sender's timeout and retry waits. */
  webhookTiming?: Partial<WebhookTiming>;
}

/** Seeders for data beyond the catalogue (customers, orders, gift cards) register here. */
export const extraSeeders: Seeder[] = [seedDemoCustomers, seedDemoGiftCards];

/**
 * Builds the whole provider — database, seed data and HTTP app — without listening, so the
 * entry point and the integration tests start it the same way.
 */
export async function createProvider(options: ProviderOptions) {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const logger = createLogger(config.logLevel);
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  const { db } = database;
  try {
    const file = readCatalogueFile(config.cataloguePath);
    const seeded = (await isSeeded(db)) ? await seededCatalogueHash(db) : null;
    if (options.reset || seeded !== file.hash) {
      // A different catalogue file means a different shop: start its data afresh.
      await resetAndSeed(db, {
        catalogue: file.catalogue,
        catalogueHash: file.hash,
        storefrontToken: config.storefrontToken,
        seeders: extraSeeders,
      });
      logger.info("seeded the provider's data", { catalogue: config.cataloguePath });
    } else {
      await ensureStorefrontToken(db, config.storefrontToken);
      await ensureListings(db, file.catalogue);
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  const store = createCatalogueStore(db);
  const faults = createFaults();
  const outbox = createWebhookOutbox(config.webhooks, clock);
  const webhooks = createWebhookSender({
    db,
    clock,
    logger,
    config: config.webhooks,
    timing: options.webhookTiming,
  });
  const analyticsPruner = createAnalyticsPruner({ db, clock, logger });

  const auth = await createAuth({ db, config, clock, logger });
  const verifyCustomerToken: CustomerTokenVerifier = async (token) => {
    const verified = await auth.verifyAccessToken(token);
    return verified && { customerId: verified.customerId };
  };

  const orderHistory = await loadOrderHistory(db);
  const customerAccount = createCustomerAccountApi({
    db,
    clock,
    logger,
    settings: {
      publicUrl: config.publicUrl,
      storefrontOrigin: config.storefrontOrigin,
      shopId: config.shopId,
    },
    // Browsers at the client's registered JavaScript origins may call the API directly.
    allowedOrigins: config.customerAccountClient.javascriptOrigins,
    verifyAccessToken: auth.verifyAccessToken,
  });

  const app = express();
  app.disable("x-powered-by");
  // Shopify's APIs send no ETags, and hashing every large GraphQL answer costs real time.
  app.disable("etag");
  app.set("trust proxy", false);
  // Every request's id (the storefront's X-Request-Id, or a new one) on its lines and answer.
  app.use(logger.requests);
  // Dev pages answer only to loopback clients that name this provider in Host (DNS rebinding).
  app.use(["/mailbox", "/__provider"], devOnly(config));
  app.use("/__provider/faults", faults.router);
  app.use(customerAccount.cors);
  app.use(faults.middleware);
  app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
  });
  // Ready when its database answers (the storefront's /readyz asks for the API itself).
  app.get("/readyz", async (_req, res) => {
    const ok = await db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    res.status(ok ? 200 : 503).json({ ok, database: ok ? "ok" : "unavailable" });
  });
  app.use(
    "/admin",
    createAdminRoutes(
      {
        db,
        clock,
        store,
        logger,
        outbox,
        committed(effects) {
          if (effects.catalogue) store.invalidate();
          webhooks.wake();
        },
        settings: {
          publicUrl: config.publicUrl,
          storefrontOrigin: config.storefrontOrigin,
          webhooks: config.webhooks,
          fieldSpeed: config.fieldSpeed,
        },
      },
      config,
    ),
  );
  app.use(auth.router);
  app.use(customerAccount.router);
  app.use(
    createCheckoutRoutes({
      db,
      clock,
      store,
      logger,
      settings: {
        publicUrl: config.publicUrl,
        storefrontOrigin: config.storefrontOrigin,
        cartTtlMs: CART_TTL_MS,
      },
      signedInCustomer: auth.signedInCustomer,
      orderHistory,
      outbox,
      webhooksRecorded: () => webhooks.wake(),
    }),
  );
  const storefront = createStorefrontApi({
    db,
    clock,
    store,
    logger,
    settings: {
      publicUrl: config.publicUrl,
      shopId: config.shopId,
      cartTtlMs: CART_TTL_MS,
      maxCartLines: 500,
    },
    allowedOrigins: [config.storefrontOrigin],
    verifyCustomerToken,
    customerHasOrders: async (customerId) => orderHistory.has(customerId),
  });
  app.use(storefront);
  // Where the storefront's analytics events land, as on Shopify's online store domain.
  app.use(createMonorailRoute({ db, clock, logger, allowedOrigins: [config.storefrontOrigin] }));
  app.use(createImageRoute(store));
  app.use((req, res) => {
    res.status(404).json({ errors: "Not Found" });
  });
  const onError: ErrorRequestHandler = (
    error: { status?: number; type?: string },
    req,
    res,
    _next,
  ) => {
    // body-parser marks client mistakes (malformed JSON, oversized bodies) with a 4xx status.
    const status = typeof error.status === "number" && error.status < 500 ? error.status : 500;
    if (status === 500) logger.error("request failed", { path: req.path, error });
    res.status(status).json({
      errors:
        status === 413
          ? "Request body is too large."
          : status === 500
            ? "Internal error. Looks like something went wrong on our end."
            : "Request body could not be parsed as JSON.",
    });
  };
  app.use(onError);

  return {
    app,
    db,
    store,
    clock,
    logger,
    auth,
    /** Runs a query of each catalogue kind once, so the first real request is not a cold one. */
    warm: storefront.warm,
    /** Sends webhooks in the background; the server starts it once it listens. */
    webhooks,
    /** Drops analytics events past their retention; the server starts it once it listens. */
    analyticsPruner,
    close: async () => {
      await webhooks.stop();
      await analyticsPruner.stop();
      await database.close();
    },
  };
}

export type Provider = Awaited<ReturnType<typeof createProvider>>;
