import { PackageIcon } from "lucide-react";
import { transformImageUrl } from "~/lib/image-url";
import { cn } from "~/lib/utils";

interface LineImage {
  url: string;
  altText?: string | null;
}

/**
 * Up to four of the order's product images; a single image fills the tile, none
 * shows a placeholder icon.
 */
export function OrderImageMosaic({
  images,
  className,
}: {
  images: readonly LineImage[];
  className?: string;
}) {
  const shown = images.slice(0, 4);
  const tile = cn(
    "aspect-square shrink-0 self-start overflow-hidden rounded-md bg-blush-50",
    className,
  );
  if (!shown.length) {
    return (
      <div className={cn(tile, "flex items-center justify-center")} data-testid="order-mosaic">
        <PackageIcon aria-hidden="true" className="size-8 text-blush-500" />
      </div>
    );
  }
  return (
    <div
      className={cn(tile, shown.length > 1 && "grid grid-cols-2 grid-rows-2 gap-0.5")}
      data-testid="order-mosaic"
    >
      {shown.map((image, index) => (
        <img
          key={`${image.url}-${index}`}
          src={transformImageUrl(image.url, { width: shown.length > 1 ? 96 : 192 })}
          alt={image.altText ?? ""}
          loading="lazy"
          decoding="async"
          className={cn(
            "size-full object-cover",
            // Two images stand side by side; of three, the first takes the whole left column.
            (shown.length === 2 || (shown.length === 3 && index === 0)) && "row-span-2",
          )}
        />
      ))}
    </div>
  );
}
