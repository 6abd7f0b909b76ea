/** The widths the image CDN is asked for; browsers pick one with `sizes`. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;

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
