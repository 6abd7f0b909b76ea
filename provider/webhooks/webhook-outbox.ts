import { randomUUID } from "node:crypto";
import type { Clock } from "../clock";
import type { ProviderConfig } from "../config";
import type { Database } from "../db/client";
import { webhookDeliveries } from "../db/schema/index";
import type { WebhookTopic } from "./webhook-topics";

/**
 * Records webhooks in the transaction of the change that raises them (a transactional outbox):
 * a change that rolls back raises nothing, and a committed one is delivered even if the
 * provider stops before sending it.
 */
export interface WebhookOutbox {
  /**
   * One delivery of `payload` to every endpoint subscribed to `topic`, all sharing one event id.
   * `tx` is the change's transaction; `wake` the sender once it has committed.
   */
  record(tx: Database, topic: WebhookTopic, payload: object): Promise<void>;
  /** Whether anything listens to `topic`, so a caller can skip building its payload. */
  wants(topic: WebhookTopic): boolean;
}

export function createWebhookOutbox(
  config: Pick<ProviderConfig["webhooks"], "subscriptions">,
  clock: Clock,
): WebhookOutbox {
  const endpoints = (topic: WebhookTopic) =>
    config.subscriptions.filter((s) => s.topic === topic).map((s) => s.url);
  return {
    wants: (topic) => endpoints(topic).length > 0,
    async record(tx, topic, payload) {
      const urls = endpoints(topic);
      if (!urls.length) return;
      const now = clock.now();
      const eventId = randomUUID();
      const body = JSON.stringify(payload);
      await tx.insert(webhookDeliveries).values(
        urls.map((url) => ({
          webhookId: randomUUID(),
          eventId,
          topic,
          url,
          body,
          triggeredAt: now,
          status: "pending" as const,
          nextAttemptAt: now,
          createdAt: now,
        })),
      );
    },
  };
}
