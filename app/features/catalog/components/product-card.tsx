import { use } from "react";
import { Link, useLocation } from "react-router";
import { Skeleton } from "~/components/ui/skeleton";
import { formatPrice } from "~/lib/money";
import { SaveControlContext } from "~/lib/save-control";
import { cn } from "~/lib/utils";
import type { ProductLinkState } from "../lib/breadcrumb-origin";
import type { ProductListing } from "../lib/normalize-product";
import { ProductCardNote } from "./product-card-note";
import { ProductImage } from "./product-image";

/**
 * A product tile linking to its page. The link carries where the shopper is now, so the product
 * page's back crumb can name it.
 */
export function ProductCard({
  product,
  sizes,
  priority = false,
  headingLevel = "h3",
  className,
}: {
  product: ProductListing;
  /** The `sizes` attribute for the grid or carousel the card sits in. */
  sizes: string;
  priority?: boolean;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const { pathname, search } = useLocation();
  const note = use(ProductCardNote);
  const Heading = headingLevel;
  const renderSaveControl = use(SaveControlContext);
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-blush-100 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md",
        className,
      )}
    >
      <ProductImage
        image={product.image}
        sizes={sizes}
        priority={priority}
        alt=""
        className="aspect-[4/5] h-auto w-full transition-transform duration-300 group-hover:scale-[1.02]"
      />
      {/* Above the card's stretched link, so a tap on the heart saves rather than opens. */}
      {renderSaveControl?.({
        handle: product.handle,
        title: product.name,
        className: "absolute top-3 right-3 z-10",
      })}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {product.category}
        </p>
        <Heading className="font-serif text-lg leading-snug">
          <Link
            to={`/product/${product.handle}`}
            state={{ from: `${pathname}${search}` } satisfies ProductLinkState}
            prefetch="intent"
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {product.name}
          </Link>
        </Heading>
        <p className="mt-auto pt-1 font-medium" data-testid="product-card-price">
          {formatPrice({ amount: product.price, currencyCode: product.currencyCode })}
        </p>
        {note?.(product.handle)}
      </div>
    </article>
  );
}

/** The card's shape while products load. */
export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-blush-100",
        className,
      )}
    >
      <Skeleton className="aspect-[4/5] w-full rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/4" />
      </div>
    </div>
  );
}
