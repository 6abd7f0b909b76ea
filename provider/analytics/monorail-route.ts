import express, { type NextFunction, type Request, type Response } from "express";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { z } from "zod";
import type { Clock } from "../clock";
import { countListing, searchTerms } from "../catalogue/listing-query";
import { recordAnalyticsEvents, type NewAnalyticsEvent } from "../db/analytics-events";
import type { Database } from "../db/client";
import { clientKey } from "../http/client-key";
import type { Logger } from "../http/logger";
import { analyticsReport } from "../db/analytics-report";
import {
  MONORAIL_BODY_LIMIT_BYTES,
  MONORAIL_PATH,
  monorailBatch,
  rowsOfBatch,
} from "./monorail-batch";

/**
 * Batches per client per minute. A shopper's page sends one batch per view or add to cart; two
 * a second for a minute is far past any shopper and still bounds what a script can store.
 */
export const MONORAIL_RATE_LIMIT = { points: 120, durationSeconds: 60 };

/**
 * Gives each search event the number of products the shop's search finds for its words, as the
 * Storefront API's `search` counts them (every word, the whole catalogue, sold-out products
 * included). Shopify's search event carries the words only, and its payload takes no other
 * field, so the count is taken here, seconds after the shopper searched: what the console's
 * "searches with no results" lists. One count per distinct term of the batch.
 */
async function countSearchResults(db: Database, rows: NewAnalyticsEvent[]) {
  const counts = new Map<string, Promise<number>>();
  for (const row of rows) {
    if (row.eventName !== "search_submitted" || !row.searchString) continue;
    const term = row.searchString;
    if (!counts.has(term)) counts.set(term, countListing(db, { terms: searchTerms(term) }, []));
    row.resultCount = await counts.get(term)!;
  }
}

/**
 * Shopify's analytics endpoint as the storefront's `@shopify/hydrogen-react` posts to it
 * (`https://<shop domain>/.well-known/shopify/monorail/unstable/produce_batch`): a text/plain
 * JSON batch, at most 64 KB and 50 events, validated, rate-limited per client and stored for the
 * merchant console's reports. Browsers at the storefront's origin may read the answer.
 */
export function createMonorailRoute(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  allowedOrigins: readonly string[];
  limit?: { points: number; durationSeconds: number };
}): express.Router {
  const limit = deps.limit ?? MONORAIL_RATE_LIMIT;
  const limiter = new RateLimiterMemory({ points: limit.points, duration: limit.durationSeconds });
  const router = express.Router();

  function cors(req: Request, res: Response) {
    const origin = req.headers.origin;
    if (!origin || !deps.allowedOrigins.includes(origin)) return;
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Vary", "Origin");
    res.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS");
    res.setHeader("Access-Control-Allow-Headers", "Content-Type");
    res.setHeader("Access-Control-Max-Age", "600");
  }

  router.options(MONORAIL_PATH, (req, res) => {
    cors(req, res);
    res.status(204).end();
  });

  router.post(
    MONORAIL_PATH,
    async (req, res, next) => {
      cors(req, res);
      res.setHeader("Cache-Control", "no-store");
      try {
        await limiter.consume(clientKey(req.socket.remoteAddress));
        next();
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        res.setHeader("Retry-After", String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
        res.status(429).json({ errors: "Too many analytics batches; try again later." });
      }
    },
    // The library sends text/plain; JSON is taken too. The body is read only up to the limit.
    express.text({ type: () => true, limit: MONORAIL_BODY_LIMIT_BYTES }),
    async (req, res) => {
      let body: unknown;
      try {
        body = JSON.parse(typeof req.body === "string" ? req.body : "");
      } catch {
        res.status(400).json({ errors: "The batch is not valid JSON." });
        return;
      }
      const batch = monorailBatch.safeParse(body);
      if (!batch.success) {
        res.status(400).json({ errors: "The batch is not a Monorail batch." });
        return;
      }
      const { rows, results } = rowsOfBatch(batch.data, deps.clock.now());
      await countSearchResults(deps.db, rows);
      await recordAnalyticsEvents(deps.db, rows);
      res.status(200).json({ result: results });
    },
  );

  // The report as JSON, for tests, the bench and the merchant console's page: a dev page, so
  // app.ts lets only loopback clients reach it (http/dev-only.ts).
  const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
  router.get("/__provider/analytics", async (req, res) => {
    const today = deps.clock.now().toISOString().slice(0, 10);
    const period = z
      .object({ from: day.default(today), to: day.default(today) })
      .safeParse(req.query);
    if (!period.success || period.data.from > period.data.to) {
      res.status(400).json({ errors: "from and to are days (YYYY-MM-DD), from first." });
      return;
    }
    res.setHeader("Cache-Control", "no-store");
    res.json(await analyticsReport(deps.db, period.data));
  });

  router.use(
    MONORAIL_PATH,
    (error: { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
      const status = typeof error.status === "number" && error.status < 500 ? error.status : 500;
      if (status === 500) deps.logger.error("analytics batch failed", { error });
      res.status(status).json({
        errors:
          status === 413
            ? "The batch is too large."
            : status === 500
              ? "Internal error. Looks like something went wrong on our end."
              : "The batch could not be read.",
      });
    },
  );
  return router;
}
