import { createHash } from "node:crypto";
import { isIP } from "node:net";
import express, { type Request, type Response } from "express";
import type { CatalogueSnapshot, CatalogueStore } from "../catalogue/catalogue-store";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { storefrontTokens } from "../db/schema/index";
import {
  NEWEST_SHIPPED_VERSION,
  servedVersion,
  type ShippedVersion,
} from "../graphql/api-versions";
import { createVersionedExecutors, type GraphQLRequest } from "../graphql/executor";
import { defaultLimits } from "../graphql/limits";
import { publishedSchemaFile } from "../graphql/published-schemas";
import { readGraphQLBody } from "../http/graphql-request";
import type { Logger } from "../http/logger";
import { sameSecret } from "../http/same-secret";
import { clientKey } from "../http/client-key";
import { cartResolvers } from "./cart/cart-resolvers";
import { createGiftCardLimits } from "./cart/gift-card-limits";
import { createCartStates } from "./cart-states";
import type { CustomerTokenVerifier, StorefrontSettings } from "./context";
import { collectionResolvers } from "./collection-resolvers";
import { productResolvers } from "./product-resolvers";
import { searchResolvers } from "./search-resolvers";
import { shopResolvers } from "./shop-resolvers";
import { variantResolvers } from "./variant-resolvers";
import { createResponseCache } from "./response-cache";
import { WARM_UP_QUERIES } from "./warm-up-queries";

/** The newest Storefront API schema the provider ships: the one the storefront speaks. */
export const STOREFRONT_SCHEMA_FILE = publishedSchemaFile("storefront", NEWEST_SHIPPED_VERSION);

/** Headers hydrogen-react sends from the browser; a preflight must allow all of them. */
const ALLOWED_HEADERS = [
  "content-type",
  "accept",
  "x-shopify-storefront-access-token",
  "x-sdk-variant",
  "x-sdk-variant-source",
  "x-sdk-version",
  "shopify-storefront-id",
  "shopify-storefront-y",
  "shopify-storefront-s",
  "custom-storefront-request-group-id",
].join(", ");

function mergeResolvers(...maps: (typeof productResolvers)[]) {
  const merged: typeof productResolvers = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}

