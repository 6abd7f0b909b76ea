import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import pLimit from "p-limit";
import type { Clock } from "../clock";
import type { ProviderConfig } from "../config";
import { queryRows, type Database } from "../db/client";
import { webhookDeliveries } from "../db/schema/index";
import { NEWEST_SHIPPED_VERSION } from "../graphql/api-versions";
import type { Logger } from "../http/logger";

/**
 * Shopify's delivery rules: it waits 5 seconds for an answer, counts anything but a 2xx (a
 * redirect, a timeout, a refused connection) as a failure, and tries a failed delivery 8 times
 * in all over about 4 hours with exponential backoff. The waits here double from 2 minutes,
 * the last one cut short so that the eighth try comes 4 hours after the first.
 */
export const WEBHOOK_TIMING: WebhookTiming = {
  timeoutMs: 5_000,
  retryDelaysMs: [2, 4, 8, 16, 32, 64, 114].map((minutes) => minutes * 60_000),
  // A try still in flight after this long (the process died mid-send) is due again.
  leaseMs: 60_000,
  // Pending deliveries written by another process (a second provider on one PostgreSQL) or
  // left by a crash are looked for at least this often.
  pollMs: 30_000,
};

export interface WebhookTiming {
  /** How long one try waits for the endpoint's whole answer. */
  timeoutMs: number;
  /** The wait after each failed try, in turn; a delivery gets one more try than waits. */
  retryDelaysMs: number[];
  leaseMs: number;
  pollMs: number;
}

/** Deliveries sent at once; an endpoint that hangs holds one slot for `timeoutMs` at most. */
const CONCURRENCY = 4;
const BATCH = 20;
/** How much of an endpoint's answer is kept to show in the console. */
const RESPONSE_CHARS = 500;

interface DueDelivery {
  id: number;
  webhook_id: string;
  event_id: string;
  topic: string;
  url: string;
  body: string;
  attempts: number;
  triggered_ms: number;
}

/** The base64 HMAC-SHA256 of the raw body that Shopify sends as `X-Shopify-Hmac-Sha256`. */
export function webhookSignature(body: string, secret: string): string {
  return createHmac("sha256", secret).update(body, "utf8").digest("base64");
}

/**
 * Sends the recorded webhooks in the background: a change's request never waits for an
 * endpoint. It runs when woken after a commit, when the earliest retry falls due, and at least
 * every `pollMs`; at start it picks up whatever an earlier run left pending. Each due delivery
 * is claimed with `FOR UPDATE SKIP LOCKED` and a lease, so two senders never send one try twice.
 */
export function createWebhookSender(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  config: ProviderConfig["webhooks"];
  timing?: Partial<WebhookTiming>;
}) {
  const { db, clock, logger, config } = deps;
  const timing = { ...WEBHOOK_TIMING, ...deps.timing };
  const limit = pLimit(CONCURRENCY);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let started = false;
  let stopped = false;

  async function claim(): Promise<DueDelivery[]> {
    const now = clock.now();
    return queryRows<DueDelivery>(
      db,
      `UPDATE webhook_deliveries SET next_attempt_at = $2::timestamptz
        WHERE id IN (
          SELECT id FROM webhook_deliveries
          WHERE status = 'pending' AND next_attempt_at <= $1::timestamptz
          ORDER BY next_attempt_at, id LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED)
        RETURNING id::float8 AS id, webhook_id, event_id, topic, url, body, attempts,
          (extract(epoch FROM triggered_at) * 1000)::float8 AS triggered_ms`,
      [now.toISOString(), new Date(now.getTime() + timing.leaseMs).toISOString()],
    );
  }

  async function send(delivery: DueDelivery) {
    const secret = config.secret;
    if (secret === null) return;
    const attempts = delivery.attempts + 1;
    let status: number | null = null;
    let response: string;
    try {
      const answer = await fetch(delivery.url, {
        method: "POST",
        redirect: "manual",
        signal: AbortSignal.timeout(timing.timeoutMs),
        headers: {
          "content-type": "application/json",
          "user-agent": "Shopify-Captain-Hook",
          "x-shopify-topic": delivery.topic,
          "x-shopify-hmac-sha256": webhookSignature(delivery.body, secret),
          "x-shopify-shop-domain": config.shopDomain,
          "x-shopify-api-version": NEWEST_SHIPPED_VERSION,
          "x-shopify-webhook-id": delivery.webhook_id,
          "x-shopify-event-id": delivery.event_id,
          "x-shopify-triggered-at": new Date(delivery.triggered_ms).toISOString(),
        },
        body: delivery.body,
      });
      status = answer.status;
      response = (await answer.text()).slice(0, RESPONSE_CHARS);
    } catch (error) {
      response =
        error instanceof Error && error.name === "TimeoutError"
          ? `No answer within ${timing.timeoutMs} ms`
          : `Could not reach the endpoint: ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}`;
    }
    const now = clock.now();
    const delivered = status !== null && status >= 200 && status < 300;
    const retryIn = timing.retryDelaysMs[attempts - 1];
    await db
      .update(webhookDeliveries)
      .set({
        attempts,
        lastAttemptAt: now,
        lastStatus: status,
        lastResponse: response,
        ...(delivered
          ? { status: "delivered", deliveredAt: now, nextAttemptAt: null }
          : retryIn === undefined
            ? { status: "failed", nextAttemptAt: null }
            : { nextAttemptAt: new Date(now.getTime() + retryIn) }),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (!delivered) {
      logger.info("webhook delivery failed", {
        topic: delivery.topic,
        webhookId: delivery.webhook_id,
        attempts,
        status,
        gaveUp: retryIn === undefined,
      });
    }
  }

  /** Sends every delivery due now; resolves when they have all been tried once. */
  async function deliverDue() {
    for (;;) {
      const due = await claim();
      await Promise.all(due.map((delivery) => limit(() => send(delivery))));
      if (due.length < BATCH) return;
    }
  }

  async function nextDueInMs(): Promise<number> {
    const [row] = await queryRows<{ at: number | null }>(
      db,
      `SELECT (extract(epoch FROM min(next_attempt_at)) * 1000)::float8 AS at
        FROM webhook_deliveries WHERE status = 'pending'`,
      [],
    );
    const at = row?.at ?? null;
    return at === null
      ? timing.pollMs
      : Math.min(timing.pollMs, Math.max(0, at - clock.now().getTime()));
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, ms);
    // A provider asked to stop does not stay up for a retry hours away.
    timer.unref();
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue();
      } while (again && !stopped);
      schedule(await nextDueInMs());
    })()
      .catch((error: unknown) => {
        logger.error("webhook sender failed", { error });
        schedule(timing.pollMs);
      })
      .finally(() => {
        running = null;
      });
  }

  return {
    /** Starts sending, beginning with what an earlier run left pending. */
    start() {
      if (config.secret === null || started) return;
      started = true;
      run();
    },
    /** After a commit that recorded webhooks: send them now rather than at the next poll. */
    wake() {
      if (started) run();
    },
    /** Sends what is due now and waits for it (tests and a graceful stop). */
    deliverDue,
    /** Waits for the run in progress, then sends nothing more. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
