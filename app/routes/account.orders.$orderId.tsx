import { OrderDetailPage } from "~/features/account/components/order-detail";
import { useCartActions } from "~/features/cart/components/use-cart";
import { pageTitle } from "~/lib/brand";
import type { CartLineDraft } from "~/lib/cart-line-draft";
import type { Route } from "./+types/account.orders.$orderId";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Order Details") },
  { name: "robots", content: "noindex" },
];

/** The order id is checked by the page before it becomes a GID (it comes from the address bar). */
export default function AccountOrderRoute({ params }: Route.ComponentProps) {
  const cart = useCartActions();
  const onBuyAgain = (drafts: CartLineDraft[]) => drafts.forEach((draft) => cart.add(draft));
  return <OrderDetailPage orderId={params.orderId} onBuyAgain={onBuyAgain} />;
}
