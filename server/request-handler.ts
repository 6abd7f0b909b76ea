import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler as createRouterHandler, RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import {
  backInStockLinksContext,
  type BackInStockLinks,
} from "../app/features/catalog/api/back-in-stock-links";
import { contactInboxContext, type ContactInbox } from "../app/features/contact/api/contact-inbox";
import { siteOriginContext } from "../app/lib/seo";
import {
  cspNonceContext,
  publicEnvContext,
  renderOutcomeContext,
  storefrontContext,
  type RenderOutcome,
} from "../app/lib/app-context";
import type { PublicEnv } from "../app/lib/public-env";
import { withServerCache } from "../app/lib/storefront-cache.server";
import { createStorefrontClient, type StorefrontConfig } from "../app/lib/storefront-client";

// What the server's own code (server/contact/) needs of the app, from this bundle's one copy:
// the contact schema the form also validates with, and who the shop is.
export { contactMessageSchema } from "../app/features/contact/lib/contact-message";
export { BRAND, CONTACT_EMAIL } from "../app/lib/brand";

/**
 * What the handler needs from the server's configuration, validated once at start
 * (server/env.server.ts) and handed in: this module never reads process.env itself.
 */
export interface RequestHandlerOptions {
  mode: "development" | "production";
  /** The shop's public origin (STOREFRONT_ORIGIN): every absolute URL the app writes. */
  shopOrigin: string;
  publicEnv: PublicEnv;
  storefront: StorefrontConfig;
  /** The contact inbox (server/contact/), bound to the request's client for the rate limit. */
  contactInbox: { forRequest(req: Request): ContactInbox };
  /**
   * The catalogue's generation (server/webhooks/catalogue-version.ts): a new number drops the
   * Storefront answers kept for pages. Absent, copies live out their cache windows.
   */
  catalogueGeneration?: () => number;
  /** What a back-in-stock email's pages do (server/alerts/); absent, those pages are not found. */
  backInStockLinks?: BackInStockLinks;
}

/**
 * Renders the React Router app. This module is the entry of the server bundle (vite.config.ts),
 * built together with the app, so the context keys and the Storefront client it hands to
 * loaders are the very ones the app's modules import. The Node server (server/app.ts) loads it
 * from build/server/index.js, or through Vite in development, and keeps everything that is
 * not the app itself: headers, compression, files, the page cache and the backend endpoints.
 *
 * The page cache keeps no page whose render failed; it reads that from `res.locals.renderOutcome`.
 */
export function createRequestHandler(options: RequestHandlerOptions): RequestHandler {
  const storefront = withServerCache(createStorefrontClient(options.storefront), {
    generation: options.catalogueGeneration,
  });
  const handle = createRouterHandler(build, options.mode);
  const { protocol, host } = new URL(options.shopOrigin);

  function loadContext(req: Request, res: ExpressResponse) {
    const context = new RouterContextProvider();
    const renderOutcome: RenderOutcome = { failed: false };
    res.locals.renderOutcome = renderOutcome;
    context.set(renderOutcomeContext, renderOutcome);
    context.set(publicEnvContext, options.publicEnv);
    context.set(siteOriginContext, options.shopOrigin);
    // Each read that fell back on a cached copy, or found none while the Commerce API is
    // down, marks this response (docs/decisions/0010-riding-out-the-upstream.md).
    context.set(
      storefrontContext,
      storefront.observed({
        onStale: () => {
          if (!res.headersSent) res.setHeader("x-boutique-cache", "stale");
        },
        onUnavailable: (seconds) => {
          if (!res.headersSent) res.setHeader("retry-after", String(seconds));
        },
      }),
    );
    context.set(cspNonceContext, String(res.locals.cspNonce ?? ""));
    context.set(contactInboxContext, options.contactInbox.forRequest(req));
    context.set(backInStockLinksContext, options.backInStockLinks ?? null);
    return context;
  }

  /**
   * The request as the app sees it. Its URL names the host the server checked as one of the
   * shop's (`res.locals.shopHost`, server/shop-origin.ts) with the configured scheme: never a
   * `Host` or `X-Forwarded-Host` as sent, and never anything a proxy was not trusted to say.
   * Its body is the one server/body-limit.ts read within the form limit, never the socket's.
   */
  function toFetchRequest(req: Request, res: ExpressResponse): globalThis.Request {
    const controller = new AbortController();
    res.once("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    const shopHost = typeof res.locals.shopHost === "string" ? res.locals.shopHost : host;
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    return new globalThis.Request(`${protocol}//${shopHost}${req.originalUrl}`, {
      method: req.method,
      headers,
      signal: controller.signal,
      body: hasBody ? (Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : "") : undefined,
    });
  }

  return async (req, res, next) => {
    try {
      const response = await handle(toFetchRequest(req, res), loadContext(req, res));
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** Writes the app's Fetch response to Node's, as @react-router/express does. */
async function send(res: ExpressResponse, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    // The shopper went away mid-stream: nothing is left to answer.
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
