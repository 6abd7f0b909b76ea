import { DemoCheckout } from "~/features/cart/components/demo-checkout";
import { pageTitle } from "~/lib/brand";
import { originFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({
    title: pageTitle("Checkout"),
    description: "Review your order and place it.",
    origin: originFromMatches(matches),
    path: "/checkout",
  }),
  // A shopper's own step, not a page to find (robots.txt disallows it too).
  { name: "robots", content: "noindex" },
];

/**
 * The demo checkout. No loader: the cart is the shopper's own, read in the browser, so
 * the server renders the page without it and the page cache may share that page.
 */
export default function CheckoutRoute() {
  return <DemoCheckout />;
}
