import path from "node:path";
import { pathToFileURL } from "node:url";
import { startAlerts } from "./alerts/index";
import { pendingStockAlerts } from "./alerts/stock-alerts";
import { createServerApp, type HandlerModule } from "./app";
import { sql } from "drizzle-orm";
import { startContactBackend, type ContactBackend } from "./contact/index";
import { CONTACT_RATE_LIMIT } from "./contact/rate-limit";
import { recentContactMessages } from "./contact/recent-messages";
import { drainable } from "./drain";
import { initEnv } from "./env.server";
import { createHttpServer } from "./http-server";
import { logger, setLogLevel } from "./logging/logger";
import { publishOwnerAccess } from "./owner-access";
import { createAuthLimiter } from "./shopify-auth/rate-limit";
import { createVitalsRecorder, type VitalsRecorder } from "./vitals/vitals-histogram";
import { VITALS_OWNER_REPORT, vitalsOwnerReport } from "./vitals/vitals-owner-report";
import { startWebhooks } from "./webhooks/index";

/** How long a stopping server lets requests under way finish before it closes their connections. */
const DRAIN_MS = 10_000;

// The storefront's entry point: validate configuration, then serve the production build
// (or, with NODE_ENV=development, the app through Vite with hot reload). The app's request
// handler is the server bundle's entry (server/request-handler.ts, built by vite.config.ts).
async function main() {
  const env = initEnv();
  setLogLevel(env.LOG_LEVEL);
  const root = path.resolve(import.meta.dirname, "..");
  const limit = env.CONTACT_RATE_LIMIT_POINTS
    ? { ...CONTACT_RATE_LIMIT, points: env.CONTACT_RATE_LIMIT_POINTS }
    : undefined;
  let app;
  let contact: ContactBackend;
  let vitals: VitalsRecorder;
  let draining = false;
  // GET /readyz (server/health.ts): the database answers, and the process is not stopping.
  const readiness = (backend: ContactBackend) => ({
    database: () => backend.database.db.execute(sql`select 1`),
    draining: () => draining,
  });
  // The contact backend takes the app's rules from the handler module, never from app/.
  // Shoppers' field speed (POST /api/vitals) shares the storefront's database with the contact
  // messages.
  const fieldVitals = (backend: ContactBackend) =>
    createVitalsRecorder(backend.database.db, {
      onError: (error) => logger.error({ err: error }, "field speed counts could not be written"),
    });
  const contactParts = (load: () => Promise<HandlerModule> | HandlerModule) => async () => {
    const module = await load();
    return {
      schema: module.contactMessageSchema,
      shopName: module.BRAND,
      shopEmail: module.CONTACT_EMAIL,
    };
  };
  const closers: (() => unknown)[] = [];
  /** Back-in-stock and webhooks, on the contact backend's database and mail transport. */
  const shopParts = async (
    backend: ContactBackend,
    load: () => Promise<HandlerModule> | HandlerModule,
  ) => {
    const module = await load();
    const log = {
      info: (message: string) => logger.info(message),
      error: (message: string) => logger.error(message),
    };
    const alerts = startAlerts({
      database: backend.database,
      transport: backend.transport,
      shop: { origin: env.STOREFRONT_ORIGIN, name: module.BRAND, email: module.CONTACT_EMAIL },
      storefrontApi: {
        storeDomain: env.PUBLIC_STORE_DOMAIN,
        token: env.PUBLIC_STOREFRONT_API_TOKEN,
        apiVersion: env.PUBLIC_STOREFRONT_API_VERSION,
      },
      // With webhooks, a restock is announced; without, it is looked for every few minutes.
      pollRestocks: !env.SHOPIFY_WEBHOOK_SECRET,
      log,
    });
    const webhooks = await startWebhooks({
      database: backend.database,
      secret: env.SHOPIFY_WEBHOOK_SECRET,
      onStockChange: (variants) => alerts.restock.check(variants),
      log,
    });
    closers.push(
      () => webhooks.close(),
      () => alerts.close(),
    );
    // The owner's reports: through this process for the scripts when the embedded database is
    // its alone (a token in a file beside it), and for the provider's console when a token is
    // configured (OWNER_REPORT_TOKEN), whatever the database.
    const tokens = [
      ...(backend.database.kind === "pglite" && !env.DATA_DIR.startsWith("memory://")
        ? [publishOwnerAccess(env.DATA_DIR, env.PORT)]
        : []),
      ...(env.OWNER_REPORT_TOKEN ? [env.OWNER_REPORT_TOKEN] : []),
    ];
    const owner = tokens.length
      ? {
          tokens,
          reports: {
            "contact-messages": (query: URLSearchParams) =>
              recentContactMessages(
                backend.database.db,
                Math.min(Math.max(Number(query.get("limit")) || 50, 1), 10_000),
              ),
            "alerts-pending": () => pendingStockAlerts(backend.database.db),
            [VITALS_OWNER_REPORT]: (query: URLSearchParams) =>
              vitalsOwnerReport(backend.database.db, query),
          },
        }
      : undefined;
    return {
      owner,
      alerts: alerts.alerts,
      webhooks: webhooks.deps,
      catalogueGeneration: webhooks.catalogue.generation,
    };
  };
  if (env.NODE_ENV === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, root });
    const handlerModule = () =>
      devServer.ssrLoadModule("/server/request-handler.ts") as Promise<HandlerModule>;
    contact = await startContactBackend({ env, limit, app: contactParts(handlerModule) });
    vitals = fieldVitals(contact);
    app = createServerApp({
      env,
      ...(await shopParts(contact, handlerModule)),
      vite: devServer,
      handlerModule,
      contact: contact.store,
      vitals,
      readiness: readiness(contact),
      authLimiter: createAuthLimiter(contact.database.pool),
    });
  } else {
    const bundle = path.join(root, "build/server/index.js");
    const handlerModule = (await import(pathToFileURL(bundle).href)) as HandlerModule;
    contact = await startContactBackend({ env, limit, app: contactParts(() => handlerModule) });
    vitals = fieldVitals(contact);
    app = createServerApp({
      env,
      ...(await shopParts(contact, () => handlerModule)),
      handlerModule,
      contact: contact.store,
      vitals,
      readiness: readiness(contact),
      // On PostgreSQL the sign-in limit holds across instances, like the contact form's.
      authLimiter: createAuthLimiter(contact.database.pool),
      clientDir: path.join(root, "build/client"),
    });
  }
  const server = createHttpServer(app, {
    headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  });
  server.listen(env.PORT, env.HOST, () => {
    logger.info({ port: env.PORT }, `storefront listening on ${env.STOREFRONT_ORIGIN}`);
  });
  // SIGTERM drains (server/drain.ts): no new connections, idle ones closed, requests under way
  // answered with Connection: close (for up to DRAIN_MS), then the database closed. A proxy
  // retries elsewhere what never reached us.
  const drain = drainable(server, {
    drainMs: DRAIN_MS,
    // The field speed counts still in memory go to the database before it closes.
    onClosed: () =>
      void Promise.all([vitals.close(), ...closers.map((close) => close())])
        .then(() => contact.close())
        .then(() => process.exit(0)),
  });
  const stop = () => {
    draining = true;
    drain.start();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  // A bad configuration's message names the variable; the stack would only bury it.
  logger.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
