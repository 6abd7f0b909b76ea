import { HydrationBoundary } from "@tanstack/react-query";
import { Link } from "react-router";
import { LaunchThanksBanner } from "~/components/layout/launch-thanks-banner";
import { useCartActions, useWarmCart } from "~/features/cart/components/use-cart";
import { productQueryOptions, useProduct } from "~/features/catalog/api/get-product";
import { CompleteTheLook } from "~/features/catalog/components/complete-the-look";
import { ProductBreadcrumb } from "~/features/catalog/components/product-breadcrumb";
import {
  ProductDetails,
  type AddToCartHandler,
  type SizeGuideSlot,
} from "~/features/catalog/components/product-details";
import { ProductSkeleton } from "~/features/catalog/components/product-skeleton";
import type { Product } from "~/features/catalog/lib/normalize-product";
import { productSeo } from "~/features/catalog/lib/product-seo";
import { SizeGuide } from "~/features/fit/components/size-guide";
import { RecentlyViewed } from "~/features/saved/components/recently-viewed";
import { storefrontContext } from "~/lib/app-context";
import { pageTitle } from "~/lib/brand";
import { loadPage } from "~/lib/page-loader.server";
import { originFromMatches, seoMeta, siteOriginContext } from "~/lib/seo";
import type { Route } from "./+types/product";

/** An unknown handle is a real 404; a failed read (503) reads "Product not found" too. */
export function loader({ params, context }: Route.LoaderArgs) {
  const { handle } = params;
  return loadPage(productQueryOptions(context.get(storefrontContext), handle), (read) => {
    if (!read.ok) {
      console.error(`Could not load product ${handle}`, read.error);
      return { handle, seo: null, notFound: true };
    }
    const product = read.data;
    return {
      handle,
      seo: product ? productSeo(product, context.get(siteOriginContext)) : null,
      notFound: !product,
    };
  });
}

/**
 * Client-side navigations skip the server round trip: the page renders at once with its
 * skeleton and TanStack Query fetches the product (see docs/decisions/0002-data-loading.md).
 */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { handle: params.handle, seo: null, notFound: false, dehydratedState: null };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const seo = loaderData?.seo;
  // After a client-side navigation there is no server data: the page renders its own <title>.
  if (!seo) return loaderData?.notFound ? [{ title: pageTitle("Product not found") }] : [];
  return [
    ...seoMeta({
      title: pageTitle(seo.name),
      description: seo.description,
      origin: originFromMatches(matches),
      path: `/product/${loaderData.handle}`,
      image: seo.image.url,
      imageAlt: seo.image.altText,
      type: "product",
    }),
    ...seo.jsonLd.map((jsonLd) => ({ "script:ld+json": jsonLd })),
  ];
};

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState ?? undefined}>
      <ProductPage
        handle={loaderData.handle}
        titleInHead={Boolean(loaderData.seo) || loaderData.notFound}
      />
    </HydrationBoundary>
  );
}

function ProductPage({ handle, titleInHead }: { handle: string; titleInHead: boolean }) {
  const { data: product, isPending } = useProduct(handle);
  const cart = useCartActions();
  useWarmCart();
  // The cart shows the line at once from what this page already knows of the product.
  const onAddToCart: AddToCartHandler = (draft) => cart.add(draft);

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:py-10">
      {/* After a client-side navigation the server's meta is absent; React hoists this. */}
      {!titleInHead && !isPending ? (
        <title>{pageTitle(product?.name ?? "Product not found")}</title>
      ) : null}
      <LaunchThanksBanner />
      <ProductBreadcrumb productName={product?.name} />
      {isPending ? (
        <ProductSkeleton />
      ) : product ? (
        <ProductDetails
          key={product.handle}
          product={product}
          onAddToCart={onAddToCart}
          sizeGuide={sizeGuideFor(product)}
        >
          <CompleteTheLook product={product} onAddToCart={onAddToCart} />
        </ProductDetails>
      ) : (
        <section className="flex flex-col items-center gap-4 py-16 text-center">
          <h1 className="font-serif text-3xl">Product not found</h1>
          <Link to="/shop" className="text-primary underline underline-offset-4">
            Browse all products
          </Link>
        </section>
      )}
      {product ? (
        <RecentlyViewed
          key={product.handle}
          current={product.handle}
          className="mt-10 empty:hidden"
        />
      ) : null}
    </main>
  );
}

/** The size guide, for a product that has a size chart and sizes to pick; none otherwise. */
function sizeGuideFor(product: Product): SizeGuideSlot | undefined {
  const chartJson = product.supplier.sizeChartMetafield?.value;
  const sizes = [
    ...new Set(
      product.variants.flatMap((variant) =>
        Object.entries(variant.options)
          .filter(([name]) => name.toLowerCase() === "size")
          .map(([, value]) => value),
      ),
    ),
  ];
  if (!chartJson || sizes.length === 0) return undefined;
  return ({ selectSize }) => (
    <SizeGuide
      chartJson={chartJson}
      productName={product.name}
      sizes={sizes}
      onSelectSize={selectSize}
    />
  );
}
