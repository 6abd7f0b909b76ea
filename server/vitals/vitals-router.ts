import express, { type NextFunction, type Request, type Response } from "express";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import getRawBody from "raw-body";
import { clientAddress } from "../contact/client-address";
import { answerJson, closeGently } from "../http-server";
import { currentLog } from "../logging/request-context";
import { fromShopOrNoBrowser, type ShopOrigin } from "../shop-origin";
import { vitalsReport, type VitalsRecorder } from "./vitals-histogram";

export const VITALS_PATH = "/api/vitals";

/** A report is five numbers and a template name: well under half a kilobyte. */
export const VITALS_BODY_LIMIT_BYTES = 1024;

/**
 * Reports per client per minute. A page load sends one report each time the page is hidden
 * (usually once or twice); sixty a minute is far past a shopper and holds a script to one a
 * second per address.
 */
export const VITALS_RATE_LIMIT = { points: 60, durationSeconds: 60 };

/**
 * `POST /api/vitals`: one page load's Web Vitals, sent by `navigator.sendBeacon` from the shop's
 * own pages (JSON, or text/plain, the type a beacon of a string carries), at most 1 KB,
 * validated, rate-limited per client (per instance: a sample needs no shared count), and added
 * to the day's histogram. Answers 204 with no body; refusals are JSON and never cached.
 */
export function createVitalsRouter(deps: {
  recorder: VitalsRecorder;
  shop: ShopOrigin;
  limit?: { points: number; durationSeconds: number };
}): express.Router {
  const limit = deps.limit ?? VITALS_RATE_LIMIT;
  const limiter = new RateLimiterMemory({ points: limit.points, duration: limit.durationSeconds });
  const router = express.Router();

  router.all(VITALS_PATH, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      res.status(405).json({ error: "Use POST to send a report." });
      return;
    }
    if (!fromShopOrNoBrowser(req, deps.shop)) {
      res.status(403).json({ error: "Reports come from the shop's own pages." });
      return;
    }
    if (!req.is(["application/json", "text/plain"])) {
      res.status(415).json({ error: "Send the report as JSON." });
      return;
    }
    if (Number(req.headers["content-length"] ?? 0) > VITALS_BODY_LIMIT_BYTES) {
      closeGently(req, res);
      res.status(413).json({ error: "The report is too large." });
      return;
    }
    try {
      await limiter.consume(clientAddress(req));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      // One line when a client goes over its allowance, not one per refused report: a script
      // sending a thousand a second would otherwise write a thousand lines a second.
      if (rejection.consumedPoints === limit.points + 1) {
        currentLog().info(
          `vitals: a client sent over ${limit.points} reports in ${limit.durationSeconds} s; ` +
            "the rest of its reports in that window are refused",
        );
      }
      res.setHeader("Retry-After", String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
      answerJson(res, 429, { error: "Too many reports from this address." });
      return;
    }
    let text: string;
    try {
      text = await getRawBody(req, {
        limit: VITALS_BODY_LIMIT_BYTES,
        length: req.headers["content-length"],
        // A report is JSON, which is UTF-8 (RFC 8259), whatever charset a beacon names.
        encoding: "utf8",
      });
    } catch (error) {
      const { type } = error as { type?: string };
      if (type === "request.aborted" || res.headersSent) return;
      throw error;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      res.status(400).json({ error: "The report is not valid JSON." });
      return;
    }
    const report = vitalsReport.safeParse(body);
    if (!report.success) {
      res.status(400).json({ error: "The report is not a Web Vitals report." });
      return;
    }
    deps.recorder.add(report.data);
    res.status(204).end();
  });

  router.use(
    VITALS_PATH,
    (error: Error & { status?: number }, req: Request, res: Response, _next: NextFunction) => {
      res.setHeader("Cache-Control", "no-store");
      const status = error.status ?? 500;
      if (status >= 400 && status < 500) {
        if (status === 413) closeGently(req, res);
        res.status(status).json({
          error: status === 413 ? "The report is too large." : "The report could not be read.",
        });
      } else {
        currentLog().error(`vitals: ${error.message}`);
        res.status(500).json({ error: "The report could not be stored." });
      }
    },
  );
  return router;
}
