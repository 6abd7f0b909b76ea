import { cn } from "~/lib/utils";
import {
  orderStatusBadge,
  type BadgeColour,
  type FulfillmentFacts,
} from "../lib/fulfillment-status";

const COLOUR_CLASSES: Record<BadgeColour, string> = {
  green: "border-green-200 bg-green-100 text-green-800",
  blue: "border-blue-200 bg-blue-100 text-blue-800",
  yellow: "border-yellow-200 bg-yellow-100 text-yellow-800",
  orange: "border-orange-200 bg-orange-100 text-orange-800",
  red: "border-red-200 bg-red-100 text-red-800",
  grey: "border-gray-200 bg-gray-100 text-gray-800",
};

/** The order's fulfilment status, in its colour. */
export function OrderStatusBadge({
  fulfillments,
  className,
}: {
  fulfillments: readonly FulfillmentFacts[];
  className?: string;
}) {
  const { text, colour } = orderStatusBadge(fulfillments);
  return (
    <span
      data-status-colour={colour}
      className={cn(
        "inline-flex w-fit shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap",
        COLOUR_CLASSES[colour],
        className,
      )}
    >
      {text}
    </span>
  );
}
