import { createRequestHandler as createReactRouterHandler } from "@react-router/express";
import type { Request, RequestHandler } from "express";
import { RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import { contactInboxContext, type ContactInbox } from "../app/features/contact/api/contact-inbox";
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
  publicEnv: PublicEnv;
  storefront: StorefrontConfig;
  /** The contact inbox (server/contact/), bound to the request's client for the rate limit. */
  contactInbox: { forRequest(req: Request): ContactInbox };
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
  const storefront = withServerCache(createStorefrontClient(options.storefront));
  return createReactRouterHandler({
    build,
    mode: options.mode,
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      const renderOutcome: RenderOutcome = { failed: false };
      res.locals.renderOutcome = renderOutcome;
      context.set(renderOutcomeContext, renderOutcome);
      context.set(publicEnvContext, options.publicEnv);
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
      return context;
    },
  });
}
