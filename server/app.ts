import path from "node:path";
import zlib from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { withServerCache } from "../app/lib/storefront-cache.server";
import { createStorefrontClient } from "../app/lib/storefront-client";
import {
  cspNonceContext,
  publicEnvContext,
  renderOutcomeContext,
  storefrontContext,
  type RenderOutcome,
} from "../app/lib/app-context";
import { getPublicEnv, type ServerEnv } from "./env.server";
import { createPageCache } from "./page-cache";
import { securityHeaders } from "./security-headers";

/**
 * The storefront's Node server: security headers, compression, long-cached hashed assets and
 * server rendering of the React Router build. `build` is the production bundle, or a getter
 * that loads it through Vite in development.
 */
export function createServerApp(options: {
  env: ServerEnv;
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir?: string;
  vite?: { middlewares: express.RequestHandler };
}): Express {
  const { env } = options;
  const app = express();
  app.disable("x-powered-by");
  const commerceOrigins = [
    ...new Set([
      new URL(env.PUBLIC_STORE_DOMAIN).origin,
      new URL(env.PUBLIC_CUSTOMER_ACCOUNT_API_URL).origin,
    ]),
  ];
  // Pages are compressed anew for every response (each has its own CSP nonce), so they get a
  // fast Brotli setting: quality 2 costs under half of the default 4 for ~6 % more bytes.
  // Assets come compressed from the build (vite.config.ts).
  const compressPages = compression({
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
  });
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
  const publicEnv = getPublicEnv();
  const storefront = withServerCache(
    createStorefrontClient({
      storeDomain: env.PUBLIC_STORE_DOMAIN,
      token: env.PUBLIC_STOREFRONT_API_TOKEN,
      apiVersion: env.PUBLIC_STOREFRONT_API_VERSION,
    }),
  );
  // Development renders every request, so edits show at once.
  const pageCache = options.vite
    ? []
    : [
        createPageCache().middleware(
          (res) => (res.locals.renderOutcome as RenderOutcome | undefined)?.failed ?? true,
        ),
      ];
  app.all(
    "/{*splat}",
    ...pageCache,
    createRequestHandler({
      build: options.build,
      mode: env.NODE_ENV === "development" ? "development" : "production",
      getLoadContext(_req, res) {
        const context = new RouterContextProvider();
        const renderOutcome: RenderOutcome = { failed: false };
        res.locals.renderOutcome = renderOutcome;
        context.set(renderOutcomeContext, renderOutcome);
        context.set(publicEnvContext, publicEnv);
        context.set(storefrontContext, storefront);
        context.set(cspNonceContext, String(res.locals.cspNonce ?? ""));
        return context;
      },
    }),
  );
  return app;
}
