import { siteOriginContext } from "~/lib/seo";
import type { Route } from "./+types/robots.txt";

/**
 * robots.txt: crawl the catalogue, but not carts, accounts, checkout, saved lists (a shopper's
 * own, or one shared with them) or the endless filtered and sorted variants of the shop page
 * (Shopify's own defaults do the same).
 */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(siteOriginContext);
  const body = [
    "User-agent: *",
    "Disallow: /account",
    "Disallow: /checkout",
    "Disallow: /cart",
    "Disallow: /saved",
    "Disallow: /shop?*",
    // The shop's further pages (its "Load More" links), without filters, are for crawlers too.
    "Allow: /shop?page=",
    "Disallow: /under-construction",
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
