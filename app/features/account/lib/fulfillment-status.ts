/**
 * An order's fulfilment status as the shopper sees it. The display rules read Shopify Admin's
 * lowercase display statuses (delivered, label_voided, …, plus the raw "success"); the
 * Customer Account API has no such field, only each fulfilment's `status`, `latestShipmentStatus`,
 * `trackingInformation` and `requiresShipping`. `displayStatusOf` turns those back into the
 * display status, by the same rule the provider uses to store them
 * (provider/orders/fulfilment-status.ts, which states the contract).
 */

export interface FulfillmentFacts {
  status?: string | null;
  latestShipmentStatus?: string | null;
  trackingInformation?: readonly unknown[] | null;
  requiresShipping?: boolean | null;
}

export type BadgeColour = "green" | "blue" | "yellow" | "orange" | "red" | "grey";

export interface StatusBadge {
  text: string;
  colour: BadgeColour;
}

/** The display status of one fulfilment ("" when it has no status: "No status"). */
export function displayStatusOf(fulfillment: FulfillmentFacts): string {
  const event = fulfillment.latestShipmentStatus ?? null;
  switch (fulfillment.status) {
    case null:
    case undefined:
    case "":
      return "";
    case "CANCELLED":
      // A cancelled fulfilment with a carrier event had a label bought, then voided.
      return event ? "label_voided" : "canceled";
    case "FAILURE":
    case "ERROR":
      return event ? "not_delivered" : "failure";
    case "OPEN":
    case "PENDING":
      return "submitted";
    case "SUCCESS":
      if (event) return event.toLowerCase();
      if (fulfillment.requiresShipping === false) return "fulfilled";
      return fulfillment.trackingInformation?.length ? "success" : "marked_as_fulfilled";
    default:
      return fulfillment.status.toLowerCase();
  }
}

const COLOURS: Record<string, BadgeColour> = {
  delivered: "green",
  picked_up: "green",
  fulfilled: "green",
  in_transit: "blue",
  out_for_delivery: "blue",
  marked_as_fulfilled: "blue",
  confirmed: "blue",
  ready_for_pickup: "yellow",
  label_purchased: "yellow",
  label_printed: "yellow",
  submitted: "yellow",
  attempted_delivery: "orange",
  delayed: "orange",
  not_delivered: "orange",
  failure: "red",
  canceled: "red",
  label_voided: "red",
};

/** The badge's words: "success" reads "On its way", nothing reads "No status". */
export function statusText(status: string): string {
  if (status.toLowerCase() === "success") return "On its way";
  if (status === "") return "No status";
  return status
    .replace(/_/g, " ")
    .split(" ")
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(" ");
}

export function statusColour(status: string): BadgeColour {
  return COLOURS[status.toLowerCase()] ?? "grey";
}

/**
 * An order's badge: "Confirmed" while it has no fulfilment, otherwise its last fulfilment's
 * status (earlier fulfilments, such as a voided label before a delivery, do not count).
 */
export function orderStatusBadge(fulfillments: readonly FulfillmentFacts[]): StatusBadge {
  const last = fulfillments.at(-1);
  const status = last ? displayStatusOf(last) : "confirmed";
  return { text: statusText(status), colour: statusColour(status) };
}
