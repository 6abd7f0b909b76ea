import { HydrationBoundary } from "@tanstack/react-query";
import { Link } from "react-router";
import { featuredProductsQueryOptions } from "~/features/catalog/api/get-featured-products";
import { CategoryTiles } from "~/features/catalog/components/category-tiles";
import { FeaturedCarousel } from "~/features/catalog/components/featured-carousel";
import { HomeHero } from "~/features/catalog/components/home-hero";
import { RecentlyViewed } from "~/features/saved/components/recently-viewed";
import { storefrontContext } from "~/lib/app-context";
import { META_DESCRIPTION, pageTitle } from "~/lib/brand";
import { loadPage } from "~/lib/page-loader.server";
import { originFromMatches, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: pageTitle(),
    description: META_DESCRIPTION,
    origin: originFromMatches(matches),
    path: "/",
  });

/** Without the picks the page still renders (503) and the browser retries. */
export function loader({ context }: Route.LoaderArgs) {
  return loadPage(featuredProductsQueryOptions(context.get(storefrontContext)));
}

/** Client-side navigations render at once with skeletons (docs/decisions/0002-data-loading.md). */
export function clientLoader() {
  return { dehydratedState: null };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <main>
        <HomeHero />
        <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-14">
          <FeaturedCarousel />
          <RecentlyViewed className="empty:hidden" />
          <section
            aria-labelledby="about-peyton"
            className="grid gap-4 rounded-2xl bg-blush-100/60 p-8 md:grid-cols-[1fr_auto] md:items-center"
          >
            <div className="flex flex-col gap-3">
              <h2 id="about-peyton" className="font-serif text-3xl">
                Hello from Peyton
              </h2>
              <p className="max-w-2xl text-lg leading-relaxed">
                I&apos;m a very small dog with very big opinions about sweaters. My humans and I
                started this boutique because tiny pups deserve things that actually fit — soft,
                well made and just a little bit fancy.
              </p>
            </div>
            <div className="flex flex-wrap gap-4 md:flex-col">
              <Link to="/about" className="font-medium text-primary underline underline-offset-4">
                Read our story
              </Link>
              <Link to="/shop" className="font-medium text-primary underline underline-offset-4">
                Browse all products
              </Link>
            </div>
          </section>
          <CategoryTiles />
        </div>
      </main>
    </HydrationBoundary>
  );
}
