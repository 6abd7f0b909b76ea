import { useDeferredValue } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { formatPrice } from "~/lib/money";
import { useRelatedProducts } from "../api/get-products-by-ids";
import type { ProductLinkState } from "../lib/breadcrumb-origin";
import { lineDraftOf } from "../lib/line-draft";
import type { Product } from "../lib/normalize-product";
import { isSoldOut } from "../lib/variant-selection";
import type { AddToCartHandler } from "./product-details";
import { ProductImage } from "./product-image";

const NO_PRODUCTS: Product[] = [];

/**
 * "Complete the Look": the products listed in the complete-the-look metafield, a grid
 * on mobile and a list of cards on desktop. Each Add to Cart adds the first variant, one at a
 * time. Nothing shows while loading or if the lookup fails.
 */
export function CompleteTheLook({
  product,
  onAddToCart,
}: {
  product: Product;
  onAddToCart: AddToCartHandler;
}) {
  const ids = product.supplier.completeTheLookMetafield.value;
  const { data = NO_PRODUCTS } = useRelatedProducts(ids);
  // The products arrive after the page has hydrated, and a query's news renders at once, in one
  // task; deferred, the cards render in slices a tap can interrupt.
  const related = useDeferredValue(data);
  if (related.length === 0) return null;

  return (
    <section aria-labelledby="complete-the-look" className="flex flex-col gap-4">
      <h2 id="complete-the-look" className="font-serif text-2xl">
        Complete the Look
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-1 md:gap-3">
        {related.map((item) => (
          <li key={item.id}>
            <RelatedCard
              product={item}
              from={`/product/${product.handle}`}
              onAddToCart={onAddToCart}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RelatedCard({
  product,
  from,
  onAddToCart,
}: {
  product: Product;
  from: string;
  onAddToCart: AddToCartHandler;
}) {
  const first = product.variants[0];
  const soldOut = isSoldOut(first);
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-blush-100 md:flex-row md:items-center">
      <Link
        to={`/product/${product.handle}`}
        state={{ from } satisfies ProductLinkState}
        className="flex flex-1 flex-col gap-2 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring md:flex-row md:items-center md:gap-4"
      >
        <ProductImage
          image={product.image}
          sizes="(min-width: 768px) 80px, 45vw"
          widths={[160, 320, 480]}
          alt=""
          className="aspect-[4/5] h-auto w-full rounded-lg md:w-20"
        />
        <span className="flex flex-col gap-0.5">
          <span className="font-medium">{product.name}</span>
          <span className="text-sm text-muted-foreground">
            {formatPrice({ amount: product.price, currencyCode: product.currencyCode })}
          </span>
        </span>
      </Link>
      <Button
        size="sm"
        variant={soldOut ? "outline" : "default"}
        disabled={soldOut}
        // The name starts with the visible text, so a voice-control user can say what they see
        // (WCAG 2.5.3); the product name tells the cards apart.
        aria-label={`${soldOut ? "Sold Out" : "Add to Cart"}: ${product.name}`}
        onClick={() => {
          if (first) onAddToCart(lineDraftOf(product, first, 1));
        }}
      >
        {soldOut ? "Sold Out" : "Add to Cart"}
      </Button>
    </article>
  );
}
