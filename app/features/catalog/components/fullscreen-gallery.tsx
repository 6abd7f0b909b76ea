import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeftIcon, ChevronRightIcon, XIcon } from "~/components/ui/icons";
import { Dialog } from "radix-ui";
import { useEffect, useState, type RefObject } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import type { ProductImage as ProductImageData } from "../lib/normalize-product";
import { ProductImage } from "./product-image";

/**
 * The full-screen gallery: a looping carousel, a thumbnail strip, arrows from the
 * mobile breakpoint up, and Left/Right/Escape on the keyboard. Radix Dialog traps focus inside
 * and returns it to the main image on close.
 */
export function FullscreenGallery({
  images,
  open,
  index,
  onOpenChange,
  onIndexChange,
  productName,
  returnFocusTo,
}: {
  images: ProductImageData[];
  /** The control that opened the gallery; focus goes back there on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
  open: boolean;
  index: number;
  onOpenChange: (open: boolean) => void;
  onIndexChange: (index: number) => void;
  productName: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/95" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
          aria-describedby={undefined}
          // Radix returns focus to a Dialog.Trigger; the opener here is the main image instead.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          {open ? (
            <GalleryBody
              images={images}
              index={index}
              onIndexChange={onIndexChange}
              productName={productName}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function GalleryBody({
  images,
  index,
  onIndexChange,
  productName,
}: {
  images: ProductImageData[];
  index: number;
  onIndexChange: (index: number) => void;
  productName: string;
}) {
  const [viewportRef, api] = useEmblaCarousel({ loop: images.length > 1, startIndex: index });
  const [selected, setSelected] = useState(index);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      setSelected(api.selectedScrollSnap());
      onIndexChange(api.selectedScrollSnap());
    };
    api.on("select", onSelect);
    return () => {
      api.off("select", onSelect);
    };
  }, [api, onIndexChange]);

  // Left and right arrows page through the images while the gallery is open; Radix handles Escape.
  useEffect(() => {
    if (!api) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") {
        event.preventDefault();
        api.scrollPrev();
      } else if (event.key === "ArrowRight") {
        event.preventDefault();
        api.scrollNext();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [api]);

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center justify-between p-4">
        <Dialog.Title className="font-serif text-lg">
          {productName}{" "}
          <span className="text-sm text-white/70">
            {selected + 1} / {images.length}
          </span>
        </Dialog.Title>
        <Dialog.Close asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Close gallery"
            className="text-white hover:bg-white/10 hover:text-white"
          >
            <XIcon aria-hidden="true" className="size-6" />
          </Button>
        </Dialog.Close>
      </div>
      <div className="relative min-h-0 flex-1">
        <div ref={viewportRef} className="h-full overflow-hidden">
          <ul className="flex h-full">
            {images.map((image, i) => (
              <li
                key={`${image.url}-${i}`}
                className="flex h-full min-w-0 shrink-0 grow-0 basis-full items-center justify-center px-4"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${images.length}`}
                aria-hidden={i !== selected}
              >
                <ProductImage
                  image={image}
                  sizes="100vw"
                  className="max-h-full w-auto max-w-full rounded-lg object-contain"
                />
              </li>
            ))}
          </ul>
        </div>
        {images.length > 1 ? (
          <>
            <Button
              variant="outline"
              size="icon"
              onClick={() => api?.scrollPrev()}
              aria-label="Previous image"
              className="absolute top-1/2 left-4 hidden -translate-y-1/2 rounded-full md:inline-flex"
            >
              <ChevronLeftIcon aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              onClick={() => api?.scrollNext()}
              aria-label="Next image"
              className="absolute top-1/2 right-4 hidden -translate-y-1/2 rounded-full md:inline-flex"
            >
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="flex justify-center gap-2 overflow-x-auto p-4" aria-label="Thumbnails">
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => api?.scrollTo(i)}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-current={i === selected ? "true" : undefined}
                className={cn(
                  "block overflow-hidden rounded-md outline-none focus-visible:ring-2 focus-visible:ring-white",
                  i === selected ? "ring-2 ring-white" : "opacity-60 hover:opacity-100",
                )}
              >
                <ProductImage
                  image={image}
                  widths={[160]}
                  sizes="56px"
                  alt=""
                  className="aspect-[4/5] h-auto w-14"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
