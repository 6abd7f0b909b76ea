import { PackageIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { CustomerAccountError } from "../api/customer-account-client";
import type { OrderSummary, useCustomerOrders } from "../api/get-customer-orders";

/**
 * The orders of the Orders tab and of /account/orders in each of their states: skeletons while
 * the first page loads, the error card, the empty state, or the cards with Load More.
 */
export function OrderList({
  orders,
  renderCard,
}: {
  orders: ReturnType<typeof useCustomerOrders>;
  renderCard: (order: OrderSummary) => ReactNode;
}) {
  if (orders.isPending) return <OrdersSkeleton />;
  if (orders.isError && !orders.orders.length) return <OrdersError error={orders.error} />;
  if (!orders.orders.length) return <NoOrders />;
  return (
    <>
      <ul className="grid gap-4">
        {orders.orders.map((order) => (
          <li key={order.id}>{renderCard(order)}</li>
        ))}
      </ul>
      {orders.isFetchNextPageError ? <OrdersError error={orders.error} /> : null}
      <LoadMoreOrders
        hasNextPage={orders.hasNextPage}
        loading={orders.isFetchingNextPage}
        onLoadMore={orders.loadMore}
      />
    </>
  );
}

/** "Error loading orders: {message}", or "Failed to fetch orders" when there is no message. */
export function OrdersError({ error }: { error: unknown }) {
  const message =
    error instanceof CustomerAccountError && error.message
      ? error.message
      : "Failed to fetch orders";
  return (
    <div role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-6">
      <p className="text-destructive">Error loading orders: {message}</p>
    </div>
  );
}

/** The Orders tab's empty state (the orders page uses the same words). */
export function NoOrders() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
      <PackageIcon aria-hidden="true" className="size-10 text-blush-500" />
      <h3 className="text-lg font-semibold">No orders yet</h3>
      <p className="text-muted-foreground">Start shopping to see your orders here</p>
      <Button asChild>
        <Link to="/shop">Browse Products</Link>
      </Button>
    </div>
  );
}

/** Shown while another page exists; "Loading..." while it is on its way. */
export function LoadMoreOrders({
  hasNextPage,
  loading,
  onLoadMore,
}: {
  hasNextPage: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  if (!hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button type="button" variant="outline" disabled={loading} onClick={onLoadMore}>
        {loading ? "Loading..." : "Load More Orders"}
      </Button>
    </div>
  );
}

export function OrdersSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Loading orders">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="h-28 animate-pulse rounded-lg bg-muted" />
      ))}
    </div>
  );
}
