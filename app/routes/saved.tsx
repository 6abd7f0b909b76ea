import { useSearchParams } from "react-router";
import { useCartActions, useWarmCart } from "~/features/cart/components/use-cart";
import { SavedPage } from "~/features/saved/components/saved-page";
import { pageTitle } from "~/lib/brand";
import { originFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/saved";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({
    title: pageTitle("Saved"),
    description: "The products you saved for later.",
    origin: originFromMatches(matches),
    path: "/saved",
  }),
  // A shopper's own list (or someone's shared one), not a page to find.
  { name: "robots", content: "noindex" },
];

/**
 * The saved list. No loader: the list is the shopper's own, read in the browser (or named by a
 * shared link's `items`), so the server renders the page without it.
 */
export default function SavedRoute() {
  const [searchParams] = useSearchParams();
  const cart = useCartActions();
  useWarmCart();
  return <SavedPage shared={searchParams.get("items")} onAddToCart={(draft) => cart.add(draft)} />;
}
