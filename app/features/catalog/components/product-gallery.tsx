import { ExpandIcon } from "~/components/ui/icons";
import { useRef, type RefObject } from "react";
import { cn } from "~/lib/utils";
import type { ProductImage as ProductImageData } from "../lib/normalize-product";
import { ProductImage } from "./product-image";

/** A horizontal swipe longer than this changes the image. */
export const SWIPE_THRESHOLD_PX = 50;

/** Index arithmetic that wraps both ways. */
export function wrapIndex(index: number, length: number) {
  return length === 0 ? 0 : ((index % length) + length) % length;
}

/**
 * The main image with its thumbnails. Swiping changes the image; clicking it asks to open the
 * full-screen gallery. The index lives with the caller so the variant and size chart can move it.
 */
export function ProductGallery({
  images,
  index,
  onIndexChange,
  onOpen,
  onOpenIntent,
  productName,
  openerRef,
}: {
  openerRef?: RefObject<HTMLButtonElement | null>;
  images: ProductImageData[];
  index: number;
  onIndexChange: (index: number) => void;
  onOpen: () => void;
  /** The shopper points at or focuses the main image: a chance to fetch the gallery's code. */
  onOpenIntent?: () => void;
  productName: string;
}) {
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const current = images[wrapIndex(index, images.length)]!;
  const many = images.length > 1;

  return (
    <div className="flex flex-col gap-3">
      <button
        ref={openerRef}
        type="button"
        onClick={onOpen}
        onPointerEnter={onOpenIntent}
        onFocus={onOpenIntent}
        onTouchStart={(event) => {
          onOpenIntent?.();
          const touch = event.touches[0];
          touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const touch = event.changedTouches[0];
          touchStart.current = null;
          if (!start || !touch || !many) return;
          const dx = touch.clientX - start.x;
          if (
            Math.abs(dx) > SWIPE_THRESHOLD_PX &&
            Math.abs(dx) > Math.abs(touch.clientY - start.y)
          ) {
            // A swipe is not a click: stop the gallery from opening as well. A touch the browser
            // already treats as a scroll cannot be cancelled, and opens nothing anyway.
            if (event.cancelable) event.preventDefault();
            onIndexChange(wrapIndex(index + (dx < 0 ? 1 : -1), images.length));
          }
        }}
        className="group relative block w-full cursor-zoom-in touch-pan-y overflow-hidden rounded-2xl bg-white ring-1 ring-blush-100 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`Open full-screen gallery: ${current.altText}`}
        data-testid="product-main-image"
      >
        <ProductImage
          image={current}
          priority
          sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
          alt=""
          className="aspect-[4/5] h-auto w-full"
        />
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 rounded-full bg-white/80 p-2 text-ink opacity-80 shadow-sm transition-opacity group-hover:opacity-100"
        >
          <ExpandIcon className="size-4" />
        </span>
      </button>
      {many ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={`${productName} images`}>
          {images.map((image, i) => {
            const selected = i === wrapIndex(index, images.length);
            return (
              <li key={`${image.url}-${i}`} className="shrink-0">
                <button
                  type="button"
                  onClick={() => onIndexChange(i)}
                  aria-label={`Show image ${i + 1} of ${images.length}: ${image.altText}`}
                  aria-current={selected ? "true" : undefined}
                  className={cn(
                    "block overflow-hidden rounded-lg ring-1 ring-blush-100 outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    selected ? "ring-2 ring-blush-700" : "opacity-75 hover:opacity-100",
                  )}
                >
                  <ProductImage
                    image={image}
                    widths={[160]}
                    sizes="64px"
                    alt=""
                    className="aspect-[4/5] h-auto w-16"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
