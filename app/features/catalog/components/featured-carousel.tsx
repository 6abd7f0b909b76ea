import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from "~/components/ui/carousel";
import { useFeaturedProducts } from "../api/get-featured-products";
import { ProductCard, ProductCardSkeleton } from "./product-card";

const CARD = "basis-[280px] md:basis-[320px]";

/**
 * "Peyton's Picks": featured products in a carousel that stops at both ends; the
 * previous/next buttons show from the desktop breakpoint and disable at the ends. Four
 * skeleton cards hold the space while the products load.
 */
export function FeaturedCarousel() {
  const { data: products, isPending, isError } = useFeaturedProducts();

  return (
    <Carousel opts={{ align: "start", loop: false }} aria-labelledby="peytons-picks">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id="peytons-picks" className="font-serif text-3xl">
          Peyton&apos;s Picks
        </h2>
        <div className="hidden gap-2 md:flex">
          <CarouselPrevious aria-label="Previous products" />
          <CarouselNext aria-label="Next products" />
        </div>
      </div>
      {isPending ? (
        <ul
          role="status"
          aria-label="Loading Peyton's Picks"
          className="flex gap-4 overflow-hidden"
        >
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className={`shrink-0 ${CARD}`}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <p className="text-muted-foreground">Error loading products. Please try again later.</p>
      ) : (
        <CarouselContent>
          {products.map((product) => (
            <CarouselItem key={product.id} className={CARD}>
              <ProductCard product={product} sizes="(min-width: 768px) 320px, 280px" />
            </CarouselItem>
          ))}
        </CarouselContent>
      )}
    </Carousel>
  );
}
