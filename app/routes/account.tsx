import { useRouteLoaderData } from "react-router";
import { isDemoProvider } from "~/features/account/api/customer-account-config";
import { AccountOverview } from "~/features/account/components/account-overview";
import { OrdersTab } from "~/features/account/components/orders-tab";
import { ProfileTab } from "~/features/account/components/profile-tab";
import { useCartActions } from "~/features/cart/components/use-cart";
import { DogProfileTab } from "~/features/fit/components/dog-profile-tab";
import { pageTitle } from "~/lib/brand";
import type { CartLineDraft } from "~/lib/cart-line-draft";
import type { PublicEnv } from "~/lib/public-env";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("My Account") },
  { name: "robots", content: "noindex" },
];

export default function AccountRoute() {
  const root = useRouteLoaderData("root") as { env: PublicEnv } | undefined;
  // The account owns the orders, the cart owns adding: Buy again joins them here.
  const cart = useCartActions();
  const onBuyAgain = (drafts: CartLineDraft[]) => drafts.forEach((draft) => cart.add(draft));
  return (
    <AccountOverview
      demo={isDemoProvider(root?.env.PUBLIC_CUSTOMER_ACCOUNT_API_URL ?? "")}
      orders={<OrdersTab onBuyAgain={onBuyAgain} />}
      profile={<ProfileTab />}
      dog={<DogProfileTab />}
    />
  );
}
