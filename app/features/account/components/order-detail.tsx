import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { CustomerAccountError } from "../api/customer-account-client";
import { useCustomerOrder, type OrderAddress, type OrderDetail } from "../api/get-customer-order";
import { countryName } from "../lib/countries";
import { formatLongDateTime, itemCount } from "../lib/order-format";
import { orderGidFromParam } from "../lib/order-id";
import { AccountSpinner } from "./account-spinner";
import { BuyAgainButton, type OnBuyAgain } from "./buy-again-button";
import { useRequireCustomer } from "./customer-session";
import { OrderLineRow, SummaryRow } from "./order-line-row";
import { OrderReturns } from "./order-returns";
import { OrderStatusBadge } from "./order-status-badge";
import { ParcelList } from "./parcel-list";

function BackToOrders() {
  return (
    <Link
      to="/account/orders"
      className="inline-flex w-fit items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      Back to Orders
    </Link>
  );
}

function AddressCard({ title, address }: { title: string; address: OrderAddress }) {
  const area = [address.city, address.zoneCode ?? address.province, address.zip]
    .filter(Boolean)
    .join(", ");
  return (
    <section className="rounded-lg border bg-card p-4 sm:p-6" aria-label={title}>
      <h2 className="mb-2 font-semibold">{title}</h2>
      <address className="text-sm leading-6 text-muted-foreground not-italic">
        {address.name ? <span className="block text-foreground">{address.name}</span> : null}
        {address.company ? <span className="block">{address.company}</span> : null}
        {address.address1 ? <span className="block">{address.address1}</span> : null}
        {address.address2 ? <span className="block">{address.address2}</span> : null}
        {area ? <span className="block">{area}</span> : null}
        {address.territoryCode ? (
          <span className="block">{countryName(address.territoryCode)}</span>
        ) : null}
        {address.phoneNumber ? <span className="block">{address.phoneNumber}</span> : null}
      </address>
    </section>
  );
}

function Order({ order, onBuyAgain }: { order: OrderDetail; onBuyAgain?: OnBuyAgain }) {
  const lines = order.lineItems.nodes;
  return (
    <>
      <section className="flex flex-wrap items-start justify-between gap-4 rounded-lg border bg-card p-4 sm:p-6">
        <div className="grid gap-1">
          <h1 className="font-serif text-3xl">Order {order.name}</h1>
          <p className="text-sm text-muted-foreground">
            Updated on {formatLongDateTime(order.updatedAt)}
          </p>
          <p className="text-sm text-muted-foreground">{itemCount(lines)}</p>
        </div>
        <div className="flex flex-col items-start gap-2 sm:items-end">
          <OrderStatusBadge fulfillments={order.fulfillments.nodes} className="text-sm" />
          <a
            href={order.statusPageUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Track order status<span className="sr-only"> (opens in a new tab)</span>
          </a>
          {onBuyAgain ? (
            <BuyAgainButton orderName={order.name} lines={lines} onBuyAgain={onBuyAgain} />
          ) : null}
        </div>
      </section>
      <section className="rounded-lg border bg-card p-4 sm:p-6" aria-labelledby="order-items">
        <h2 id="order-items" className="mb-4 font-semibold">
          Items
        </h2>
        <ul className="grid gap-4">
          {lines.map((line) => (
            <OrderLineRow key={line.id} line={line} showUnitPrice />
          ))}
        </ul>
      </section>
      {order.fulfillments.nodes.length ? (
        <section className="rounded-lg border bg-card p-4 sm:p-6" aria-labelledby="order-shipping">
          <h2 id="order-shipping" className="mb-4 font-semibold">
            Shipping & tracking
          </h2>
          <ParcelList fulfillments={order.fulfillments.nodes} />
        </section>
      ) : null}
      <OrderReturns order={order} />
      <section className="rounded-lg border bg-card p-4 sm:p-6" aria-labelledby="order-summary">
        <h2 id="order-summary" className="mb-4 font-semibold">
          Order Summary
        </h2>
        <dl className="grid gap-2">
          <SummaryRow label="Subtotal" money={order.subtotal} />
          <SummaryRow label="Shipping" money={order.totalShipping} />
          <SummaryRow label="Tax" money={order.totalTax} />
          <SummaryRow label="Total" money={order.totalPrice} strong className="border-t pt-2" />
        </dl>
      </section>
      {order.shippingAddress || order.billingAddress ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {order.shippingAddress ? (
            <AddressCard title="Shipping Address" address={order.shippingAddress} />
          ) : null}
          {order.billingAddress ? (
            <AddressCard title="Billing Address" address={order.billingAddress} />
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * One order, at /account/orders/{orderId}. The id comes from the address bar: anything but an order
 * number is "Order not found" without a request.
 */
export function OrderDetailPage({
  orderId,
  onBuyAgain,
}: {
  orderId: string | undefined;
  onBuyAgain?: OnBuyAgain;
}) {
  const { status } = useRequireCustomer();
  const gid = orderGidFromParam(orderId);
  const query = useCustomerOrder(gid, status === "signed-in");
  if (status !== "signed-in") return <AccountSpinner />;

  let body;
  if (gid && query.isPending) {
    body = <div className="h-64 animate-pulse rounded-lg bg-muted" aria-busy="true" />;
  } else if (query.isError) {
    const message =
      query.error instanceof CustomerAccountError && query.error.message
        ? query.error.message
        : "Failed to fetch order";
    body = (
      <div
        role="alert"
        className="grid gap-4 rounded-lg border border-destructive/30 bg-destructive/5 p-6"
      >
        <p className="text-destructive">Error loading order: {message}</p>
        <Button asChild variant="outline" className="w-fit">
          <Link to="/account/orders">Back to Orders</Link>
        </Button>
      </div>
    );
  } else if (!query.data) {
    body = (
      <div className="grid gap-4 rounded-lg border p-6">
        <h1 className="text-2xl font-semibold">Order not found</h1>
        <Button asChild variant="outline" className="w-fit">
          <Link to="/account/orders">Back to Orders</Link>
        </Button>
      </div>
    );
  } else {
    body = <Order order={query.data} onBuyAgain={onBuyAgain} />;
  }

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 md:py-12">
      <BackToOrders />
      {body}
    </main>
  );
}
