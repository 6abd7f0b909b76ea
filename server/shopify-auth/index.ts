import express, { type NextFunction, type Request, type Response } from "express";
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { clientAddress } from "../contact/client-address";
import { MAX_JSON_DEPTH, nestedDeeperThan } from "../json-depth";
import { closeGently } from "../http-server";
import { currentLog } from "../logging/request-context";
import { shopOrigin, type ShopOrigin } from "../shop-origin";
import { authRequestSchema, describeProblem, sameUrl } from "./auth-request";
import type { FetchLimits } from "./bounded-fetch";
import { createAuthLimiter } from "./rate-limit";
import { createTokenEndpointSource } from "./token-endpoint-discovery";
import { exchangeTokens } from "./token-exchange";

export const SHOPIFY_AUTH_PATH = "/api/shopify-auth";

export interface ShopifyAuthOptions {
  /** `PUBLIC_CUSTOMER_ACCOUNT_API_URL`: where the discovery document is read. */
  customerAccountApiUrl: string;
  /** `PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID`: the only client the proxy speaks for. */
  clientId: string;
  /** The shop's origin (STOREFRONT_ORIGIN): requests must come from its pages. */
  shop: ShopOrigin;
  /** Counts requests per client (./rate-limit.ts); in memory unless given one. */
  limiter?: RateLimiterAbstract;
  limits?: Partial<FetchLimits>;
}

// The body is a handful of short fields; refresh tokens are the longest, at a few hundred bytes.
const BODY_LIMIT = "16kb";
const DEFAULT_LIMITS: FetchLimits = { timeoutMs: 10_000, maxBytes: 64 * 1024 };

/**
 * `POST /api/shopify-auth`: the storefront's server exchanges a sign-in code, or a
 * refresh token, at the Customer Account API's token endpoint for the browser. It is a proxy to
 * one fixed address and nothing else, so it can never be used to reach another: the browser
 * names the token endpoint, client and redirect URI, and each must equal what configuration
 * and the shop's origin (its `Origin`, which must be STOREFRONT_ORIGIN's) say, or nothing is
 * sent anywhere. Nothing here writes a code,
 * verifier or token to a log.
 */
export function shopifyAuthRouter(options: ShopifyAuthOptions): express.Router {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const tokenEndpoints = createTokenEndpointSource({
    customerAccountApiUrl: options.customerAccountApiUrl,
    limits,
  });
  const limiter = options.limiter ?? createAuthLimiter();
  const readJson = express.json({ limit: BODY_LIMIT, type: () => true, strict: true });

  const router = express.Router();
  router.use(SHOPIFY_AUTH_PATH, (_req, res, next) => {
    // Tokens must never sit in a browser's or a shared cache.
    res.setHeader("cache-control", "no-store");
    next();
  });

  router.post(
    SHOPIFY_AUTH_PATH,
    async (req, res, next) => {
      try {
        // Counted as the contact form counts: by connection address (an IPv6 client by its /64).
        await limiter.consume(clientAddress(req));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          res.setHeader(
            "retry-after",
            String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))),
          );
          res.status(429).json({ error: "Too many sign-in requests. Please wait and try again." });
          return;
        }
        // The limiter's store failed: signing in matters more than counting, so let it through.
        currentLog().warn("shopify-auth: rate limiter unavailable, request not counted");
      }
      const origin = shopOrigin(req, options.shop);
      if (!origin) {
        res.status(403).json({ error: "Requests must come from this shop's pages." });
        return;
      }
      res.locals.shopOrigin = origin;
      if (!req.is("application/json")) {
        res.status(415).json({ error: "Send the request as application/json." });
        return;
      }
      next();
    },
    readJson,
    async (req, res) => {
      const origin = res.locals.shopOrigin as string;
      if (nestedDeeperThan(req.body, MAX_JSON_DEPTH)) {
        res.status(400).json({ error: "The request body is nested too deeply." });
        return;
      }
      const parsed = authRequestSchema.safeParse(req.body);
      if (!parsed.success) {
        res.status(400).json({ error: describeProblem(parsed.error) });
        return;
      }
      const request = parsed.data;
      if (request.clientId !== options.clientId) {
        res.status(400).json({ error: "clientId is not this shop's client" });
        return;
      }
      if (request.action === "token" && request.redirectUri !== `${origin}/account/callback`) {
        res.status(400).json({ error: "redirectUri is not this shop's callback" });
        return;
      }
      let tokenEndpoint: string;
      try {
        tokenEndpoint = await tokenEndpoints.get();
      } catch {
        currentLog().warn("shopify-auth: the provider's discovery document could not be read");
        res.status(502).json({ error: "upstream_unavailable" });
        return;
      }
      if (!sameUrl(request.tokenEndpoint, tokenEndpoint)) {
        res.status(400).json({ error: "tokenEndpoint is not this shop's token endpoint" });
        return;
      }
      const outcome = await exchangeTokens(request, {
        tokenEndpoint,
        clientId: options.clientId,
        origin,
        limits,
      });
      if ("reason" in outcome) {
        // The action and the kind of failure only: never the code, verifier or tokens.
        currentLog().warn(
          { action: request.action, reason: outcome.reason },
          "shopify-auth: token endpoint failed",
        );
      }
      res.status(outcome.status).json(outcome.body);
    },
  );

  router.all(SHOPIFY_AUTH_PATH, (_req, res) => {
    res.setHeader("allow", "POST");
    res.status(405).json({ error: "Use POST." });
  });

  // The body parser's errors: its messages can quote the body, so none of them reaches a log
  // or the browser; only the kind of failure is answered.
  router.use(
    SHOPIFY_AUTH_PATH,
    (
      error: { type?: string; status?: number },
      req: Request,
      res: Response,
      next: NextFunction,
    ) => {
      if (res.headersSent) return next(error);
      if (error.type === "entity.too.large") {
        // The rest of the body is still arriving: answer, then close without a reset.
        closeGently(req, res);
        res.status(413).json({ error: "The request body is too large." });
      } else if (error.type === "charset.unsupported" || error.type === "encoding.unsupported") {
        res.status(415).json({ error: "Send the request as UTF-8 JSON." });
      } else if (error.status && error.status < 500) {
        res.status(400).json({ error: "The request body is not valid JSON." });
      } else {
        currentLog().error("shopify-auth: unexpected failure");
        res.status(500).json({ error: "Something went wrong. Please try again." });
      }
    },
  );
  return router;
}