export function createStorefrontApi(deps: {
  db: Database;
  clock: Clock;
  store: CatalogueStore;
  settings: StorefrontSettings;
  allowedOrigins: readonly string[];
  logger: Logger;
  verifyCustomerToken: CustomerTokenVerifier;
  customerHasOrders: (customerId: number) => Promise<boolean>;
}) {
  const executorFor = createVersionedExecutors({
    schemaFile: (version) => publishedSchemaFile("storefront", version),
    resolvers: mergeResolvers(
      productResolvers,
      collectionResolvers,
      searchResolvers,
      variantResolvers,
      shopResolvers,
      cartResolvers,
    ),
    limits: defaultLimits,
  });
  const responses = createResponseCache();
  const cartStates = createCartStates();
  const giftCardLimits = createGiftCardLimits();
  const tokenCache = new Map<string, { scopes: Set<string>; at: number }>();

  /**
   * The token's scopes, or null for a token the shop never issued. A private token is a secret,
   * so it is never looked up by value (an index comparison stops at the first differing
   * character): the few tokens are read and each compared in constant time, and the cache is
   * keyed by the token's digest.
   */
  async function scopesFor(token: string): Promise<Set<string> | null> {
    const digest = createHash("sha256").update(token, "utf8").digest("base64");
    const cached = tokenCache.get(digest);
    if (cached && Date.now() - cached.at < 10_000) return cached.scopes;
    const rows = await deps.db.select().from(storefrontTokens);
    const row = rows.find((r) => sameSecret(token, r.token));
    if (!row) return null;
    const scopes = new Set(row.scopes);
    tokenCache.set(digest, { scopes, at: Date.now() });
    return scopes;
  }

  function contextFor(catalogue: CatalogueSnapshot, scopes: ReadonlySet<string>, client: string) {
    return {
      db: deps.db,
      clock: deps.clock,
      store: deps.store,
      catalogue,
      cartStates,
      scopes,
      settings: deps.settings,
      verifyCustomerToken: deps.verifyCustomerToken,
      customerHasOrders: deps.customerHasOrders,
      client,
      giftCardLimits,
    };
  }

  /**
   * Reads the catalogue snapshot and runs one of each kind of catalogue query (search, filtered
   * and sorted collections, predictive search) before the server listens. On a large catalogue
   * the first of each otherwise took seconds (loading the snapshot, PGlite reading its indexes
   * and planning cold, V8 compiling the resolvers), long enough for the storefront's first page
   * to give up with a 503. Only the newest version, the storefront's, is warmed (building
   * another version's schema waits for its first request). Answers are discarded; nothing is
   * written.
   */
  async function warm() {
    const catalogue = await deps.store.get();
    const executor = executorFor(NEWEST_SHIPPED_VERSION);
    for (const request of WARM_UP_QUERIES) {
      const result = await executor.run(request, contextFor(catalogue, new Set(), "warm-up"));
      if (result.errors?.length) {
        throw new Error(`warming the Storefront API failed: ${result.errors[0]!.message}`);
      }
    }
  }

  function cacheKeyFor(
    version: ShippedVersion,
    request: GraphQLRequest,
    token: string,
  ): string | null {
    if (request.query.length > defaultLimits.maxQueryLength) return null;
    const executor = executorFor(version);
    const { document, errors } = executor.prepare(request.query);
    return errors.length
      ? null
      : responses.keyFor({ version, schema: executor.schema }, document, request, token);
  }

  function cors(req: Request, res: Response) {
    const origin = req.headers.origin;
    // A private token must never be used from a browser, so such requests get no CORS grant.
    if (!origin || req.headers["shopify-storefront-private-token"]) return;
    if (!deps.allowedOrigins.includes(origin)) return;
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Vary", "Origin");
    res.setHeader("Access-Control-Allow-Methods", "POST, GET, OPTIONS");
    res.setHeader("Access-Control-Allow-Headers", ALLOWED_HEADERS);
    res.setHeader("Access-Control-Max-Age", "600");
  }

  /**
   * The buyer behind a request. A server holding a private token calls on its shoppers' behalf
   * and names each one in `Shopify-Storefront-Buyer-IP`, as Shopify asks; a public-token
   * request comes from the buyer's own browser, so its address is the buyer's.
   */
  function clientOf(req: Request) {
    const buyerIp = req.get("shopify-storefront-buyer-ip");
    // Only when the private token is the one that was checked (no public token beside it).
    const trusted =
      !req.get("x-shopify-storefront-access-token") &&
      req.get("shopify-storefront-private-token") &&
      buyerIp &&
      isIP(buyerIp);
    return clientKey(trusted ? buyerIp : req.socket.remoteAddress);
  }

  const router = express.Router();
  router.options("/api/:version/graphql.json", (req, res) => {
    cors(req, res);
    res.status(204).end();
  });
  router.post(
    "/api/:version/graphql.json",
    express.json({ limit: "256kb" }),
    express.text({ type: "application/graphql", limit: "256kb" }),
    async (req, res) => {
      cors(req, res);
      const version = servedVersion(req.params.version, deps.clock.now());
      if (!version) {
        res.status(404).json({ errors: "Not Found" });
        return;
      }
      res.setHeader("X-Shopify-API-Version", version);
      const token =
        req.get("x-shopify-storefront-access-token") ?? req.get("shopify-storefront-private-token");
      const scopes = token ? await scopesFor(token) : null;
      if (!scopes) {
        res.status(401).json({
          errors: [{ message: "Unauthorized", extensions: { code: "UNAUTHORIZED" } }],
        });
        return;
      }
      const body = readGraphQLBody(req);
      if (!body.ok) {
        res.status(body.status).json(body.body);
        return;
      }
      const catalogue = await deps.store.get();
      const cacheKey = cacheKeyFor(version, body.request, token!);
      const cached = cacheKey && responses.get(catalogue, cacheKey);
      if (cached) {
        res.status(200).type("application/json").send(cached);
        return;
      }
      const result = await executorFor(version).run(
        body.request,
        contextFor(catalogue, scopes, clientOf(req)),
      );
      for (const error of result.errors ?? []) {
        if (error.extensions.code === "INTERNAL_SERVER_ERROR" && error.originalError) {
          deps.logger.error("storefront resolver failed", {
            requestId: res.getHeader("x-request-id"),
            path: error.path,
            error: error.originalError,
          });
        }
      }
      const json = JSON.stringify(result);
      if (cacheKey && !result.errors) responses.set(catalogue, cacheKey, json);
      res.status(200).type("application/json").send(json);
    },
  );
  return Object.assign(router, { warm });
}
