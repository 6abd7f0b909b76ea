import type { NextFunction, Request, Response } from "express";
import express from "express";
import { z } from "zod";

/**
 * Switches that make the provider misbehave the way Shopify sometimes does, for resilience
 * tests and benchmarks. Off by default; only a client on the loopback interface may flip them.
 */
const faultsSchema = z.object({
  latencyMs: z.number().int().min(0).max(30_000).default(0),
  throttled: z.boolean().default(false),
  status: z.union([z.literal(0), z.number().int().min(400).max(599)]).default(0),
  /** Sent as `Retry-After` with an injected 429, answered as Shopify's THROTTLED error. */
  retryAfterSeconds: z.number().int().min(0).max(3600).default(2),
  /** Paths the faults apply to; empty means the two GraphQL APIs. */
  paths: z.array(z.string()).default([]),
});

export type Faults = z.infer<typeof faultsSchema>;

export function isLoopback(address: string | undefined) {
  return (
    address === "127.0.0.1" ||
    address === "::1" ||
    address === "::ffff:127.0.0.1" ||
    address?.startsWith("127.") === true
  );
}

export function createFaults() {
  let faults: Faults = faultsSchema.parse({});
  const applies = (path: string) =>
    faults.paths.length ? faults.paths.some((p) => path.startsWith(p)) : path.includes("/graphql");

  const router = express.Router();
  router.use((req, res, next) => {
    if (!isLoopback(req.socket.remoteAddress)) {
      res.status(403).json({ errors: "Fault switches are only reachable from loopback." });
      return;
    }
    next();
  });
  router.get("/", (_req, res) => {
    res.json(faults);
  });
  router.put("/", express.json(), (req, res) => {
    const parsed = faultsSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ errors: z.prettifyError(parsed.error) });
      return;
    }
    faults = parsed.data;
    res.json(faults);
  });
  router.delete("/", (_req, res) => {
    faults = faultsSchema.parse({});
    res.json(faults);
  });

  async function middleware(req: Request, res: Response, next: NextFunction) {
    if (!applies(req.path)) return next();
    if (faults.latencyMs) await new Promise((r) => setTimeout(r, faults.latencyMs));
    if (faults.status === 429) {
      res.setHeader("Retry-After", String(faults.retryAfterSeconds));
      res.status(429).json({
        errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }],
      });
      return;
    }
    if (faults.status) {
      res.status(faults.status).json({ errors: `Injected fault: HTTP ${faults.status}` });
      return;
    }
    if (faults.throttled) {
      res.status(200).json({
        errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }],
      });
      return;
    }
    next();
  }

  return { router, middleware };
}
