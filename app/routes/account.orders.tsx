import { OrdersPage } from "~/features/account/components/orders-page";
import { useCartActions } from "~/features/cart/components/use-cart";
import { pageTitle } from "~/lib/brand";
import type { CartLineDraft } from "~/lib/cart-line-draft";
import type { Route } from "./+types/account.orders";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("My Orders") },
  { name: "robots", content: "noindex" },
];

/** The account owns the orders, the cart owns adding: Buy again joins them here. */
export default function AccountOrdersRoute() {
  const cart = useCartActions();
  const onBuyAgain = (drafts: CartLineDraft[]) => drafts.forEach((draft) => cart.add(draft));
  return <OrdersPage onBuyAgain={onBuyAgain} />;
}
