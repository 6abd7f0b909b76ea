import express, { type NextFunction, type Request, type Response } from "express";
import { clientAddress } from "../contact/client-address";
import { closeGently } from "../http-server";
import { currentLog } from "../logging/request-context";
import { fromShopOrNoBrowser, type ShopOrigin } from "../shop-origin";
import { UNSUBSCRIBE_PATH } from "./alert-emails";
import type { StockAlerts } from "./stock-alerts";

export const BACK_IN_STOCK_PATH = "/api/back-in-stock";
/** An address and a variant id, with room to spare. */
const BODY_LIMIT_BYTES = 4 * 1024;

const ERRORS = {
  fields: "Please check the highlighted fields.",
  origin: "Requests can only be sent from the shop's own pages.",
  type: "Send the request as JSON or as a form (application/x-www-form-urlencoded).",
  size: "The request is too large.",
  unreadable: "The request body could not be read.",
  limited: "Too many requests. Please try again later.",
  failed: "Your request could not be saved. Please try again.",
  method: "Use POST to send a request.",
};

/** A product page of the shop, as the no-JavaScript form names the page to return to. */
const PRODUCT_PATH = /^\/product\/[\w-]{1,255}$/;

/**
 * Back-in-stock requests: `POST /api/back-in-stock` (JSON for the page's script; a form post
 * without JavaScript is answered with a redirect back to its product page), and RFC 8058's
 * one-click unsubscribe from a mail client. The two pages an email links to, confirm (double
 * opt-in) and unsubscribe, are the app's (app/routes/back-in-stock.*.tsx, in the shop's
 * layout): a GET shows a button and changes nothing (mail scanners follow links); the button
 * posts, and the route's action calls the same StockAlerts through the load context.
 */
export function createAlertsRouter(deps: {
  alerts: StockAlerts;
  shop: ShopOrigin;
}): express.Router {
  const router = express.Router();
  const parsers = [
    express.json({ limit: BODY_LIMIT_BYTES, strict: true }),
    express.urlencoded({ limit: BODY_LIMIT_BYTES, extended: false, parameterLimit: 10 }),
  ];

  router.all(BACK_IN_STOCK_PATH, (req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      res.status(405).json({ error: ERRORS.method });
      return;
    }
    if (!fromShopOrNoBrowser(req, deps.shop)) {
      res.status(403).json({ error: ERRORS.origin });
      return;
    }
    if (!req.is(["application/json", "application/x-www-form-urlencoded"])) {
      res.status(415).json({ error: ERRORS.type });
      return;
    }
    if (Number(req.headers["content-length"] ?? 0) > BODY_LIMIT_BYTES) {
      closeGently(req, res);
      res.status(413).json({ error: ERRORS.size });
      return;
    }
    next();
  });

  router.post(BACK_IN_STOCK_PATH, ...parsers, async (req, res) => {
    const fields = isRecord(req.body) ? req.body : {};
    const receipt = await deps.alerts.request(clientAddress(req), fields);
    // The form without JavaScript goes back to its product page, which says how it went.
    const returnTo = typeof fields.return_to === "string" ? fields.return_to : "";
    if (req.is("application/x-www-form-urlencoded") && PRODUCT_PATH.test(returnTo)) {
      const variant = typeof fields.variant_id === "string" ? fields.variant_id : "";
      const outcome =
        receipt.status === "accepted"
          ? "requested"
          : receipt.status === "limited"
            ? "limited"
            : "invalid";
      const query = new URLSearchParams({ variant: variant.split("/").pop() ?? "" });
      query.set("back-in-stock", outcome);
      res.redirect(303, `${returnTo}?${query.toString()}`);
      return;
    }
    if (receipt.status === "accepted") {
      res.status(200).json({ ok: true });
    } else if (receipt.status === "invalid") {
      res.status(400).json({ error: ERRORS.fields, errors: receipt.errors });
    } else {
      res.setHeader("Retry-After", String(receipt.retryAfterSeconds));
      res.status(429).json({ error: ERRORS.limited });
    }
  });

  // RFC 8058: a mail client unsubscribes with one POST of `List-Unsubscribe=One-Click`, which it
  // should send as multipart/form-data (and may send URL-encoded, or with no body at all). A
  // URL-encoded POST, the page's own button included, goes on to the app's unsubscribe page
  // (app/routes/back-in-stock.unsubscribe.tsx), whose action does the same; the pages' forms
  // take nothing else, so every other POST is a mail client's and is answered here. The token
  // alone decides, and a token that names nothing is already unsubscribed.
  const oneClick = express.raw({ limit: BODY_LIMIT_BYTES, type: () => true });
  router.post(UNSUBSCRIBE_PATH, (req, _res, next) => {
    if (req.is("application/x-www-form-urlencoded")) next("router");
    else next();
  });
  router.post(UNSUBSCRIBE_PATH, oneClick, async (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : "";
    await deps.alerts.unsubscribe(token);
    res.setHeader("Cache-Control", "no-store");
    res.status(200).type("text/plain").send("You're unsubscribed.\n");
  });

  router.use(
    [BACK_IN_STOCK_PATH, UNSUBSCRIBE_PATH],
    (
      error: Error & { status?: number; type?: string },
      req: Request,
      res: Response,
      _next: NextFunction,
    ) => {
      res.setHeader("Cache-Control", "no-store");
      const status = error.status ?? 500;
      if (status >= 400 && status < 500) {
        if (status === 413) closeGently(req, res);
        res.status(status).json({ error: status === 413 ? ERRORS.size : ERRORS.unreadable });
      } else {
        currentLog().error(`back in stock: ${error.message}`);
        res.status(500).json({ error: ERRORS.failed });
      }
    },
  );
  return router;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
