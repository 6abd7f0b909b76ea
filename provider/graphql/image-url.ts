import { GraphQLError } from "graphql";

/** `Image.url(transform:)` and `Image.transformedSrc`'s arguments, alike in both Shopify APIs. */
export interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: "BOTTOM" | "CENTER" | "LEFT" | "RIGHT" | "TOP" | null;
  scale?: number | null;
  /** BMP is offered by the Customer Account API's schema only. */
  preferredContentType?: "BMP" | "JPG" | "PNG" | "WEBP" | null;
}

/** The schemas' ranges: a size "between 1 and 5760", a scale "between 1 and 3". */
const MAX_SIZE = 5760;
const MAX_SCALE = 3;

/**
 * An image's URL on the provider's CDN route, carrying the transform as the image route reads it
 * back (provider/images/image-route.ts). Both APIs build it here, so they share the CDN cache. A
 * size or scale out of range is clamped into it; the Storefront API refuses one first
 * (`rejectOutOfRangeTransform`).
 */
export function imageUrl(
  ctx: { settings: { publicUrl: string } },
  key: string,
  transform?: ImageTransform | null,
) {
  // Built by hand: the grid asks for hundreds of URLs a request, and every value is a number or
  // a lower-case enum name that needs no escaping.
  let query = "v=1";
  if (transform) {
    const { maxWidth, maxHeight, crop, scale, preferredContentType } = transform;
    const factor = Math.min(Math.max(scale ?? 1, 1), MAX_SCALE);
    const size = (n: number) => Math.min(Math.max(Math.round(n * factor), 1), MAX_SIZE);
    if (maxWidth != null) query += `&width=${size(maxWidth)}`;
    if (maxHeight != null) query += `&height=${size(maxHeight)}`;
    if (crop && (maxWidth != null || maxHeight != null)) query += `&crop=${crop.toLowerCase()}`;
    if (preferredContentType) query += `&format=${preferredContentType.toLowerCase()}`;
  }
  return `${ctx.settings.publicUrl}/cdn/shop/files/${key}.png?${query}`;
}

/** The Storefront API's answer to a size or scale out of range: BAD_REQUEST, not a clamp. */
export function rejectOutOfRangeTransform({ maxWidth, maxHeight, scale }: ImageTransform) {
  for (const [name, value] of [
    ["maxWidth", maxWidth],
    ["maxHeight", maxHeight],
  ] as const) {
    if (value != null && (value < 1 || value > MAX_SIZE)) {
      throw new GraphQLError(`${name} must be between 1 and ${MAX_SIZE}.`, {
        extensions: { code: "BAD_REQUEST" },
      });
    }
  }
  const factor = scale ?? 1;
  if (factor < 1 || factor > MAX_SCALE) {
    throw new GraphQLError(`scale must be within 1..${MAX_SCALE}.`, {
      extensions: { code: "BAD_REQUEST" },
    });
  }
}
