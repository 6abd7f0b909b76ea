import { and, desc, eq, type SQL } from "drizzle-orm";
import express, { type NextFunction, type Request, type Response } from "express";
import { z } from "zod";
import { ChangeRefused } from "../db/change-refused";
import { webhookDeliveries } from "../db/schema/index";
import { sameSecret } from "../http/same-secret";
import { WEBHOOK_TOPICS } from "../webhooks/webhook-topics";
import type { AdminDeps } from "./admin-deps";
import { ADMIN_OPERATIONS, OperationInputError } from "./admin-operations";

/** Shopify's answer to a missing or wrong Admin API token. */
const INVALID_TOKEN =
  "[API] Invalid API key or access token (unrecognized login or wrong password)";

/** The token as Shopify's Admin API takes it, or as a bearer token. */
function presentedToken(req: Request): string | null {
  const shopify = req.headers["x-shopify-access-token"];
  if (typeof shopify === "string" && shopify) return shopify;
  const match = /^Bearer ([\x21-\x7e]+)$/.exec(req.headers.authorization ?? "");
  return match?.[1] ?? null;
}

const deliveriesQuery = z.object({
  status: z.enum(["pending", "delivered", "failed"]).optional(),
  topic: z.enum(WEBHOOK_TOPICS).optional(),
  limit: z.coerce.number().int().min(1).max(250).default(50),
});

/**
 * The admin API: every console operation as JSON over HTTP, for scripts, tests and the bench
 * (provider/testing/admin-client.ts). `POST /admin/api/operations/<name>` with the operation's
 * input as a JSON object; `GET /admin/api/webhook-deliveries` lists deliveries. The token
 * (PROVIDER_ADMIN_TOKEN) comes as `Authorization: Bearer …` or, as Shopify's Admin API takes
 * it, `X-Shopify-Access-Token`, compared in constant time.
 */
export function createAdminApi(deps: AdminDeps, token: string) {
  const router = express.Router();
  router.use((req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    const presented = presentedToken(req);
    if (presented === null || !sameSecret(presented, token)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="admin"');
      res.status(401).json({ errors: INVALID_TOKEN });
      return;
    }
    next();
  });

  router.post(
    "/operations/:name",
    (req, res, next) => {
      // JSON only: a form or text body is never read as input.
      if (!req.is("application/json")) {
        res.status(415).json({ errors: "Send the operation's input as application/json." });
        return;
      }
      next();
    },
    express.json({ limit: "16kb", strict: true }),
    async (req: Request<{ name: string }>, res: Response, next: NextFunction) => {
      const operation = ADMIN_OPERATIONS.get(req.params.name);
      if (!operation) {
        res.status(404).json({ errors: `No operation is called ${req.params.name}.` });
        return;
      }
      try {
        const outcome = await operation.run(deps, req.body ?? {});
        res.json({ message: outcome.message, ...outcome.data });
      } catch (error) {
        if (error instanceof OperationInputError) {
          res.status(422).json({ errors: error.issues });
        } else if (error instanceof ChangeRefused) {
          res.status(error.status).json({ errors: [{ field: "", message: error.message }] });
        } else next(error);
      }
    },
  );

  router.get("/webhook-deliveries", async (req, res, next) => {
    const query = deliveriesQuery.safeParse(req.query);
    if (!query.success) {
      res.status(422).json({ errors: query.error.issues.map((i) => i.message) });
      return;
    }
    try {
      const conditions: SQL[] = [];
      if (query.data.status) conditions.push(eq(webhookDeliveries.status, query.data.status));
      if (query.data.topic) conditions.push(eq(webhookDeliveries.topic, query.data.topic));
      const rows = await deps.db
        .select()
        .from(webhookDeliveries)
        .where(and(...conditions))
        .orderBy(desc(webhookDeliveries.id))
        .limit(query.data.limit);
      res.json({
        deliveries: rows.map(({ body, ...row }) => ({
          ...row,
          payload: JSON.parse(body) as unknown,
        })),
      });
    } catch (error) {
      next(error);
    }
  });

  router.use((_req, res) => {
    res.status(404).json({ errors: "Not Found" });
  });
  return router;
}
