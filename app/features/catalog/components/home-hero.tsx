import { preload } from "react-dom";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The mobile breakpoint, where the hero swaps its background. */
const HERO_BREAKPOINT_PX = 768;

/**
 * The home hero: 500 px high, with its own background, headline and paragraph for
 * phones and for wider screens (768 px up). <picture> lets the browser download only the
 * background it shows, fetched first as the page's LCP image.
 */
export function HomeHero() {
  // React preloads a high-priority <img> from the top of <head>, but not one inside <picture>:
  // without these the LCP image waited behind every module preload.
  preload("/images/hero-mobile.webp", {
    as: "image",
    fetchPriority: "high",
    media: `(max-width: ${HERO_BREAKPOINT_PX - 0.02}px)`,
  });
  preload("/images/hero-desktop.webp", {
    as: "image",
    fetchPriority: "high",
    media: `(min-width: ${HERO_BREAKPOINT_PX}px)`,
  });
  return (
    <section aria-labelledby="hero-heading" className="relative isolate h-[500px] overflow-hidden">
      <picture>
        <source
          media={`(min-width: ${HERO_BREAKPOINT_PX}px)`}
          srcSet="/images/hero-desktop.webp"
          width={1920}
          height={1000}
        />
        <img
          src="/images/hero-mobile.webp"
          alt=""
          width={768}
          height={1000}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
      </picture>
      {/* On phones Peyton sits in the lower half of the picture, so the words go above her. */}
      <div className="mx-auto flex h-full max-w-6xl items-start px-4 pt-10 md:items-center md:pt-0">
        <div className="max-w-md md:rounded-2xl md:bg-white/85 md:p-8 md:shadow-sm md:backdrop-blur-sm">
          <h1 id="hero-heading" className="font-serif text-3xl leading-tight md:text-5xl">
            <span className="md:hidden">A Dog Boutique for the Tiniest Trendsetters</span>
            <span className="hidden md:inline">For the Tiniest Trendsetters</span>
          </h1>
          <p className="mt-4 hidden text-lg text-muted-foreground md:block">
            Sweaters, carriers, beds and toys sized for little legs and big personalities — every
            piece sniffed, tried on and approved by yours truly, Peyton.
          </p>
          <Button asChild size="lg" className="mt-6">
            <Link to="/shop">Shop Bestsellers</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
