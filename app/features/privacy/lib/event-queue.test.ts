import type { ShopifyMonorailEvent } from "@shopify/hydrogen-react/analytics-types";
import { expect, it } from "vitest";
import { createEventQueue, MAX_BATCH_EVENTS, monorailEndpoint } from "./event-queue";

const event = (n: number): ShopifyMonorailEvent => ({
  schema_id: "custom_storefront_customer_tracking/1.2",
  payload: { event_name: "page_rendered", n },
  metadata: { event_created_at_ms: n },
});

it("posts to the shop domain's Monorail endpoint, as the library does", () => {
  expect(monorailEndpoint("https://peytons.myshopify.com")).toBe(
    "https://peytons.myshopify.com/.well-known/shopify/monorail/unstable/produce_batch",
  );
  expect(monorailEndpoint("http://localhost:4500/")).toBe(
    "http://localhost:4500/.well-known/shopify/monorail/unstable/produce_batch",
  );
});

it("sends nothing at once, then everything waiting in one batch when the browser is idle", () => {
  const sent: { endpoint: string; body: string }[] = [];
  const idle: (() => void)[] = [];
  const queue = createEventQueue({
    endpoint: "http://provider/batch",
    send: (endpoint, body) => sent.push({ endpoint, body }),
    schedule: (flush) => idle.push(flush),
  });
  queue.push([event(1), event(2)]);
  queue.push([event(3)]);
  expect(sent).toEqual([]);
  expect(idle).toHaveLength(1);
  idle[0]!();
  expect(sent).toHaveLength(1);
  const body = JSON.parse(sent[0]!.body) as { events: ShopifyMonorailEvent[]; metadata: object };
  expect(body.events.map((e) => e.payload.n)).toEqual([1, 2, 3]);
  expect(body.metadata).toHaveProperty("event_sent_at_ms");
});

it("splits a long wait into batches the endpoint takes, and drops what consent withdrew", () => {
  const sent: string[] = [];
  const queue = createEventQueue({
    endpoint: "x",
    send: (_endpoint, body) => sent.push(body),
    schedule: () => undefined,
  });
  queue.push(Array.from({ length: MAX_BATCH_EVENTS + 5 }, (_, i) => event(i)));
  queue.flush();
  expect(sent.map((b) => (JSON.parse(b) as { events: unknown[] }).events.length)).toEqual([
    MAX_BATCH_EVENTS,
    5,
  ]);
  queue.push([event(99)]);
  queue.clear();
  queue.flush();
  expect(sent).toHaveLength(2);
});
