import type { ProductListing } from "../lib/normalize-product";
import { ProductCard, ProductCardSkeleton } from "./product-card";

const GRID = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";
const SIZES = "(min-width: 1280px) 280px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw";

/** Cards that can be on screen when the page opens: the first row at the widest layout. */
const ABOVE_THE_FOLD = 4;
/**
 * The grid holds up to a hundred cards; the browser lays out and paints the ones further down
 * only as they come near the viewport (the first style and layout pass was the longest task
 * before the shop's first paint on a phone). The size is a card's usual height, kept once known.
 */
const OFFSCREEN_ITEM = "[content-visibility:auto] [contain-intrinsic-size:auto_560px]";

/** Six skeleton cards while the products load. */
export function ProductGridSkeleton() {
  return (
    <ul role="status" aria-label="Loading products" className={GRID}>
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** The shop grid: 1, 2, 3 and 4 columns at the default, small, large and extra-large widths. */
export function ProductGrid({ products }: { products: ProductListing[] }) {
  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <img src="/images/empty-shop.svg" alt="" width={240} height={180} className="h-auto w-60" />
        <p className="text-lg">No products match your criteria</p>
      </div>
    );
  }
  return (
    <ul className={GRID}>
      {products.map((product, index) => (
        <li key={product.id} className={index >= ABOVE_THE_FOLD ? OFFSCREEN_ITEM : undefined}>
          {/* The first card is the LCP image at every width. Only it is fetched at high priority:
              on a phone a second one only took bandwidth from it (the others are alike in size,
              so a later one never becomes the LCP). */}
          <ProductCard product={product} sizes={SIZES} priority={index === 0} headingLevel="h2" />
        </li>
      ))}
    </ul>
  );
}
