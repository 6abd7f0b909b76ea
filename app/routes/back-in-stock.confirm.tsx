import { data } from "react-router";
import { backInStockLinksContext } from "~/features/catalog/api/back-in-stock-links";
import { BackInStockLinkPage } from "~/features/catalog/components/back-in-stock-link-page";
import { pageTitle } from "~/lib/brand";
import type { Route } from "./+types/back-in-stock.confirm";

// Each page carries the shopper's token: never kept by the page cache or any cache on the way.
const NO_STORE = { "Cache-Control": "no-store" };
const TITLE = "Confirm your back-in-stock alert";
const WHAT_FOR = "We will email you once when this size is back in stock.";

/** Opening the emailed link confirms nothing (mail scanners follow links): it shows the button. */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.get(backInStockLinksContext)) throw data(null, { status: 404 });
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data({ token }, { headers: NO_STORE });
}

/** The button: double opt-in, by the token alone. */
export async function action({ request, context }: Route.ActionArgs) {
  const links = context.get(backInStockLinksContext);
  if (!links) throw data(null, { status: 404 });
  const confirmed = await links.confirm(new URL(request.url).searchParams.get("token") ?? "");
  return data({ confirmed }, { status: confirmed ? 200 : 404, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(TITLE) },
  { name: "robots", content: "noindex" },
];

export default function BackInStockConfirm({ loaderData, actionData }: Route.ComponentProps) {
  if (!actionData) {
    return (
      <BackInStockLinkPage
        title={TITLE}
        text={WHAT_FOR}
        button={{
          label: "Confirm",
          action: `/back-in-stock/confirm?token=${encodeURIComponent(loaderData.token)}`,
        }}
      />
    );
  }
  return actionData.confirmed ? (
    <BackInStockLinkPage title="You're on the list" text={WHAT_FOR} />
  ) : (
    <BackInStockLinkPage
      title="This link has expired"
      text="Unconfirmed requests are deleted after 7 days. Ask again on the product page."
    />
  );
}
