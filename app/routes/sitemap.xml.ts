import { getAllProductHandles } from "~/features/catalog/api/get-product-handles";
import { storefrontContext } from "~/lib/app-context";
import type { Route } from "./+types/sitemap.xml";

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

function escapeXml(value: string) {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

function urlEntry(loc: string, lastmod?: string) {
  const date = lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : "";
  return `<url><loc>${escapeXml(loc)}</loc>${date}</url>`;
}

/** Every page and every product, read page by page from the Storefront API until it runs out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const products = await getAllProductHandles(context.get(storefrontContext));
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PATHS.map((path) => urlEntry(`${origin}${path}`)),
    ...products.map((product) =>
      urlEntry(`${origin}/product/${encodeURIComponent(product.handle)}`, product.updatedAt),
    ),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
