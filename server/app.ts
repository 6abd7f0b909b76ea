import { STATUS_CODES } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { RenderOutcome } from "../app/lib/app-context";
import { PAGE_FORM_LIMIT_BYTES, pageFormBodies } from "./body-limit";
import { cacheControl } from "./cache-control";
import { clientAddress } from "./contact/client-address";
import { createAlertsRouter } from "./alerts/alerts-router";
import type { StockAlerts } from "./alerts/stock-alerts";
import { createContactRouter } from "./contact/contact-router";
import type { ContactStore } from "./contact/contact-store";
import { getPublicEnv, type ServerEnv } from "./env.server";
import { healthRoutes, storefrontApiCheck } from "./health";
import { currentLog, currentRequestId } from "./logging/request-context";
import { machineRequestLogging, requestLogging } from "./logging/request-logging";
import { ownerRouter, type OwnerReports } from "./owner-access";
import { createPageCache } from "./page-cache";
import type * as RequestHandlerModule from "./request-handler";
import { apiSecurityHeaders, securityHeaders } from "./security-headers";
import { hostGuard, shopOriginFrom } from "./shop-origin";
import { shopifyAuthRouter } from "./shopify-auth";
import type { VitalsRecorder } from "./vitals/vitals-histogram";
import { createVitalsRouter, VITALS_PATH } from "./vitals/vitals-router";
import { createWebhookRouter, WEBHOOKS_PATH, type WebhookDeps } from "./webhooks/webhook-router";

/** server/request-handler.ts as the server bundle (build/server/index.js) exports it. */
export type HandlerModule = typeof RequestHandlerModule;

/**
 * The storefront's Node server: security headers, compression, long-cached hashed assets and
 * the app's request handler (server/request-handler.ts). `handlerModule` is that module from
 * the production bundle, or a getter that loads it through Vite in development. The server
 * imports nothing of the app at run time: the bundle holds the one copy of every app module.
 */
