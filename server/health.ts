import express, { type Router } from "express";

/** How long a readiness check waits for each dependency: a proxy asks often and must not pile up. */
const CHECK_TIMEOUT_MS = 2_000;

export interface ReadinessChecks {
  /** Resolves when the storefront's database answers a query. */
  database: () => Promise<unknown>;
  /** Resolves when the Storefront API answers a query. */
  storefrontApi: () => Promise<unknown>;
  /** True once the process has begun to stop: it finishes what it has and takes nothing new. */
  draining?: () => boolean;
}

const within = (check: () => Promise<unknown>) =>
  new Promise<"ok" | "unavailable">((resolve) => {
    const timer = setTimeout(() => resolve("unavailable"), CHECK_TIMEOUT_MS);
    const settle = (state: "ok" | "unavailable") => {
      clearTimeout(timer);
      resolve(state);
    };
    check().then(
      () => settle("ok"),
      () => settle("unavailable"),
    );
  });

/**
 * `GET /healthz`: the process is alive and serving (for a supervisor that restarts it).
 * `GET /readyz`: it can do its work — the database and the Storefront API both answer within
 * two seconds, and it is not stopping — so a load balancer sends it shoppers; otherwise 503 and
 * which one failed (never why: no addresses or messages from the dependencies).
 */
export function healthRoutes(checks: ReadinessChecks): Router {
  const router = express.Router();
  router.get("/healthz", (_req, res) => {
    res.setHeader("cache-control", "no-store");
    res.json({ ok: true });
  });
  router.get("/readyz", async (_req, res) => {
    res.setHeader("cache-control", "no-store");
    if (checks.draining?.()) {
      res.status(503).json({ ok: false, draining: true });
      return;
    }
    const [database, storefrontApi] = await Promise.all([
      within(checks.database),
      within(checks.storefrontApi),
    ]);
    const ok = database === "ok" && storefrontApi === "ok";
    res.status(ok ? 200 : 503).json({ ok, database, storefrontApi });
  });
  return router;
}

/** Asks the Storefront API for the shop's name, as the storefront itself would. */
export function storefrontApiCheck(config: {
  storeDomain: string;
  token: string;
  apiVersion: string;
}): () => Promise<void> {
  const endpoint = `${config.storeDomain}/api/${config.apiVersion}/graphql.json`;
  return async () => {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-shopify-storefront-access-token": config.token,
      },
      body: JSON.stringify({ query: "query Ready { shop { name } }" }),
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    const body = (await response.json()) as { data?: { shop?: { name?: string } } };
    if (!response.ok || !body.data?.shop?.name) throw new Error(`answered ${response.status}`);
  };
}
