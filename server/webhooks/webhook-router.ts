import express from "express";
import getRawBody from "raw-body";
import { answerJson, closeGently } from "../http-server";
import { nestedDeeperThan } from "../json-depth";
import { currentLog } from "../logging/request-context";
import { verifyShopifyHmac } from "./verify-hmac";
import { catalogueChange, type CatalogueChange } from "./webhook-topics";

export const WEBHOOKS_PATH = "/api/webhooks";

/**
 * The largest webhook body read. Shopify's largest catalogue payload, a product with its 2,048
 * variants, options and images, stays under 1 MB; anything bigger is not Shopify's.
 */
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;
/** Payloads nest products → variants → fields, with room for option values and images. */
const WEBHOOK_JSON_DEPTH = 16;
/** A webhook id, as Shopify writes them (UUIDs), within a sane length. */
const WEBHOOK_ID = /^[\w.:-]{1,128}$/;
const TOPIC = /^[a-z_]+\/[a-z_]+$/;

const ERRORS = {
  unconfigured: "Not found.",
  method: "Use POST to deliver a webhook.",
  size: "The webhook body is too large.",
  unreadable: "The webhook body could not be read.",
  hmac: "The webhook's HMAC does not match its body.",
  headers: "The webhook needs X-Shopify-Topic and X-Shopify-Webhook-Id.",
  type: "Send the webhook as application/json.",
  json: "The webhook body is not valid JSON.",
  depth: "The webhook body is nested too deeply.",
  failed: "The webhook could not be recorded. Please deliver it again.",
};

export interface WebhookDeps {
  /** SHOPIFY_WEBHOOK_SECRET; without it the endpoint does not exist (404). */
  secret: string | undefined;
  /** Records a delivery's id; true only for its first delivery, on any instance. */
  firstDelivery(webhookId: string, topic: string): Promise<boolean>;
  /** Acts on a change, after the answer has gone: never throws, never holds the answer. */
  onChange(change: CatalogueChange): void;
}

/**
 * `POST /api/webhooks`, Shopify's webhook deliveries: the raw body is read within its limit and
 * its HMAC checked before anything in it is looked at; the delivery's id is recorded, so a
 * delivery Shopify repeats (it delivers at least once) is acknowledged and ignored; and the
 * answer goes out before the work it asks for is done (Shopify waits 5 s, then retries).
 */
export function createWebhookRouter(deps: WebhookDeps): express.Router {
  const router = express.Router();
  const limit = WEBHOOK_BODY_LIMIT_BYTES;

  router.all(WEBHOOKS_PATH, (req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    const { secret } = deps;
    if (!secret) {
      res.status(404).json({ error: ERRORS.unconfigured });
      return;
    }
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      res.status(405).json({ error: ERRORS.method });
      return;
    }
    const declared = req.headers["content-length"];
    if (declared !== undefined && Number(declared) > limit) {
      closeGently(req, res);
      res.status(413).json({ error: ERRORS.size });
      return;
    }
    getRawBody(req, { limit, length: declared }).then(
      (raw) => accept(req, res, raw, secret).catch(next),
      (error: { status?: number; type?: string }) => {
        if (error.type === "request.aborted" || res.headersSent) return;
        if (error.status === 413) {
          closeGently(req, res);
          res.status(413).json({ error: ERRORS.size });
        } else {
          res.status(400).json({ error: ERRORS.unreadable });
        }
      },
    );
  });

  async function accept(req: express.Request, res: express.Response, raw: Buffer, secret: string) {
    // Nothing of the request but its body's bytes is trusted until they are proven Shopify's.
    if (!verifyShopifyHmac(raw, req.get("X-Shopify-Hmac-Sha256"), secret)) {
      res.status(401).json({ error: ERRORS.hmac });
      return;
    }
    const topic = req.get("X-Shopify-Topic") ?? "";
    const webhookId = req.get("X-Shopify-Webhook-Id") ?? "";
    if (!TOPIC.test(topic) || !WEBHOOK_ID.test(webhookId)) {
      res.status(400).json({ error: ERRORS.headers });
      return;
    }
    if (!req.is("application/json")) {
      res.status(415).json({ error: ERRORS.type });
      return;
    }
    let payload: unknown;
    try {
      payload = JSON.parse(raw.toString("utf8"));
    } catch {
      res.status(400).json({ error: ERRORS.json });
      return;
    }
    if (nestedDeeperThan(payload, WEBHOOK_JSON_DEPTH)) {
      res.status(400).json({ error: ERRORS.depth });
      return;
    }
    let first: boolean;
    try {
      first = await deps.firstDelivery(webhookId, topic);
    } catch (error) {
      // Not recorded, not acted on: a 5xx has Shopify deliver it again later.
      currentLog().error(`webhook ${webhookId} (${topic}) not recorded: ${String(error)}`);
      res.status(503).json({ error: ERRORS.failed });
      return;
    }
    answerJson(res, 200, { ok: true });
    if (!first) {
      currentLog().info(`webhook ${webhookId} (${topic}) already processed: ignored`);
      return;
    }
    const change = catalogueChange(topic, payload);
    if (change) deps.onChange(change);
    else currentLog().info(`webhook ${webhookId} (${topic}): nothing for the storefront to do`);
  }

  return router;
}
