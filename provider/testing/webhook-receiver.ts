import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  /** The body exactly as it arrived, which the HMAC covers. */
  raw: string;
  at: number;
}

/**
 * A webhook endpoint for tests: a real HTTP server on loopback that records every delivery and
 * answers as the test tells it (a status, after a delay), the way a storefront's
 * `/api/webhooks` would.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let answer = { status: 200, delayMs: 0 };
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        headers: req.headers,
        raw: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      });
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
      const { status, delayMs } = answer;
      const timer = setTimeout(() => {
        if (res.destroyed) return;
        res.statusCode = status;
        res.end(status < 300 ? "ok" : "receiver failed");
      }, delayMs);
      res.once("close", () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks`,
    received,
    /** How the next deliveries are answered. */
    answerWith(status: number, delayMs = 0) {
      answer = { status, delayMs };
    },
    /** Resolves once `count` deliveries in all have arrived. */
    waitFor(count: number, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${received.length} of ${count} webhooks arrived`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    /**
     * The first delivery of `topic`, from the `from`th on, whose parsed payload passes `match`;
     * waits for it as long as `timeoutMs`.
     */
    async deliveryOf(
      topic: string,
      match: (payload: Record<string, unknown>) => boolean = () => true,
      from = 0,
      timeoutMs = 10_000,
    ): Promise<ReceivedWebhook & { payload: Record<string, unknown> }> {
      const deadline = Date.now() + timeoutMs;
      for (let seen = from; ;) {
        for (; seen < received.length; seen += 1) {
          const delivery = received[seen]!;
          if (delivery.headers["x-shopify-topic"] !== topic) continue;
          const payload = JSON.parse(delivery.raw) as Record<string, unknown>;
          if (match(payload)) return { ...delivery, payload };
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${topic} webhook matched in ${timeoutMs} ms`);
        await this.waitFor(received.length + 1, left).catch(() => undefined);
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
