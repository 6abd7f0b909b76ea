import { productHandlePages } from "~/features/catalog/api/get-product-handles";
import { storefrontContext } from "~/lib/app-context";
import { siteOriginContext } from "~/lib/seo";
import { SITEMAP_MAX_URLS, streamedXml, urlEntry } from "~/lib/sitemap";
import type { Route } from "./+types/sitemap.products.xml";

/**
 * `/sitemap/products-{n}.xml` (the route is `/sitemap/:file`): the n-th 50,000 products, written as each API page arrives. A
 * number that is not a positive whole number, or past the catalogue's end, is not found.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^products-([1-9]\d{0,3})\.xml$/.exec(params.file);
  const n = match ? Number(match[1]) : 0;
  if (n === 0) throw new Response("Not Found", { status: 404 });
  const origin = context.get(siteOriginContext);
  const first = (n - 1) * SITEMAP_MAX_URLS;
  const last = first + SITEMAP_MAX_URLS;
  const pages = productHandlePages(context.get(storefrontContext));

  // Reach the file's first product before answering, so a file past the end is a 404.
  let seen = 0;
  let head = await pages.next();
  while (!head.done && seen + head.value.length <= first) {
    seen += head.value.length;
    head = await pages.next();
  }
  if (head.done && n > 1) throw new Response("Not Found", { status: 404 });

  return streamedXml(async (emit) => {
    emit('<?xml version="1.0" encoding="UTF-8"?>\n');
    emit('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
    let current = head;
    let offset = seen;
    while (!current.done && offset < last) {
      current.value.forEach((product, i) => {
        const index = offset + i;
        if (index < first || index >= last) return;
        const loc = `${origin}/product/${encodeURIComponent(product.handle)}`;
        emit(`${urlEntry(loc, product.updatedAt)}\n`);
      });
      offset += current.value.length;
      if (offset < last) current = await pages.next();
    }
    emit("</urlset>\n");
  });
}
