import type { ShopifyMonorailEvent } from "@shopify/hydrogen-react/analytics-types";

/** Where Shopify's library posts events for a shop: its domain's Monorail batch endpoint. */
export function monorailEndpoint(storeDomain: string): string {
  return `${new URL(storeDomain).origin}/.well-known/shopify/monorail/unstable/produce_batch`;
}

/** At most this many events go in one request (the provider refuses a batch over 50). */
export const MAX_BATCH_EVENTS = 40;

export interface EventQueueOptions {
  endpoint: string;
  /** Hands a body to the browser to send; never waited for. */
  send?: (endpoint: string, body: string) => void;
  /** Runs the flush when the browser has nothing better to do. */
  schedule?: (flush: () => void) => void;
}

/**
 * Events wait here and leave together when the browser is idle (or the page is being hidden),
 * as one text/plain batch, the body and type Shopify's library sends: no click ever waits for
 * analytics, and a page's events cost one request.
 */
export function createEventQueue(options: EventQueueOptions) {
  const send = options.send ?? sendInBackground;
  const schedule = options.schedule ?? whenIdle;
  let pending: ShopifyMonorailEvent[] = [];
  let scheduled = false;

  function flush() {
    scheduled = false;
    while (pending.length) {
      const events = pending.slice(0, MAX_BATCH_EVENTS);
      pending = pending.slice(MAX_BATCH_EVENTS);
      send(
        options.endpoint,
        JSON.stringify({ events, metadata: { event_sent_at_ms: Date.now() } }),
      );
    }
  }

  return {
    push(events: ShopifyMonorailEvent[]) {
      if (!events.length) return;
      pending.push(...events);
      if (scheduled) return;
      scheduled = true;
      schedule(flush);
    },
    flush,
    /** Drops what has not left yet: the visitor withdrew consent. */
    clear() {
      pending = [];
    },
  };
}

/**
 * A beacon outlives the page and never holds up a navigation; where the browser refuses one (too
 * large, or no sendBeacon), a keepalive fetch does the same job. Failures are not the shopper's
 * concern and are dropped.
 */
function sendInBackground(endpoint: string, body: string) {
  try {
    if (navigator.sendBeacon?.(endpoint, body)) return;
  } catch {
    // Fall through to fetch.
  }
  void fetch(endpoint, {
    method: "POST",
    body,
    keepalive: true,
    headers: { "content-type": "text/plain" },
  }).catch(() => undefined);
}

function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
