/** Sitemaps (sitemaps.org): at most 50,000 URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  // Crawlers come back daily at most; an hour spares the API the walk through every product.
  "Cache-Control": "public, max-age=3600",
} as const;

export function escapeXml(value: string) {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

export function urlEntry(loc: string, lastmod?: string) {
  const date = lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : "";
  return `<url><loc>${escapeXml(loc)}</loc>${date}</url>`;
}

/**
 * A response whose body is written as `write` produces it: the first bytes leave before the
 * last API page is read. A failure after the start cuts the document short, which a crawler
 * treats as unreadable and fetches again later (the status is already sent).
 */
export function streamedXml(write: (emit: (chunk: string) => void) => Promise<void>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        await write((chunk) => controller.enqueue(encoder.encode(chunk)));
        controller.close();
      } catch (error) {
        console.error("Sitemap could not be completed", error);
        controller.error(error);
      }
    },
  });
  return new Response(body, { headers: SITEMAP_HEADERS });
}
