import { data } from "react-router";
import { backInStockLinksContext } from "~/features/catalog/api/back-in-stock-links";
import { BackInStockLinkPage } from "~/features/catalog/components/back-in-stock-link-page";
import { pageTitle } from "~/lib/brand";
import type { Route } from "./+types/back-in-stock.unsubscribe";

// Each page carries the shopper's token: never kept by the page cache or any cache on the way.
const NO_STORE = { "Cache-Control": "no-store" };
const TITLE = "Unsubscribe from this alert";

/** Opening the emailed link unsubscribes nothing (mail scanners follow links): it shows the button. */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.get(backInStockLinksContext)) throw data(null, { status: 404 });
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data({ token }, { headers: NO_STORE });
}

/**
 * The button, or RFC 8058's one-click POST from a mail client (`List-Unsubscribe=One-Click`, as
 * a URL-encoded form; server/alerts/ answers the other encodings). The token alone decides, and
 * a token that names nothing is already unsubscribed: the same answer either way.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const links = context.get(backInStockLinksContext);
  if (!links) throw data(null, { status: 404 });
  await links.unsubscribe(new URL(request.url).searchParams.get("token") ?? "");
  return data({ unsubscribed: true }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(TITLE) },
  { name: "robots", content: "noindex" },
];

export default function BackInStockUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return actionData ? (
    <BackInStockLinkPage
      title="You're unsubscribed"
      text="Your request and your address are deleted. We will not email you about it again."
    />
  ) : (
    <BackInStockLinkPage
      title={TITLE}
      text="We will not email you about this size again."
      button={{
        label: "Unsubscribe",
        action: `/back-in-stock/unsubscribe?token=${encodeURIComponent(loaderData.token)}`,
      }}
    />
  );
}
