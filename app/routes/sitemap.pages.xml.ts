import { siteOriginContext } from "~/lib/seo";
import { SITEMAP_HEADERS, urlEntry } from "~/lib/sitemap";
import type { Route } from "./+types/sitemap.pages.xml";

/** The pages a crawler should find besides the products (no cart, account or filtered URLs). */
const STATIC_PATHS = [
  "/",
  "/shop",
  "/about",
  "/faq",
  "/contact",
  "/shipping",
  "/returns-exchanges",
  "/privacy-policy",
  "/terms",
];

export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(siteOriginContext);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PATHS.map((path) => urlEntry(`${origin}${path}`)),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, { headers: SITEMAP_HEADERS });
}
