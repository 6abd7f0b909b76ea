import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { useCustomerOrders } from "../api/get-customer-orders";
import type { OnBuyAgain } from "./buy-again-button";
import { useRequireCustomer } from "./customer-session";
import { AccountSpinner } from "./account-spinner";
import { OrderList } from "./order-list-states";
import { OrderPageCard } from "./order-page-card";

/** /account/orders: every order, a page at a time. Guests go to the login page. */
export function OrdersPage({ onBuyAgain }: { onBuyAgain?: OnBuyAgain }) {
  const { status } = useRequireCustomer();
  const orders = useCustomerOrders(status === "signed-in");
  if (status !== "signed-in") return <AccountSpinner />;

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 md:py-12">
      <Link
        to="/account"
        className="inline-flex w-fit items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Back to Account
      </Link>
      <h1 className="font-serif text-4xl">My Orders</h1>
      <OrderList
        orders={orders}
        renderCard={(order) => <OrderPageCard order={order} onBuyAgain={onBuyAgain} />}
      />
    </main>
  );
}
