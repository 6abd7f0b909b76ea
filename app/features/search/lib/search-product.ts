import type { SearchProductsQuery } from "~/graphql/storefront/graphql";
import { normalizeCategory, type Category } from "~/lib/catalog-categories";
import { PLACEHOLDER_IMAGE } from "~/lib/placeholder-image";

/** One product as the SearchProducts operation (../api/get-search-products.ts) answers it. */
export type SearchProductNode = NonNullable<
  SearchProductsQuery["predictiveSearch"]
>["products"][number];

/** The header shows at most five suggestions. */
export const MAX_SUGGESTIONS = 5;

/** What a suggestion shows. `id` is the product handle. */
export interface SearchProduct {
  id: string;
  name: string;
  category: Category;
  price: { amount: string; currencyCode: string };
  image: { url: string; alt: string };
}

/** The featured image, else the first image, else a placeholder. */
export function toSearchProduct(node: SearchProductNode): SearchProduct {
  const image = node.featuredImage ?? node.images.nodes[0] ?? null;
  return {
    id: node.handle,
    name: node.title,
    category: normalizeCategory(node.category?.value),
    price: node.priceRange.minVariantPrice,
    image: image
      ? { url: image.url, alt: image.altText ?? node.title }
      : { url: PLACEHOLDER_IMAGE.url, alt: node.title },
  };
}
