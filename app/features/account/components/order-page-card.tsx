import { Link } from "react-router";
import { formatMoney } from "~/lib/money";
import type { OrderSummary } from "../api/get-customer-orders";
import { formatLongDateTime, itemCount } from "../lib/order-format";
import { orderPathId } from "../lib/order-id";
import { BuyAgainButton, type OnBuyAgain } from "./buy-again-button";
import { OrderLineRow, SummaryRow } from "./order-line-row";
import { OrderStatusBadge } from "./order-status-badge";
import { ParcelList } from "./parcel-list";

/** The orders page shows an order's first 3 lines. */
const SHOWN_LINES = 3;

/**
 * An order on the orders page: the whole card opens the status page in a new tab (the name's link
 * is stretched over it); details and Buy again sit above that link.
 */
export function OrderPageCard({
  order,
  onBuyAgain,
}: {
  order: OrderSummary;
  onBuyAgain?: OnBuyAgain;
}) {
  const lines = order.lineItems.nodes;
  const more = lines.length - SHOWN_LINES;
  const pathId = orderPathId(order.id);
  return (
    <article
      className="relative grid gap-4 rounded-lg border bg-card p-4 transition-shadow hover:shadow-md sm:p-6"
      data-testid="order-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">
            <a
              href={order.statusPageUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none after:focus-visible:ring-2 after:focus-visible:ring-ring"
            >
              Order {order.name}
              <span className="sr-only"> (opens the order status page in a new tab)</span>
            </a>
          </h2>
          <p className="text-sm text-muted-foreground">
            Updated on {formatLongDateTime(order.updatedAt)}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <p className="font-semibold">{formatMoney(order.totalPrice)}</p>
          <OrderStatusBadge fulfillments={order.fulfillments.nodes} />
        </div>
      </header>
      <p className="text-sm text-muted-foreground">{itemCount(lines)}</p>
      <ul className="grid gap-3">
        {lines.slice(0, SHOWN_LINES).map((line) => (
          <OrderLineRow key={line.id} line={line} />
        ))}
      </ul>
      {more > 0 ? (
        <p className="text-sm text-muted-foreground">
          +{more} more {more === 1 ? "item" : "items"}
        </p>
      ) : null}
      <ParcelList fulfillments={order.fulfillments.nodes} />
      <dl className="grid gap-1 border-t pt-3">
        <SummaryRow label="Subtotal" money={order.subtotal} />
        <SummaryRow label="Shipping" money={order.totalShipping} />
        <SummaryRow label="Tax" money={order.totalTax} />
      </dl>
      <div className="flex flex-wrap items-center gap-3">
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
    </article>
  );
}
