import { MinusIcon, PlusIcon } from "~/components/ui/icons";
import { lazy, Suspense, use, useCallback, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import type { CartLineDraft } from "~/lib/cart-line-draft";
import { formatPrice } from "~/lib/money";
import { SaveControlContext } from "~/lib/save-control";
import { cn } from "~/lib/utils";
import { lineDraftOf } from "../lib/line-draft";
import type { Product, ProductVariant } from "../lib/normalize-product";
import {
  clampQuantity,
  initialVariant,
  isSoldOut,
  variantForOption,
} from "../lib/variant-selection";
import { ProductGallery } from "./product-gallery";
import { RichText } from "./rich-text";
import { VariantOptions } from "./variant-options";

// The full-screen gallery (Radix Dialog and Embla) loads when the shopper first opens it.
const loadFullscreenGallery = () => import("./fullscreen-gallery");
const FullscreenGallery = lazy(() =>
  loadFullscreenGallery().then((module) => ({ default: module.FullscreenGallery })),
);

// "Email me when it's back" loads only when a sold-out variant is shown: most product pages
// never need it, so it stays out of the page's first load.
const BackInStockForm = lazy(() =>
  import("./back-in-stock-form").then((module) => ({ default: module.BackInStockForm })),
);
const OUTCOMES = new Set(["requested", "invalid", "limited", "failed"] as const);
type Outcome = typeof OUTCOMES extends Set<infer T> ? T : never;

/** Puts a line in the cart; the route supplies it (features never import each other). */
export type AddToCartHandler = (draft: CartLineDraft) => void;

function galleryIndexOf(images: Product["image"][], variant: ProductVariant | undefined) {
  if (!variant?.image) return -1;
  return images.findIndex((image) => image.url === variant.image?.url);
}

/** Renders the size guide beside the size picker; `selectSize` picks a Size value on the page. */
export type SizeGuideSlot = (controls: { selectSize: (size: string) => void }) => ReactNode;

/**
 * The product page body: gallery, name, price, options, quantity, add to cart, details.
 * `children` (Complete the Look) closes the information column; `sizeGuide` comes from the route,
 * since the fit feature owns the guide and features never import each other.
 */
export function ProductDetails({
  product,
  onAddToCart,
  children,
  sizeGuide,
}: {
  product: Product;
  onAddToCart: AddToCartHandler;
  children?: ReactNode;
  sizeGuide?: SizeGuideSlot;
}) {
  const images = product.images ?? [product.image];
  const renderSaveControl = use(SaveControlContext);
  const [search] = useSearchParams();
  const [selected, setSelected] = useState(() => initialVariant(product.variants, search));
  const [requested, setRequested] = useState(1);
  const [imageIndex, setImageIndex] = useState(() =>
    Math.max(0, galleryIndexOf(images, initialVariant(product.variants, search))),
  );
  // The form's outcome after a post without JavaScript (server/alerts/), for the variant posted.
  const posted = search.get("back-in-stock");
  const outcome =
    posted && OUTCOMES.has(posted as Outcome) && selected?.id.endsWith(`/${search.get("variant")}`)
      ? (posted as Outcome)
      : undefined;
  const [galleryOpen, setGalleryOpen] = useState(false);
  // Stays true after the first open so the gallery's close runs as before.
  const [galleryMounted, setGalleryMounted] = useState(false);
  if (galleryOpen && !galleryMounted) setGalleryMounted(true);
  const galleryOpener = useRef<HTMLButtonElement>(null);

  const soldOut = isSoldOut(selected);
  const quantity = clampQuantity(requested, selected);
  const maxQuantity = selected?.quantityAvailable ?? Number.POSITIVE_INFINITY;
  const unitPrice = selected?.price ?? product.price;
  const money = (amount: number) => formatPrice({ amount, currencyCode: product.currencyCode });

  const selectVariant = (variant: ProductVariant) => {
    setSelected(variant);
    // A new variant starts again at one, and the image follows it if it is in the gallery.
    setRequested(1);
    const index = galleryIndexOf(images, variant);
    if (index >= 0) setImageIndex(index);
  };

  const selectSize = (size: string) => {
    const name = Object.keys((selected ?? product.variants[0])?.options ?? {}).find(
      (key) => key.toLowerCase() === "size",
    );
    const target = name ? variantForOption(product.variants, selected, name, size) : undefined;
    if (target) selectVariant(target);
  };

  const onGalleryIndex = useCallback((index: number) => setImageIndex(index), []);

  return (
    <div className="grid gap-8 md:grid-cols-2 md:gap-12">
      <div className="md:sticky md:top-24 md:self-start">
        <ProductGallery
          images={images}
          index={imageIndex}
          onIndexChange={setImageIndex}
          onOpen={() => setGalleryOpen(true)}
          onOpenIntent={() => void loadFullscreenGallery()}
          productName={product.name}
          openerRef={galleryOpener}
        />
        {galleryMounted ? (
          <Suspense fallback={null}>
            <FullscreenGallery
              images={images}
              open={galleryOpen}
              index={imageIndex}
              onOpenChange={setGalleryOpen}
              onIndexChange={onGalleryIndex}
              productName={product.name}
              returnFocusTo={galleryOpener}
            />
          </Suspense>
        ) : null}
      </div>

      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {product.category}
          </p>
          <div className="flex items-start justify-between gap-3">
            <h1 className="font-serif text-3xl leading-tight md:text-4xl">{product.name}</h1>
            {renderSaveControl?.({
              handle: product.handle,
              title: product.name,
              className: "shrink-0",
            })}
          </div>
          {selected && selected.title !== "Default Title" ? (
            <p className="text-muted-foreground" data-testid="variant-title">
              {selected.title}
            </p>
          ) : null}
          <p className="text-2xl font-medium" data-testid="product-price">
            {money(unitPrice)}
          </p>
        </div>

        <VariantOptions
          variants={product.variants}
          selected={selected}
          onSelect={selectVariant}
          onShowSizeChart={images.length > 1 ? () => setImageIndex(images.length - 1) : undefined}
          sizeAction={sizeGuide?.({ selectSize })}
        />

        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-4">
            <span id="quantity-label" className="text-sm font-medium">
              Quantity
            </span>
            <div
              role="group"
              aria-labelledby="quantity-label"
              className="inline-flex items-center rounded-md border border-input"
            >
              <Button
                variant="ghost"
                size="icon"
                aria-label="Decrease quantity"
                disabled={soldOut || quantity <= 1}
                onClick={() => setRequested(quantity - 1)}
              >
                <MinusIcon aria-hidden="true" />
              </Button>
              <output
                aria-live="polite"
                aria-label="Quantity"
                className="w-10 text-center tabular-nums"
                data-testid="quantity"
              >
                {quantity}
              </output>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Increase quantity"
                disabled={soldOut || quantity >= maxQuantity}
                onClick={() => setRequested(quantity + 1)}
              >
                <PlusIcon aria-hidden="true" />
              </Button>
            </div>
          </div>
          <p className="text-sm" data-testid="product-total">
            Total: <span className="font-medium">{money(unitPrice * quantity)}</span>
            {quantity > 1 ? (
              <span className="text-muted-foreground"> ({money(unitPrice)} per unit)</span>
            ) : null}
          </p>
          <Button
            size="lg"
            disabled={soldOut}
            onClick={() => {
              if (selected) onAddToCart(lineDraftOf(product, selected, quantity));
            }}
            className={cn(
              "w-full tracking-wide",
              soldOut && "bg-red-700 text-white disabled:opacity-100",
            )}
          >
            {soldOut ? "SOLD OUT" : "ADD TO CART"}
          </Button>
          {soldOut && selected ? (
            // React streams a finished boundary of more than 500 bytes out of line, shown only
            // by a script; a browser without JavaScript sees its fallback. So the server renders
            // the same form as the fallback too (the server bundle holds its code already), and
            // the script puts the identical form in its place: nothing moves. The browser's
            // fallback is nothing, so the form's code stays out of the page's first load.
            <Suspense
              fallback={
                import.meta.env.SSR ? (
                  <BackInStockForm
                    key={selected.id}
                    variantId={selected.id}
                    productHandle={product.handle}
                    outcome={outcome}
                  />
                ) : null
              }
            >
              <BackInStockForm
                key={selected.id}
                variantId={selected.id}
                productHandle={product.handle}
                outcome={outcome}
              />
            </Suspense>
          ) : null}
        </div>

        {product.description ? (
          <div
            className="prose-product text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_p]:mb-3"
            // Sanitised when the product was normalised (app/lib/sanitize-html.ts).
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        ) : null}

        {product.supplier.richDetailsMetafield ? (
          <section aria-labelledby="additional-details" className="border-t border-blush-100 pt-6">
            <h2 id="additional-details" className="mb-3 font-serif text-xl">
              Additional Details
            </h2>
            <RichText
              value={product.supplier.richDetailsMetafield.value}
              className="text-sm leading-relaxed [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-3 [&_ul]:list-disc"
            />
          </section>
        ) : null}
        {children}
      </div>
    </div>
  );
}
