import type * as React from "react";
import { cn } from "~/lib/utils";
import { IMAGE_WIDTHS, imageSrcSet, transformImageUrl } from "~/lib/image-url";
import type { ProductImage as ProductImageData } from "../lib/normalize-product";

/**
 * A product photo with a responsive WebP `srcset`, its intrinsic size as width/height (so the
 * layout never shifts) and lazy loading unless it is the page's LCP image (`priority`).
 */
export function ProductImage({
  image,
  sizes,
  priority = false,
  widths = IMAGE_WIDTHS,
  alt,
  className,
  ...props
}: {
  image: ProductImageData;
  sizes: string;
  priority?: boolean;
  widths?: readonly number[];
  alt?: string;
} & Omit<React.ComponentProps<"img">, "src" | "srcSet" | "width" | "height" | "alt">) {
  const fallbackWidth = Math.min(image.width, widths[Math.min(2, widths.length - 1)] ?? 640);
  return (
    <img
      src={transformImageUrl(image.url, { width: fallbackWidth })}
      srcSet={imageSrcSet(image, widths)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.altText}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      className={cn("bg-blush-100 object-cover", className)}
      {...props}
    />
  );
}
