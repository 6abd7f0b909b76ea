import { CopyIcon, ExternalLinkIcon, TruckIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { cn } from "~/lib/utils";
import { formatLongDate } from "../lib/order-format";
import {
  parcelsOf,
  type FulfillmentParcelFacts,
  type Parcel,
  type ParcelTracking,
} from "../lib/parcels";

async function copyTrackingNumber(number: string) {
  try {
    // Absent on insecure origins and in some embedded browsers; a refusal throws.
    if (!navigator.clipboard) throw new Error("Clipboard unavailable");
    await navigator.clipboard.writeText(number);
    toast.success("Tracking number copied!");
  } catch {
    toast.error("Copy failed", { description: `Please copy the number ${number} manually.` });
  }
}

function deliveryText(parcel: Parcel): string | null {
  if (parcel.deliveredAt) return `Delivered on ${formatLongDate(parcel.deliveredAt)}`;
  if (parcel.estimatedDeliveryAt) {
    return `Estimated delivery ${formatLongDate(parcel.estimatedDeliveryAt)}`;
  }
  return null;
}

/**
 * One tracking number of a parcel: the carrier, the number with a copy button, and a link to the
 * carrier's tracking page. `compact` (the order cards) shortens the link to "Track"; a screen
 * reader still hears the carrier. Each control sits above an order card's stretched link.
 */
function TrackingLine({
  tracking,
  compact = false,
}: {
  tracking: ParcelTracking;
  compact?: boolean;
}) {
  const carrier = tracking.carrier ?? "the carrier";
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {tracking.carrier ? <span>{tracking.carrier}</span> : null}
      {tracking.number ? (
        <span className="inline-flex items-center gap-1">
          <span className="font-mono break-all" data-testid="tracking-number">
            {tracking.number}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="relative z-10 size-8"
            aria-label={`Copy tracking number ${tracking.number}`}
            onClick={() => void copyTrackingNumber(tracking.number!)}
          >
            <CopyIcon aria-hidden="true" className="size-4" />
          </Button>
        </span>
      ) : null}
      {tracking.url ? (
        <a
          href={tracking.url}
          target="_blank"
          rel="noopener noreferrer"
          className="relative z-10 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          {compact ? (
            <>
              Track<span className="sr-only"> with {carrier}</span>
            </>
          ) : (
            `Track with ${carrier}`
          )}
          <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}

function ParcelCard({ parcel, index, count }: { parcel: Parcel; index: number; count: number }) {
  const delivery = deliveryText(parcel);
  const title = count > 1 ? `Parcel ${index + 1} of ${count}` : "Parcel";
  return (
    <li className="grid gap-2 rounded-md border bg-background p-3 text-sm" data-testid="parcel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-medium">
          <TruckIcon aria-hidden="true" className="size-4 text-muted-foreground" />
          {title}
        </p>
        {delivery ? <p className="text-muted-foreground">{delivery}</p> : null}
      </div>
      {parcel.tracking.length ? (
        parcel.tracking.map((tracking, i) => <TrackingLine key={i} tracking={tracking} />)
      ) : (
        <p className="text-muted-foreground">No tracking yet</p>
      )}
      {parcel.items.length ? (
        <div>
          <p className="text-muted-foreground">In this parcel:</p>
          <ul className="list-disc pl-5">
            {parcel.items.map((item) => (
              <li key={item.id}>
                {item.title}
                {item.variantTitle ? ` (${item.variantTitle})` : ""} × {item.quantity}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The order's parcels: per fulfilment the carrier, the tracking number (with a copy button), a
 * link to the carrier's tracking page, the delivery date (actual or estimated) and its contents.
 * Nothing shows before the first fulfilment: the status badge already says "Confirmed".
 */
export function ParcelList({
  fulfillments,
  className,
}: {
  fulfillments: readonly FulfillmentParcelFacts[];
  className?: string;
}) {
  const parcels = parcelsOf(fulfillments);
  if (!parcels.length) return null;
  return (
    <ul className={cn("grid gap-3", className)} aria-label="Parcels">
      {parcels.map((parcel, i) => (
        <ParcelCard key={parcel.id} parcel={parcel} index={i} count={parcels.length} />
      ))}
    </ul>
  );
}

/**
 * An order card's parcels, compactly: per fulfilment its tracking (carrier, number to copy, a
 * Track link) or "No tracking yet"; the order page (ParcelList) adds dates and contents. Read
 * from the same order fragment, so the card sends no query of its own.
 */
export function ParcelSummary({
  fulfillments,
  orderName,
  className,
}: {
  fulfillments: readonly FulfillmentParcelFacts[];
  orderName: string;
  className?: string;
}) {
  const parcels = parcelsOf(fulfillments);
  if (!parcels.length) return null;
  return (
    <ul
      className={cn("grid gap-1 text-sm", className)}
      aria-label={`Parcels of order ${orderName}`}
    >
      {parcels.map((parcel, i) => (
        <li key={parcel.id} className="flex flex-wrap items-center gap-x-2" data-testid="parcel">
          {parcels.length > 1 ? (
            <span className="text-muted-foreground">
              Parcel {i + 1} of {parcels.length}:
            </span>
          ) : null}
          {parcel.tracking.length ? (
            parcel.tracking.map((tracking, j) => (
              <TrackingLine key={j} tracking={tracking} compact />
            ))
          ) : (
            <span className="text-muted-foreground">No tracking yet</span>
          )}
        </li>
      ))}
    </ul>
  );
}
