import express, { type NextFunction, type Request, type Response } from "express";
import { BREAK, visit, type DocumentNode } from "graphql";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import {
  NEWEST_SHIPPED_VERSION,
  servedVersion,
  type ShippedVersion,
} from "../graphql/api-versions";
import { createVersionedExecutors } from "../graphql/executor";
import { defaultLimits } from "../graphql/limits";
import { publishedSchemaFile } from "../graphql/published-schemas";
import { readGraphQLBody } from "../http/graphql-request";
import type { Logger } from "../http/logger";
import { createCustomerAnswerCache } from "./answer-cache";
import type { CustomerAccountSettings } from "./context";
import { createLoaders } from "./loaders";
import { customerAccountResolvers } from "./resolvers";

export type AccessTokenVerifier = (
  token: string | undefined,
) => Promise<{ customerId: number; expiresAt: Date } | null>;

const API_PATH = /^\/(\d+)\/account\/customer\/api\/([^/]+)\/graphql$/;

/** Fields whose answer depends on the provider's clock as well as on the stored rows. */
const CLOCK_FIELDS = new Set(["returnInformation"]);

/** Prepared documents are kept by the executor, so each is walked once. */
const clockAnswers = new WeakMap<DocumentNode, boolean>();

function asksClockFields(document: DocumentNode) {
  const known = clockAnswers.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    Field(node) {
      if (CLOCK_FIELDS.has(node.name.value)) {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  clockAnswers.set(document, found);
  return found;
}

/**
 * The Customer Account API at Shopify's URL shape. Every request needs a live access token;
 * resolvers only ever see the token's customer id, so another customer's data is unreachable.
 * Versions are served as the Storefront API's are (graphql/api-versions.ts): each against its
 * own published schema, an unsupported one falling forward, `X-Shopify-API-Version` naming the
 * version that answered.
 */
export function createCustomerAccountApi(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  settings: CustomerAccountSettings;
  allowedOrigins: readonly string[];
  verifyAccessToken: AccessTokenVerifier;
}) {
  const executorFor = createVersionedExecutors({
    schemaFile: (version) => publishedSchemaFile("customer-account", version),
    resolvers: customerAccountResolvers,
    limits: defaultLimits,
  });
  // The storefront's own version is built now, so the first account page does not wait for it.
  executorFor(NEWEST_SHIPPED_VERSION);
  const answers = createCustomerAnswerCache(deps.db);

  /**
   * Read-only requests that will execute (no document errors) may be answered from the cache,
   * unless they ask what may still be returned: that changes as the clock passes the end of a
   * return window, which no revision records.
   */
  function cacheable(version: ShippedVersion, request: { query: string }) {
    if (request.query.length > defaultLimits.maxQueryLength) return false;
    const prepared = executorFor(version).prepare(request.query);
    return prepared.queriesOnly && !prepared.errors.length && !asksClockFields(prepared.document);
  }

  /**
   * Runs before the fault switches so that an injected 429 still carries CORS headers and the
   * browser can read its Retry-After.
   */
  function cors(req: Request, res: Response, next: NextFunction) {
    if (!API_PATH.test(req.path)) return next();
    const origin = req.headers.origin;
    if (origin && deps.allowedOrigins.includes(origin)) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS");
      res.setHeader("Access-Control-Allow-Headers", "authorization, content-type, accept");
      res.setHeader("Access-Control-Expose-Headers", "retry-after, x-request-id");
      res.setHeader("Access-Control-Max-Age", "600");
    }
    res.setHeader("Vary", "Origin");
    if (req.method === "OPTIONS") {
      res.status(204).end();
      return;
    }
    next();
  }

  const unauthorized = (res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    res.status(401).json({
      errors: [{ message: "Unauthorized", extensions: { code: "UNAUTHORIZED" } }],
    });
  };

  const router = express.Router();
  router.post(
    "/:shopId/account/customer/api/:version/graphql",
    express.json({ limit: "256kb" }),
    express.text({ type: "application/graphql", limit: "256kb" }),
    async (req, res) => {
      const version = servedVersion(req.params.version, deps.clock.now());
      if (req.params.shopId !== String(deps.settings.shopId) || !version) {
        res.status(404).json({ errors: "Not Found" });
        return;
      }
      res.setHeader("X-Shopify-API-Version", version);
      const verified = await deps.verifyAccessToken(req.get("authorization"));
      if (!verified || verified.expiresAt.getTime() <= deps.clock.now().getTime()) {
        unauthorized(res);
        return;
      }
      const body = readGraphQLBody(req);
      if (!body.ok) {
        res.status(body.status).json(body.body);
        return;
      }
      res.setHeader("Cache-Control", "no-store");
      const answer = cacheable(version, body.request)
        ? await answers.lookup(verified.customerId, version, body.request)
        : null;
      if (answer?.cached) {
        res.status(200).type("application/json").send(answer.cached);
        return;
      }
      const result = await executorFor(version).run(body.request, {
        db: deps.db,
        clock: deps.clock,
        settings: deps.settings,
        customerId: verified.customerId,
        loaders: createLoaders(deps.db, verified.customerId),
      });
      if (result.errors?.some((e) => e.extensions.code === "UNAUTHORIZED")) {
        unauthorized(res);
        return;
      }
      for (const error of result.errors ?? []) {
        if (error.extensions.code === "INTERNAL_SERVER_ERROR" && error.originalError) {
          deps.logger.error("customer account resolver failed", {
            requestId: res.getHeader("x-request-id"),
            path: error.path,
            error: error.originalError,
          });
        }
      }
      const json = JSON.stringify(result);
      if (answer && !result.errors) answer.remember(json);
      res.status(200).type("application/json").send(json);
    },
  );
  return { router, cors };
}
