import express, { type NextFunction, type Request, type Response } from "express";
import { clientAddress } from "../contact/client-address";
import { closeGently } from "../http-server";
import { currentLog } from "../logging/request-context";
import { fromShopOrNoBrowser, type ShopOrigin } from "../shop-origin";
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from "./alert-emails";
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
 * without JavaScript is answered with a redirect back to its product page), and the two pages
 * an email links to: confirm (double opt-in) and unsubscribe, which also takes RFC 8058's
 * one-click POST from a mail client. A GET never changes anything (mail scanners follow links);
 * each page's button posts.
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

  const tokenOf = (req: Request) => (typeof req.query.token === "string" ? req.query.token : "");
  const form = express.urlencoded({ limit: BODY_LIMIT_BYTES, extended: false, parameterLimit: 5 });

  router.get(CONFIRM_PATH, (req, res) => {
    page(res, 200, "Confirm your back-in-stock alert", [
      "<p>We will email you once when this size is back in stock.</p>",
      actionForm(CONFIRM_PATH, tokenOf(req), "Confirm"),
    ]);
  });
  router.post(CONFIRM_PATH, form, async (req, res) => {
    const confirmed = await deps.alerts.confirm(tokenOf(req));
    if (confirmed) {
      page(res, 200, "You're on the list", [
        "<p>We will email you once when this size is back in stock.</p>",
      ]);
    } else {
      page(res, 404, "This link has expired", [
        "<p>Unconfirmed requests are deleted after 7 days. Ask again on the product page.</p>",
      ]);
    }
  });

  router.get(UNSUBSCRIBE_PATH, (req, res) => {
    page(res, 200, "Unsubscribe from this alert", [
      "<p>We will not email you about this size again.</p>",
      actionForm(UNSUBSCRIBE_PATH, tokenOf(req), "Unsubscribe"),
    ]);
  });
  // RFC 8058: the mail client posts `List-Unsubscribe=One-Click`; a person posts the button.
  // Either way the token alone decides, and an unknown one is already unsubscribed.
  router.post(UNSUBSCRIBE_PATH, form, async (req, res) => {
    await deps.alerts.unsubscribe(tokenOf(req));
    page(res, 200, "You're unsubscribed", [
      "<p>Your request and your address are deleted. We will not email you about it again.</p>",
    ]);
  });

  router.use(
    [BACK_IN_STOCK_PATH, CONFIRM_PATH, UNSUBSCRIBE_PATH],
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

/** A small page of the shop's own (no script, nothing from the request but an escaped token). */
function page(res: Response, status: number, title: string, body: string[]) {
  res.setHeader("Cache-Control", "no-store");
  res
    .status(status)
    .type("html")
    .send(
      [
        "<!doctype html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="robots" content="noindex">',
        `<title>${title}</title></head>`,
        `<body><main><h1>${title}</h1>`,
        ...body,
        '<p><a href="/shop">Continue shopping</a></p>',
        "</main></body></html>",
      ].join("\n"),
    );
}

function actionForm(path: string, token: string, label: string): string {
  const action = `${path}?token=${encodeURIComponent(token)}`.replaceAll("&", "&amp;");
  return `<form method="post" action="${action}"><button type="submit">${label}</button></form>`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
