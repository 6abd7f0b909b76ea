import { z } from "zod";
import type { NewAnalyticsEvent } from "../db/analytics-events";

/**
 * A batch as Shopify's Monorail endpoint takes it from `@shopify/hydrogen-react`
 * (`sendShopifyAnalytics`): `{ events: [{ schema_id, payload, metadata }], metadata }`, sent as
 * text/plain so a browser needs no preflight.
 */
export const MONORAIL_PATH = "/.well-known/shopify/monorail/unstable/produce_batch";

/** The largest body read; a batch of a page's events is a few kilobytes. */
export const MONORAIL_BODY_LIMIT_BYTES = 64 * 1024;

/** The most events one batch may hold. */
export const MONORAIL_MAX_EVENTS = 50;

/** The schema the storefront events this shop reports on are sent under. */
const CUSTOMER_TRACKING = /^custom_storefront_customer_tracking\/\d+(\.\d+)?$/;

const REPORTED = [
  "page_rendered",
  "collection_page_rendered",
  "product_page_rendered",
  "search_submitted",
  "product_added_to_cart",
] as const;

const token = z.string().max(200).optional();

// hydrogen-react sends each product as a JSON string of its own.
const productText = z
  .string()
  .max(4096)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "product is not JSON" });
      return z.NEVER;
    }
  })
  .pipe(
    z.object({
      product_id: z.number().int().positive().optional(),
      name: z.string().max(500).optional(),
    }),
  );

/** The part of a customer-tracking payload the reports read; the rest is accepted and dropped. */
const trackingPayload = z.object({
  event_name: z.string().max(100),
  analytics_allowed: z.boolean().optional(),
  deprecated_visit_token: token,
  unique_token: token,
  event_source_url: z.string().max(4096).optional(),
  canonical_url: z.string().max(4096).optional(),
  products: z.array(productText).max(100).optional(),
  search_string: z.string().max(500).optional(),
  cart_token: z.string().max(200).nullable().optional(),
});

const event = z.object({
  schema_id: z.string().max(200),
  payload: z.record(z.string(), z.unknown()),
  metadata: z.object({ event_created_at_ms: z.number().optional() }).passthrough().optional(),
});

export const monorailBatch = z.object({
  events: z.array(event).min(1).max(MONORAIL_MAX_EVENTS),
  metadata: z.object({ event_sent_at_ms: z.number().optional() }).passthrough().optional(),
});

export type MonorailBatch = z.infer<typeof monorailBatch>;

/** Each event's answer, in Monorail's shape: the library logs any that is not 200. */
export interface EventResult {
  status: number;
  message: string;
}

function pathOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).pathname.slice(0, 1000);
  } catch {
    return null;
  }
}

/**
 * The rows a batch stores, and each event's answer. Only customer-tracking events of the kinds
 * the reports count are stored, and only those sent with the visitor's consent to analytics
 * (`analytics_allowed`): the storefront sends nothing without it, and an event that says
 * otherwise is dropped here as well. Events of other schemas (Trekkie's page view, sent beside
 * each page_rendered) are accepted and not kept.
 */
export function rowsOfBatch(
  batch: MonorailBatch,
  receivedAt: Date,
): { rows: NewAnalyticsEvent[]; results: EventResult[] } {
  const rows: NewAnalyticsEvent[] = [];
  const results = batch.events.map((raw): EventResult => {
    if (!CUSTOMER_TRACKING.test(raw.schema_id)) return { status: 200, message: "ok" };
    const parsed = trackingPayload.safeParse(raw.payload);
    if (!parsed.success) return { status: 400, message: "invalid payload" };
    const payload = parsed.data;
    const name = REPORTED.find((known) => known === payload.event_name);
    if (!name || payload.analytics_allowed !== true) return { status: 200, message: "ok" };
    const product = payload.products?.[0];
    rows.push({
      receivedAt,
      eventName: name,
      visitToken: payload.deprecated_visit_token ?? null,
      uniqueToken: payload.unique_token ?? null,
      path: pathOf(payload.event_source_url ?? payload.canonical_url),
      productId: product?.product_id ?? null,
      productName: product?.name ?? null,
      searchString: payload.search_string?.trim().toLowerCase() || null,
      cartToken: payload.cart_token ?? null,
    });
    return { status: 200, message: "ok" };
  });
  return { rows, results };
}