export function createServerApp(options: {
  env: ServerEnv;
  handlerModule: HandlerModule | (() => Promise<HandlerModule>);
  /** Where contact messages go (server/contact/), for POST /api/contact-form and the app. */
  contact: ContactStore;
  /** Where POST /api/vitals adds shoppers' field speed (server/vitals/); absent, no endpoint. */
  vitals?: VitalsRecorder;
  /** POST /api/webhooks (server/webhooks/); absent, or without a secret, it answers 404. */
  webhooks?: WebhookDeps;
  /**
   * Back-in-stock requests (server/alerts/): POST /api/back-in-stock, a mail client's one-click
   * unsubscribe, and what the emails' pages (app routes under /back-in-stock/) do.
   */
  alerts?: StockAlerts;
  /** The catalogue's generation: when it moves, the page and data caches drop their copies. */
  catalogueGeneration?: () => number;
  /** Reports for the owner's scripts and the provider's console, to their tokens (owner-access.ts). */
  owner?: { tokens: string[]; reports: OwnerReports };
  /** Counts POST /api/shopify-auth per client (server/shopify-auth/rate-limit.ts). */
  authLimiter?: RateLimiterAbstract;
  /** For GET /readyz (server/health.ts): the database's check, and whether the process stops. */
  readiness?: { database: () => Promise<unknown>; draining?: () => boolean };
  clientDir?: string;
  vite?: { middlewares: express.RequestHandler };
}): Express {
  const { env } = options;
  const app = express();
  app.disable("x-powered-by");
  // Behind the operator's reverse proxy only (TRUST_PROXY): the client of the rate limits, and
  // the host a request was sent to, as the proxy reports them.
  app.set("trust proxy", env.TRUST_PROXY);
  const shop = shopOriginFrom(env.STOREFRONT_ORIGIN);
  // First, the two endpoints machines call by the thousand a second (POST /api/webhooks from
  // Shopify, POST /api/vitals from shoppers' beacons), with only what they need: their request
  // id and an access line for what is worth reading (machineRequestLogging), the shop's hosts
  // only, and an API's security headers. None of what the pages need (the CSP nonce,
  // compression, files, the page cache, the app) is theirs to pay for: at a thousand webhooks a
  // second that middleware cost more than the endpoints' own work. Both answer every method on
  // their path, so nothing below ever sees them.
  app.all(
    options.vitals ? [VITALS_PATH, WEBHOOKS_PATH] : [WEBHOOKS_PATH],
    machineRequestLogging(),
    hostGuard(shop),
    apiSecurityHeaders({ dev: env.NODE_ENV === "development" }),
  );
  if (options.vitals) app.use(createVitalsRouter({ recorder: options.vitals, shop }));
  app.use(
    createWebhookRouter(
      options.webhooks ?? {
        secret: undefined,
        firstDelivery: () => Promise.resolve(false),
        onChange: () => {},
      },
    ),
  );
  // Then every other request gets its id (echoed, sent upstream) and one access line, probes too.
  app.use(requestLogging());
  const commerceOrigins = [
    ...new Set([
      new URL(env.PUBLIC_STORE_DOMAIN).origin,
      new URL(env.PUBLIC_CUSTOMER_ACCOUNT_API_URL).origin,
    ]),
  ];
  // Pages are compressed anew for every response (each has its own CSP nonce), so they get a
  // fast Brotli setting: quality 2 costs under half of the default 4 for ~6 % more bytes. The
  // window is 256 KB (LGWIN 18) instead of 4 MB: pages are smaller than that, so they come out
  // the same size, but every response's encoder allocated the whole window, and that (with the
  // full collections V8 starts when so much memory comes and goes) cost more than the render:
  // /shop on 10,000 products took 14 ms of CPU with the 4 MB window and 6.6 ms with this one.
  // Assets come compressed from the build (vite.config.ts).
  const compressPages = compression({
    brotli: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 2,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
  if (options.readiness) {
    app.use(
      healthRoutes({
        ...options.readiness,
        storefrontApi: storefrontApiCheck({
          storeDomain: env.PUBLIC_STORE_DOMAIN,
          token: env.PUBLIC_STOREFRONT_API_TOKEN,
          apiVersion: env.PUBLIC_STOREFRONT_API_VERSION,
        }),
      }),
    );
  }
  // Everything below answers only to the shop's own hosts (STOREFRONT_ORIGIN): a forged Host
  // never reaches a render, a cached page or, in development, Vite's dev server (DNS rebinding).
  // The health endpoints above answer any host: load balancers and orchestrators probe them by
  // IP address, and their answers carry no URL and are never cached.
  // The owner's scripts ask on loopback, by 127.0.0.1, whatever the shop's public origin.
  if (options.owner) app.use(ownerRouter(options.owner.tokens, options.owner.reports));
  app.use(hostGuard(shop));
  app.use(...securityHeaders({ commerceOrigins, dev: env.NODE_ENV === "development" }));
  if (options.clientDir && !options.vite) {
    // Hashed file names never change content, so browsers may keep them for a year. The build
    // wrote a Brotli (quality 11) and a gzip copy of each; Brotli goes to every browser that
    // takes it, whatever order its Accept-Encoding lists them in. React Router writes its route
    // manifest after the bundle is compressed: that one file is compressed as it is sent.
    app.use(
      "/assets",
      compression(),
      expressStaticGzip(path.join(options.clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", fallthrough: false },
      }),
      // A missing asset is an ordinary 404, not an error worth a stack trace in the log.
      (error: { status?: number }, _req: Request, res: Response, next: NextFunction) => {
        if (error.status === 404) res.sendStatus(404);
        else next(error);
      },
    );
  }
  app.use(compressPages);
  if (options.vite) {
    app.use(options.vite.middlewares);
  } else if (options.clientDir) {
    // Only paths that name a file can be one: pages skip the file-system lookup.
    const publicFiles = express.static(options.clientDir, { maxAge: "1h" });
    app.use((req, res, next) => {
      if (path.extname(req.path)) publicFiles(req, res, next);
      else next();
    });
  }
  // The other backend endpoints (/api/contact-form, /api/shopify-auth, /api/back-in-stock and
  // the one-click unsubscribe of its emails) are mounted here, after the security headers and
  // before the page cache and the app. Their code lives in server/; what they need of the app
  // comes through the handler module, never by importing app/ at run time (the bundle holds
  // its only copy).
  // Every response from here on gets its Cache-Control as it goes out (server/cache-control.ts).
  app.use(cacheControl());
  app.use(
    shopifyAuthRouter({
      customerAccountApiUrl: env.PUBLIC_CUSTOMER_ACCOUNT_API_URL,
      clientId: env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID,
      shop,
      limiter: options.authLimiter,
    }),
  );
  app.use(createContactRouter({ store: options.contact, shop }));
  if (options.alerts) app.use(createAlertsRouter({ alerts: options.alerts, shop }));

  const handlerOptions: RequestHandlerModule.RequestHandlerOptions = {
    mode: env.NODE_ENV === "development" ? "development" : "production",
    shopOrigin: shop.origin,
    publicEnv: getPublicEnv(),
    storefront: {
      storeDomain: env.PUBLIC_STORE_DOMAIN,
      token: env.PUBLIC_STOREFRONT_API_TOKEN,
      apiVersion: env.PUBLIC_STOREFRONT_API_VERSION,
      // The app's Storefront calls send the id of the request they render for (server/logging/).
      requestId: currentRequestId,
    },
    contactInbox: { forRequest: (req) => options.contact.forClient(clientAddress(req)) },
    catalogueGeneration: options.catalogueGeneration,
    backInStockLinks: options.alerts,
  };
  const renderApp =
    typeof options.handlerModule === "function"
      ? reloadingHandler(options.handlerModule, handlerOptions)
      : options.handlerModule.createRequestHandler(handlerOptions);
  // Development renders every request, so edits show at once.
  const pageCache = options.vite
    ? []
    : [
        createPageCache({ generation: options.catalogueGeneration }).middleware(
          (res) => (res.locals.renderOutcome as RenderOutcome | undefined)?.failed ?? true,
        ),
      ];
  // Route actions read the body only as pageFormBodies left it: a form within the limit.
  app.all("/{*splat}", pageFormBodies({ limit: PAGE_FORM_LIMIT_BYTES }), ...pageCache, renderApp);
  app.use(lastResort);
  return app;
}

/**
 * Whatever reached Express's own error handler, which would print its stack to stderr. A
 * client's mistake (a path that does not decode, `/%E0%A4%A`; a body cut short) gets its 4xx
 * status and no log line beyond the access line; only the server's own failures are logged.
 */
function lastResort(
  error: { status?: number; statusCode?: number },
  _req: Request,
  res: Response,
  // Express knows an error handler by its four parameters.
  _next: NextFunction,
) {
  const status = error.status ?? error.statusCode ?? 500;
  const clientError = status >= 400 && status < 500;
  if (!clientError) currentLog().error({ err: error }, "request failed");
  if (res.headersSent) {
    // Part of the answer is out: cutting the connection is the only way to say it failed.
    res.destroy();
    return;
  }
  res.setHeader("Cache-Control", "no-store");
  res
    .status(clientError ? status : 500)
    .type("text/plain")
    .send(`${STATUS_CODES[clientError ? status : 500]}\n`);
}

/**
 * Development: Vite hands back the same module for every request until an edit to it, or to
 * anything it imports (a route, a component), replaces it; only then is the handler made anew.
 */
function reloadingHandler(
  load: () => Promise<HandlerModule>,
  handlerOptions: RequestHandlerModule.RequestHandlerOptions,
): express.RequestHandler {
  let current: { module: HandlerModule; handler: express.RequestHandler } | undefined;
  return async (req, res, next) => {
    const module = await load();
    if (current?.module !== module) {
      current = { module, handler: module.createRequestHandler(handlerOptions) };
    }
    return current.handler(req, res, next);
  };
}
