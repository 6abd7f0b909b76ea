/**
 * The widths the image CDN is asked for; browsers pick one with `sizes`. 800 serves the
 * full-width image on phones of 360–412 px at 1.75–2x, which otherwise fetched the 960.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 960, 1280] as const;

/**
 * An absolute URL already in canonical form whose query has only plain parameters, none of them
 * the transform's own: safe to append to.
 */
const SIMPLE_URL =
  /^https?:\/\/[a-z0-9.-]+(?::\d+)?\/[\w\-./%]*(?:\?(?!(?:.*[?&])?(?:width|height|crop|format)=)[\w\-.%]+=[\w\-.%]*(?:&[\w\-.%]+=[\w\-.%]*)*)?$/;

/**
 * The same URL `Image.url(transform: { maxWidth, preferredContentType: WEBP })` returns, built
 * in the browser: Shopify's CDN (and the local provider's image route) read `width`, `height`,
 * `crop` and `format` from the query. Building them here saves asking GraphQL for five aliases
 * per image. Inline placeholders (data: URLs) pass through untouched.
 */
export function transformImageUrl(
  url: string,
  options: { width: number; height?: number; crop?: "center" },
): string {
  if (!/^https?:/i.test(url)) return url;
  // The catalogue's URLs carry a plain query (`?v=1`): appending gives exactly what URL and
  // URLSearchParams would, without parsing a URL per srcset entry (six per card, a hundred cards
  // on the shop page, on the server and again while hydrating).
  if (SIMPLE_URL.test(url)) {
    let query = `width=${options.width}`;
    if (options.height) query += `&height=${options.height}`;
    if (options.crop && options.height) query += `&crop=${options.crop}`;
    return `${url}${url.includes("?") ? "&" : "?"}${query}&format=webp`;
  }
  const transformed = new URL(url);
  transformed.searchParams.set("width", String(options.width));
  if (options.height) transformed.searchParams.set("height", String(options.height));
  if (options.crop && options.height) transformed.searchParams.set("crop", options.crop);
  transformed.searchParams.set("format", "webp");
  return transformed.toString();
}

/** A `srcset` over the given widths, never asking for more pixels than the original has. */
export function imageSrcSet(
  image: { url: string; width: number },
  widths: readonly number[] = IMAGE_WIDTHS,
): string | undefined {
  if (!/^https?:/i.test(image.url)) return undefined;
  const usable = widths.filter((width) => width <= image.width);
  const list = usable.length ? usable : [image.width];
  return list.map((width) => `${transformImageUrl(image.url, { width })} ${width}w`).join(", ");
}
