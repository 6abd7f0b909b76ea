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
  /**
   * The faults switch themselves off after this many seconds ("503 for 60 s" is one PUT), so a
   * test or bench that dies midway cannot leave the provider failing. Absent: until DELETE.
   */
  durationSeconds: z.number().int().min(1).max(3600).optional(),
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

/**
 * What GET (and PUT) answer: the switches, for a timed set the seconds it has left, and how
 * many requests the faults applied to since they were last set (a test sees whether its client
 * backs off, or hammers).
 */
export type FaultsState = Faults & { remainingSeconds: number | null; requestsSeen: number };

/**
 * `now` is read for the timed switch only; the provider's clock module is for its data's
 * expiries, and tests here use Vitest's fake timers, which move Date.now and timers together.
 */
export function createFaults(now: () => number = Date.now) {
  const off = () => faultsSchema.parse({});
  let faults: Faults = off();
  /** When a timed set of faults ends (ms since the epoch), or null while none is timed. */
  let endsAt: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  let requestsSeen = 0;
  const set = (next: Faults) => {
    clearTimeout(timer);
    faults = next;
    requestsSeen = 0;
    endsAt = next.durationSeconds ? now() + next.durationSeconds * 1_000 : null;
    if (endsAt !== null) {
      timer = setTimeout(() => set(off()), endsAt - now());
      // A provider asked to stop must not stay up for a fault that is still switched on.
      timer.unref();
    }
  };
  /** The switches in force: a timed set past its end is off even if its timer ran late. */
  const current = () => {
    if (endsAt !== null && now() >= endsAt) set(off());
    return faults;
  };
  const state = (): FaultsState => ({
    ...current(),
    remainingSeconds: endsAt === null ? null : Math.max(0, Math.ceil((endsAt - now()) / 1_000)),
    requestsSeen,
  });
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
    res.json(state());
  });
  router.put("/", express.json(), (req, res) => {
    const parsed = faultsSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({ errors: z.prettifyError(parsed.error) });
      return;
    }
    set(parsed.data);
    res.json(state());
  });
  router.delete("/", (_req, res) => {
    set(off());
    res.json(state());
  });

  async function middleware(req: Request, res: Response, next: NextFunction) {
    const faults = current();
    if (!applies(req.path)) return next();
    requestsSeen += 1;
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
      // Shopify names the pause with THROTTLED too; the storefront backs off for this long.
      res.setHeader("Retry-After", String(faults.retryAfterSeconds));
      res.status(200).json({
        errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }],
      });
      return;
    }
    next();
  }

  return { router, middleware, state };
}
