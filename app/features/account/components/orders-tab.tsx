// Placeholder so the /account page can render its tabs while the orders list is built.
export function OrdersTab() {
  return <h2 className="text-xl font-semibold">Order History</h2>;
}
