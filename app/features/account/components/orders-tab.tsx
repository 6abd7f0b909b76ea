import { Link } from "react-router";
import { useCustomerOrders } from "../api/get-customer-orders";
import type { OnBuyAgain } from "./buy-again-button";
import { useCustomerSession } from "./customer-session";
import { OrderHistoryCard } from "./order-history-card";
import { OrderList } from "./order-list-states";

/**
 * The Orders tab: "Order History", the first page of orders as soon as the customer is
 * signed in, then Load More. `onBuyAgain` comes from the route, which owns the cart.
 */
export function OrdersTab({ onBuyAgain }: { onBuyAgain?: OnBuyAgain }) {
  const { status } = useCustomerSession();
  const orders = useCustomerOrders(status === "signed-in");

  return (
    <section aria-labelledby="order-history-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-history-heading" className="text-xl font-semibold">
          Order History
        </h2>
        {orders.orders.length ? (
          <Link to="/account/orders" className="text-sm font-medium text-primary hover:underline">
            View all orders
          </Link>
        ) : null}
      </div>
      <OrderList
        orders={orders}
        renderCard={(order) => <OrderHistoryCard order={order} onBuyAgain={onBuyAgain} />}
      />
    </section>
  );
}
