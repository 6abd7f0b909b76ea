import { useSuspenseQuery } from "@tanstack/react-query";
import { formatMoney } from "~/lib/money";
import { useStorefront } from "~/lib/storefront-provider";
import { featuredProductsQueryOptions } from "../api/get-featured-products";

export function FeaturedProducts() {
  const storefront = useStorefront();
  const { data: products } = useSuspenseQuery(featuredProductsQueryOptions(storefront));
  return (
    <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id} className="rounded-xl bg-white p-3 shadow-sm">
          {product.featuredImage ? (
            <img
              src={product.featuredImage.url}
              alt={product.featuredImage.altText ?? product.title}
              width={320}
              height={400}
              className="aspect-[4/5] w-full rounded-lg object-cover"
            />
          ) : null}
          <h3 className="mt-3 font-medium">{product.title}</h3>
          <p className="text-sm text-neutral-600">
            {formatMoney(product.priceRange.minVariantPrice)}
          </p>
        </li>
      ))}
    </ul>
  );
}
