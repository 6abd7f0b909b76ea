import { Link } from "react-router";
import { formatMoney } from "~/lib/money";
import type { OrderSummary } from "../api/get-customer-orders";
import { formatLongDate, itemCount } from "../lib/order-format";
import { orderPathId } from "../lib/order-id";
import { BuyAgainButton, type OnBuyAgain } from "./buy-again-button";
import { OrderImageMosaic } from "./order-image-mosaic";
import { OrderStatusBadge } from "./order-status-badge";
import { ParcelSummary } from "./parcel-list";

/**
 * An order in the Orders tab. The whole card opens the order's status page in a new tab (its
 * name's link is stretched over it); the details link and Buy again sit above that link.
 */
export function OrderHistoryCard({
  order,
  onBuyAgain,
}: {
  order: OrderSummary;
  onBuyAgain?: OnBuyAgain;
}) {
  const lines = order.lineItems.nodes;
  const images = lines.flatMap((line) => (line.image ? [line.image] : []));
  const pathId = orderPathId(order.id);
  return (
    <article
      className="relative flex gap-4 rounded-lg border bg-card p-4 transition-shadow hover:shadow-md"
      data-testid="order-card"
    >
      <OrderImageMosaic images={images} className="w-20 sm:w-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-semibold">
            <a
              href={order.statusPageUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none after:focus-visible:ring-2 after:focus-visible:ring-ring"
            >
              Order {order.name}
              <span className="sr-only"> (opens the order status page in a new tab)</span>
            </a>
          </h3>
          <OrderStatusBadge fulfillments={order.fulfillments.nodes} />
        </div>
        <p className="text-sm text-muted-foreground">{formatLongDate(order.updatedAt)}</p>
        <p className="text-sm text-muted-foreground">{itemCount(lines)}</p>
        <p className="font-medium">{formatMoney(order.totalPrice)}</p>
        <ParcelSummary fulfillments={order.fulfillments.nodes} orderName={order.name} />
        <div className="mt-1 flex flex-wrap items-center gap-3">
          {pathId ? (
            <Link
              to={`/account/orders/${pathId}`}
              className="relative z-10 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              View details<span className="sr-only"> of order {order.name}</span>
            </Link>
          ) : null}
          {onBuyAgain ? (
            <BuyAgainButton orderName={order.name} lines={lines} onBuyAgain={onBuyAgain} />
          ) : null}
        </div>
      </div>
    </article>
  );
}
