import { shownVariantTitle } from "./order-format";

/** A fulfilment as the order fragment reads it (every field optional: old answers lack some). */
export interface FulfillmentParcelFacts {
  id: string;
  status?: string | null;
  estimatedDeliveryAt?: string | null;
  trackingInformation?: readonly {
    company?: string | null;
    number?: string | null;
    url?: string | null;
  }[];
  events?: { nodes: readonly { status: string; happenedAt: string }[] } | null;
  fulfillmentLineItems?: {
    nodes: readonly {
      id: string;
      quantity?: number | null;
      lineItem: { id: string; title: string; variantTitle?: string | null };
    }[];
  } | null;
}

export interface ParcelTracking {
  /** The carrier's name ("USPS"), or null when the merchant gave none. */
  carrier: string | null;
  number: string | null;
  /** The carrier's tracking page, only when it is a web address a link may open. */
  url: string | null;
}

export interface Parcel {
  id: string;
  tracking: ParcelTracking[];
  /** When the carrier delivered it (its DELIVERED event), as the API's ISO time. */
  deliveredAt: string | null;
  estimatedDeliveryAt: string | null;
  items: { id: string; title: string; variantTitle: string | null; quantity: number }[];
}

/** A link opens only an http(s) address: a merchant-typed URL is not trusted to be one. */
function webAddress(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Each fulfilment of an order as a parcel to show: its tracking (carrier, number, link), when it
 * arrived or is expected, and what it holds. Cancelled fulfilments are left out: nothing travels.
 */
export function parcelsOf(fulfillments: readonly FulfillmentParcelFacts[]): Parcel[] {
  return fulfillments
    .filter((f) => f.status !== "CANCELLED")
    .map((f) => ({
      id: f.id,
      tracking: (f.trackingInformation ?? [])
        .filter((t) => t.number || t.url)
        .map((t) => ({
          carrier: t.company?.trim() || null,
          number: t.number?.trim() || null,
          url: webAddress(t.url),
        })),
      deliveredAt: f.events?.nodes.find((e) => e.status === "DELIVERED")?.happenedAt ?? null,
      estimatedDeliveryAt: f.estimatedDeliveryAt ?? null,
      items: (f.fulfillmentLineItems?.nodes ?? []).map((item) => ({
        id: item.id,
        title: item.lineItem.title,
        variantTitle: shownVariantTitle(item.lineItem.variantTitle),
        quantity: item.quantity ?? 0,
      })),
    }));
}

/** The latest delivery among the parcels, or null when none has arrived. */
export function lastDeliveredAt(parcels: readonly Parcel[]): string | null {
  const times = parcels.flatMap((p) => (p.deliveredAt ? [p.deliveredAt] : []));
  return times.sort().at(-1) ?? null;
}
