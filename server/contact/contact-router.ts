import express, { type NextFunction, type Request, type Response } from "express";
import { closeGently } from "../http-server";
import { MAX_JSON_DEPTH, nestedDeeperThan } from "../json-depth";
import { currentLog } from "../logging/request-context";
import { fromShopOrNoBrowser, type ShopOrigin } from "../shop-origin";
import { clientAddress } from "./client-address";
import { IDEMPOTENCY_KEY, type ContactStore } from "./contact-store";

/** The largest body accepted, kept well above one message of the schema's largest fields. */
export const CONTACT_BODY_LIMIT_BYTES = 16 * 1024;

export const CONTACT_FORM_PATH = "/api/contact-form";

const ERRORS = {
  fields: "Please check the highlighted fields.",
  origin: "Messages can only be sent from the shop's own pages.",
  type: "Send the message as JSON or as a form (application/x-www-form-urlencoded).",
  size: "The message is too large.",
  json: "The request body is not valid JSON.",
  depth: "The request body is nested too deeply.",
  unreadable: "The request body could not be read.",
  key: "The Idempotency-Key must be a UUID.",
  limited: "Too many messages from this address. Please try again later.",
  failed: "Your message could not be stored. Please try again.",
  method: "Use POST to send a message.",
};

/**
 * `POST /api/contact-form`: JSON or form-encoded, at most 16 KB, only from the
 * shop's own pages; validated, rate-limited and stored by the same contact store as the
 * /contact route action, and answered 200 only once the message is committed. Every answer is
 * JSON and never cached.
 */
export function createContactRouter(deps: {
  store: ContactStore;
  /** The shop's origin (STOREFRONT_ORIGIN): a browser's post must come from it. */
  shop: ShopOrigin;
}): express.Router {
  const router = express.Router();
  const limit = CONTACT_BODY_LIMIT_BYTES;
  const parsers = [
    express.json({ limit, strict: true }),
    express.urlencoded({ limit, extended: false, parameterLimit: 20 }),
  ];

  router.all(CONTACT_FORM_PATH, (req, res, next) => {
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
    // Refused before a byte of the body is read when the client says it up front; the body
    // parsers count the bytes of a body sent without a length. The rest of the body is still
    // on its way: the connection closes gently, so the client reads this answer, not a reset.
    if (Number(req.headers["content-length"] ?? 0) > limit) {
      closeGently(req, res);
      res.status(413).json({ error: ERRORS.size });
      return;
    }
    next();
  });

  router.post(CONTACT_FORM_PATH, ...parsers, async (req, res) => {
    const body: unknown = req.body;
    if (nestedDeeperThan(body, MAX_JSON_DEPTH)) {
      res.status(400).json({ error: ERRORS.depth });
      return;
    }
    const fields = isRecord(body) ? body : {};
    const key = req.get("Idempotency-Key") ?? fields.idempotency_key;
    if (key !== undefined && (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key))) {
      res.status(400).json({ error: ERRORS.key });
      return;
    }
    const receipt = await deps.store
      .forClient(clientAddress(req))
      .receive({ fields, idempotencyKey: key });
    if (receipt.status === "accepted") {
      res.status(200).json({ ok: true });
    } else if (receipt.status === "invalid") {
      res.status(400).json({ error: ERRORS.fields, errors: receipt.errors });
    } else {
      res.setHeader("Retry-After", String(receipt.retryAfterSeconds));
      res.status(429).json({ error: ERRORS.limited });
    }
  });

  // The body parsers' refusals keep their status; anything else is the server's failure, told
  // without details (the log has them, never the message itself).
  router.use(
    CONTACT_FORM_PATH,
    (
      error: Error & { status?: number; type?: string },
      req: Request,
      res: Response,
      _next: NextFunction,
    ) => {
      res.setHeader("Cache-Control", "no-store");
      // body-parser's own refusals (too large, too many fields, bad JSON, an unknown charset or
      // encoding, a body cut short) are the client's and keep their 4xx status.
      const status = error.status ?? 500;
      if (status >= 400 && status < 500) {
        // A parser that stopped at the limit left the rest of the body unread.
        if (status === 413) closeGently(req, res);
        const message =
          status === 413
            ? ERRORS.size
            : status === 415
              ? ERRORS.type
              : error.type === "entity.parse.failed"
                ? ERRORS.json
                : ERRORS.unreadable;
        res.status(status).json({ error: message });
      } else {
        currentLog().error(`contact form: ${error.message}`);
        res.status(500).json({ error: ERRORS.failed });
      }
    },
  );
  return router;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
