/**
 * The storefront's badge shows "the status of the last fulfillment" using the lowercase strings
 * of Shopify Admin's `FulfillmentDisplayStatus` (delivered, label_voided, …) plus the raw
 * `success`. The Customer Account API has no display status: a fulfilment carries only
 * `status` (FulfillmentStatus) and `latestShipmentStatus` (FulfillmentEventStatus), plus
 * `trackingInformation` and `requiresShipping`. `encodeDisplayStatus` says what the provider
 * stores for each label, so that a client reading those fields by this rule gets the label back:
 * 1. CANCELLED → `label_voided` if a carrier event exists (a label was bought), else `canceled`;
 * 2. FAILURE or ERROR → `not_delivered` if a carrier event exists, else `failure`;
 * 3. OPEN or PENDING (legacy, sent to a fulfilment service) → `submitted`;
 * 4. a carrier event → its name in lowercase (`in_transit`, `delivered`, …);
 * 5. SUCCESS without events → `fulfilled` when nothing needed shipping, `marked_as_fulfilled`
 *    when there is no tracking, otherwise `success` (shipped, waiting for the carrier's first scan).
 * A null status is the storefront's "No status".
 */

export const DISPLAY_STATUSES = [
  "delivered",
  "picked_up",
  "fulfilled",
  "in_transit",
  "out_for_delivery",
  "marked_as_fulfilled",
  "confirmed",
  "ready_for_pickup",
  "label_purchased",
  "label_printed",
  "submitted",
  "attempted_delivery",
  "delayed",
  "not_delivered",
  "failure",
  "canceled",
  "label_voided",
  "success",
] as const;

export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

export type FulfillmentStatus = "SUCCESS" | "CANCELLED" | "ERROR" | "FAILURE" | "OPEN" | "PENDING";

export type ShipmentStatus =
  | "ATTEMPTED_DELIVERY"
  | "CARRIER_PICKED_UP"
  | "CONFIRMED"
  | "DELAYED"
  | "DELIVERED"
  | "FAILURE"
  | "IN_TRANSIT"
  | "LABEL_PRINTED"
  | "LABEL_PURCHASED"
  | "OUT_FOR_DELIVERY"
  | "PICKED_UP"
  | "READY_FOR_PICKUP";

export interface FulfilmentFacts {
  status: FulfillmentStatus | null;
  latestShipmentStatus: ShipmentStatus | null;
  /** Whether the fulfilment has tracking details (`trackingInformation` is not empty). */
  tracked: boolean;
  requiresShipping: boolean;
}

/** Carrier events that map one to one onto a display status of the same name. */
const EVENT_LABELS: readonly ShipmentStatus[] = [
  "ATTEMPTED_DELIVERY",
  "CONFIRMED",
  "DELAYED",
  "DELIVERED",
  "IN_TRANSIT",
  "LABEL_PRINTED",
  "LABEL_PURCHASED",
  "OUT_FOR_DELIVERY",
  "PICKED_UP",
  "READY_FOR_PICKUP",
];

/** What the provider stores for a fulfilment shown as `label`. */
export function encodeDisplayStatus(label: DisplayStatus): FulfilmentFacts {
  const success = (event: ShipmentStatus | null, tracked = true): FulfilmentFacts => ({
    status: "SUCCESS",
    latestShipmentStatus: event,
    tracked,
    requiresShipping: true,
  });
  const upper = label.toUpperCase() as ShipmentStatus;
  if (EVENT_LABELS.includes(upper)) {
    // In-store pickup never has carrier tracking.
    return success(upper, upper !== "READY_FOR_PICKUP" && upper !== "PICKED_UP");
  }
  switch (label) {
    case "fulfilled":
      return { ...success(null, false), requiresShipping: false };
    case "marked_as_fulfilled":
      return success(null, false);
    case "success":
      return success(null, true);
    case "submitted":
      return { ...success(null, false), status: "OPEN" };
    case "failure":
      return { ...success(null, true), status: "FAILURE" };
    case "not_delivered":
      return { ...success("ATTEMPTED_DELIVERY", true), status: "FAILURE" };
    case "canceled":
      return { ...success(null, false), status: "CANCELLED" };
    case "label_voided":
      return { ...success("LABEL_PURCHASED", true), status: "CANCELLED" };
    default:
      throw new Error(`No encoding for fulfilment display status ${label}`);
  }
}
