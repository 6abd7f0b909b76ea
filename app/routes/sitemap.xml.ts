import { productHandlePages } from "~/features/catalog/api/get-product-handles";
import { storefrontContext } from "~/lib/app-context";
import { siteOriginContext } from "~/lib/seo";
import { escapeXml, SITEMAP_MAX_URLS, streamedXml } from "~/lib/sitemap";
import type { Route } from "./+types/sitemap.xml";

/**
 * The sitemap index: the static pages' sitemap and one products sitemap per 50,000 products. The
 * number of product sitemaps is found by walking the catalogue's handles through the API.
 */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(siteOriginContext);
  const storefront = context.get(storefrontContext);
  return streamedXml(async (emit) => {
    emit('<?xml version="1.0" encoding="UTF-8"?>\n');
    emit('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
    emit(`<sitemap><loc>${escapeXml(`${origin}/sitemap/pages.xml`)}</loc></sitemap>\n`);
    let count = 0;
    for await (const page of productHandlePages(storefront)) count += page.length;
    const files = Math.max(1, Math.ceil(count / SITEMAP_MAX_URLS));
    for (let n = 1; n <= files; n++) {
      emit(`<sitemap><loc>${escapeXml(`${origin}/sitemap/products-${n}.xml`)}</loc></sitemap>\n`);
    }
    emit("</sitemapindex>\n");
  });
}
